import { EditorContent, type JSONContent, useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { EditorFrame, type EditorTool, useEditorIds } from './EditorFrame.tsx';
import { messageExtensions } from './editorExtensions.ts';

interface MessageEditorProps {
  label: string;
  /** The document to start from (a restored draft); null for an empty message. */
  initial: JSONContent | null;
  onChange(doc: JSONContent): void;
  error?: string;
  hint?: string;
}

/**
 * The message's rich-text editor (spec §2: bold, underline, bullet list). Only those three: the
 * message is saved as plain text, so nothing else would survive. The placeholder is drawn over
 * the empty editor (no extra package) and given to assistive technology as aria-placeholder.
 */
export function MessageEditor({ label, initial, onChange, error, hint }: MessageEditorProps) {
  const { t } = useTranslation('newProject');
  const ids = useEditorIds(hint, error);
  const changed = useRef(onChange);
  changed.current = onChange;
  const placeholder = t('editor.placeholder');
  const attributes = {
    class: 'np-editor-area',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': ids.label,
    'aria-placeholder': placeholder,
    ...(error ? { 'aria-invalid': 'true' } : {}),
    'aria-describedby': ids.describedBy,
  };

  const editor = useEditor({
    extensions: messageExtensions,
    content: initial ?? '',
    immediatelyRender: true,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => changed.current(current.getJSON()),
  });

  const serialized = JSON.stringify(attributes);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `serialized` stands for `attributes`, rebuilt every render
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, serialized]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      underline: current.isActive('underline'),
      bulletList: current.isActive('bulletList'),
      empty: current.isEmpty,
    }),
  });

  const run = (tool: EditorTool) => {
    const chain = editor.chain().focus();
    if (tool === 'bold') chain.toggleBold().run();
    else if (tool === 'underline') chain.toggleUnderline().run();
    else chain.toggleBulletList().run();
  };

  return (
    <EditorFrame ids={ids} label={label} hint={hint} error={error} empty={state.empty} pressed={state} onRun={run}>
      <EditorContent editor={editor} />
    </EditorFrame>
  );
}
