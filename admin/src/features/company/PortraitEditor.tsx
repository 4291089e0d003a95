import { generateHTML, generateJSON } from '@tiptap/core';
import { useState } from 'react';
import { messageExtensions as extensions } from '../../../../widget/src/project-app/pages/new-project/editorExtensions.ts';
import { MessageEditor } from '../../../../widget/src/project-app/pages/new-project/MessageEditor.tsx';

export interface PortraitEditorProps {
  label: string;
  /** The stored portrait (HTML). */
  value: string;
  onChange(html: string): void;
  error?: string;
  hint?: string;
}

/**
 * The portrait's rich-text editor: the couples' app's editor (spec §2 toolbar, placeholder
 * 'Veuillez renseigner ce champs...'), read from and written to HTML. A chunk of its own (tiptap).
 */
export function PortraitEditor({ label, value, onChange, error, hint }: PortraitEditorProps) {
  const [initial] = useState(() => (value ? generateJSON(value, extensions) : null));
  return (
    <MessageEditor
      label={label}
      initial={initial}
      onChange={(doc) => onChange(doc.content?.some((node) => node.content?.length) ? generateHTML(doc, extensions) : '')}
      error={error}
      hint={hint}
    />
  );
}
