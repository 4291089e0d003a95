import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';

export type EditorTool = 'bold' | 'underline' | 'bulletList';

/** Spec §2's tools, in order, with the letter each button shows. */
const EDITOR_TOOLS: readonly { name: EditorTool; mark: string }[] = [
  { name: 'bold', mark: 'B' },
  { name: 'underline', mark: 'U' },
  { name: 'bulletList', mark: '•' },
];

/**
 * The rich-text editors' toolbar (the couples' message, the providers' portrait): one tab stop,
 * the arrow keys, Home and End between its buttons (WAI-ARIA toolbar pattern), each button saying
 * whether its format applies where the caret is (aria-pressed). A pointer press keeps the focus,
 * the caret and the selection in the text.
 */
function EditorToolbar({ pressed, onRun }: { pressed: Record<EditorTool, boolean>; onRun(tool: EditorTool): void }) {
  const { t } = useTranslation('newProject');
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const count = EDITOR_TOOLS.length;
  const onKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -current, End: count - 1 - current };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = (current + move + count) % count;
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  return (
    <div role="toolbar" aria-label={t('editor.toolbar')} className="np-toolbar" onKeyDown={onKey}>
      {EDITOR_TOOLS.map((tool, index) => (
        <button
          key={tool.name}
          ref={(node) => {
            buttons.current[index] = node;
          }}
          type="button"
          className={`np-tool np-tool-${tool.name}`}
          aria-label={t(`editor.${tool.name}`)}
          title={t(`editor.${tool.name}`)}
          aria-pressed={pressed[tool.name]}
          tabIndex={index === current ? 0 : -1}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setCurrent(index);
            onRun(tool.name);
          }}
        >
          <span aria-hidden="true">{tool.mark}</span>
        </button>
      ))}
    </div>
  );
}

/** The ids that tie an editable area to its label, hint and error (aria-labelledby, aria-describedby). */
export function useEditorIds(hint: string | undefined, error: string | undefined) {
  const id = useId();
  const [label, hintId, errorId] = [`${id}-label`, `${id}-hint`, `${id}-error`];
  return { label, hint: hintId, error: errorId, describedBy: [hint && hintId, error && errorId].filter(Boolean).join(' ') };
}

/**
 * Around a rich-text editor's editable area: its label (a paragraph the area names itself by:
 * a label's `for` cannot point at a contenteditable), hint, toolbar, the placeholder drawn over the
 * empty area, and the error.
 */
export function EditorFrame(props: {
  ids: ReturnType<typeof useEditorIds>;
  label: string;
  hint?: string;
  error?: string;
  empty: boolean;
  pressed: Record<EditorTool, boolean>;
  onRun(tool: EditorTool): void;
  children: ReactNode;
}) {
  const { t } = useTranslation('newProject');
  const { ids, hint, error } = props;
  return (
    <div className="np-editor">
      <p id={ids.label} className="np-legend">
        {props.label}
      </p>
      {hint && (
        <p id={ids.hint} className="muted">
          {hint}
        </p>
      )}
      <EditorToolbar pressed={props.pressed} onRun={props.onRun} />
      <div className={error ? 'np-editor-box invalid' : 'np-editor-box'}>
        {props.empty && (
          <p className="np-editor-placeholder" aria-hidden="true">
            {t('editor.placeholder')}
          </p>
        )}
        {props.children}
      </div>
      {error && (
        <p id={ids.error} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
