/**
 * The portrait's HTML as the server keeps it (its sanitize allowlist: p, br, strong, u, ul, li),
 * from whatever an editable element holds: Chromium writes <b> for bold and <div> for a new line
 * when told nothing, a paste may bring spans and styles. Anything else is unwrapped to its text.
 */
const INLINE: Record<string, string> = { B: 'strong', STRONG: 'strong', U: 'u' };

/** Elements whose content is not text a reader sees. */
const SILENT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The inline content of a node (text, bold, underline, line breaks), block elements flattened. */
function inline(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return escapeText(node.textContent ?? '');
  if (!(node instanceof Element) || SILENT.has(node.tagName)) return '';
  if (node.tagName === 'BR') return '<br>';
  const inner = [...node.childNodes].map(inline).join('');
  const tag = INLINE[node.tagName];
  return tag && inner ? `<${tag}>${inner}</${tag}>` : inner;
}

const isBlock = (node: Node) => node instanceof Element && /^(P|DIV|UL|OL|LI|H[1-6]|BLOCKQUOTE|PRE)$/.test(node.tagName);

/** Blocks of the top level: paragraphs and bullet lists; loose inline content makes a paragraph. */
function blocks(parent: Node): string[] {
  const out: string[] = [];
  let loose = '';
  const flush = () => {
    // A paragraph of a lone <br> is what an editor leaves after an empty line: kept as an empty paragraph.
    if (loose.replace(/<br>$/, '') !== '' || loose === '<br>') out.push(`<p>${loose.replace(/<br>$/, '')}</p>`);
    loose = '';
  };
  for (const node of parent.childNodes) {
    if (!isBlock(node)) {
      loose += inline(node);
      continue;
    }
    flush();
    const element = node as Element;
    if (element.tagName === 'UL' || element.tagName === 'OL') {
      const items = [...element.children]
        .filter((child) => child.tagName === 'LI')
        .map((item) => `<li>${inline(item).replace(/<br>$/, '')}</li>`);
      if (items.length > 0) out.push(`<ul>${items.join('')}</ul>`);
    } else if ([...element.childNodes].some(isBlock)) {
      // Blocks in a block: Chromium puts a list made on an empty line inside that line's <p>.
      out.push(...blocks(element));
    } else {
      loose = inline(element);
      flush();
    }
  }
  flush();
  return out;
}

/** The allowlisted HTML of an editable element's content; '' when it holds no text. */
export function portraitHtml(root: Node): string {
  const html = blocks(root).join('');
  return html.replace(/<[^>]*>/g, '').trim() ? html : '';
}

/** A stored portrait read into an inert document (nothing in it runs), as allowlisted HTML. */
export function parsePortrait(html: string): string {
  return portraitHtml(new DOMParser().parseFromString(html, 'text/html').body);
}
