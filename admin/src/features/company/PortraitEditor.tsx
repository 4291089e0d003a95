import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { EditorFrame, type EditorTool, useEditorIds } from '@alliance/widget/project-app/pages/new-project/EditorFrame.tsx';
import { type ClipboardEvent, useEffect, useRef, useState } from 'react';
import { parsePortrait, portraitHtml } from './portraitHtml.ts';

export interface PortraitEditorProps {
  label: string;
  /** The stored portrait (HTML). */
  value: string;
  onChange(html: string): void;
  error?: string;
  hint?: string;
}

/** The browser's editing command of each tool. */
const COMMANDS: Record<EditorTool, string> = { bold: 'bold', underline: 'underline', bulletList: 'insertUnorderedList' };

/**
 * The portrait's rich-text editor (spec §2 toolbar: bold, underline, bullet list; placeholder
 * 'Veuillez renseigner ce champs...'): the browser's own editable element and its editing
 * commands, the HTML brought back to the server's allowlist on every change (portraitHtml.ts).
 * The couples' app keeps its TipTap editor (its message is saved as text, with a draft); here
 * TipTap and ProseMirror weighed 107 KB gzip, two thirds of the profile page on a phone's 3G.
 * The same frame and toolbar as that editor (EditorFrame.tsx); Ctrl+B, Ctrl+U and undo from the browser;
 * a paste arrives as plain text.
 */
export function PortraitEditor({ label, value, onChange, error, hint }: PortraitEditorProps) {
  const { t } = useTranslation('newProject');
  const ids = useEditorIds(hint, error);
  const area = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [initial] = useState(() => parsePortrait(value));
  const [empty, setEmpty] = useState(initial === '');
  const [active, setActive] = useState<Record<EditorTool, boolean>>({ bold: false, underline: false, bulletList: false });

  // The content is the element's own from here on: set once, never re-rendered over the caret.
  useEffect(() => {
    if (area.current) area.current.innerHTML = initial;
  }, [initial]);

  // The toolbar says what applies where the caret is (aria-pressed), as the caret moves.
  useEffect(() => {
    const update = () => {
      const selection = document.getSelection();
      if (!area.current || !selection?.anchorNode || !area.current.contains(selection.anchorNode)) return;
      const state = (tool: EditorTool) => document.queryCommandState?.(COMMANDS[tool]) ?? false;
      setActive({ bold: state('bold'), underline: state('underline'), bulletList: state('bulletList') });
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, []);

  const emit = () => {
    if (!area.current) return;
    const html = portraitHtml(area.current);
    setEmpty(html === '');
    changed.current(html);
  };

  const run = (tool: EditorTool) => {
    const command = COMMANDS[tool];
    area.current?.focus();
    // New lines as paragraphs, bold as <strong>-able <b>, not as styled spans.
    // (Optional calls: a DOM without editing commands, as the tests' jsdom, leaves the text as typed.)
    document.execCommand?.('defaultParagraphSeparator', false, 'p');
    document.execCommand?.('styleWithCSS', false, 'false');
    document.execCommand?.(command);
    setActive((current) => ({ ...current, [tool]: document.queryCommandState?.(command) ?? !current[tool] }));
    emit();
  };

  const onPaste = (event: ClipboardEvent) => {
    if (!document.execCommand) return;
    event.preventDefault();
    document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
  };

  const placeholder = t('editor.placeholder');
  return (
    <EditorFrame ids={ids} label={label} hint={hint} error={error} empty={empty} pressed={active} onRun={run}>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text field is a contenteditable textbox, no input element holds bold and lists */}
      <div
        ref={area}
        className="np-editor-area"
        role="textbox"
        tabIndex={0}
        contentEditable
        suppressContentEditableWarning
        aria-multiline="true"
        aria-labelledby={ids.label}
        aria-placeholder={placeholder}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={ids.describedBy || undefined}
        onFocus={() => document.execCommand?.('defaultParagraphSeparator', false, 'p')}
        onInput={emit}
        onPaste={onPaste}
      />
    </EditorFrame>
  );
}
