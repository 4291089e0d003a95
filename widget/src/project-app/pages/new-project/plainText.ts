import type { JSONContent } from '@tiptap/react';

const LIST_TYPES = new Set(['bulletList', 'orderedList']);

/** The text of inline content: a hard break is a line break, marks (bold, underline) are dropped. */
function inline(node: JSONContent): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return '\n';
  return (node.content ?? []).map(inline).join('');
}

function blocks(nodes: JSONContent[] | undefined, depth: number, lines: string[]): void {
  const indent = '  '.repeat(depth);
  for (const node of nodes ?? []) {
    if (node.type && LIST_TYPES.has(node.type)) {
      for (const item of node.content ?? []) {
        let first = true;
        for (const child of item.content ?? []) {
          if (child.type && LIST_TYPES.has(child.type)) {
            blocks([child], depth + 1, lines);
            continue;
          }
          // The bullet on the item's first line; its other lines stay under the text.
          const text = inline(child).replaceAll('\n', `\n${indent}  `);
          lines.push(`${indent}${first ? '• ' : '  '}${text}`);
          first = false;
        }
        if (first) lines.push(`${indent}• `);
      }
    } else if (node.content?.some((child) => child.type === 'paragraph' || (child.type && LIST_TYPES.has(child.type)))) {
      blocks(node.content, depth, lines);
    } else {
      lines.push(`${indent}${inline(node)}`);
    }
  }
}

/**
 * The editor's document as the server keeps it (spec: plain text, mailed as is): paragraphs
 * as lines, bullets as "• " lines, nested bullets indented; blank lines at the ends trimmed.
 */
export function toPlainText(doc: JSONContent): string {
  const lines: string[] = [];
  blocks(doc.content, 0, lines);
  return (
    lines
      .map((line) => line.trimEnd())
      // An empty bullet (Enter pressed once too often) says nothing.
      .filter((line) => line.trim() !== '•')
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
