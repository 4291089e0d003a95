import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import { BulletList } from '@tiptap/extension-list/bullet-list';
import { ListItem } from '@tiptap/extension-list/item';
import { ListKeymap } from '@tiptap/extension-list/keymap';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import Underline from '@tiptap/extension-underline';
import { UndoRedo } from '@tiptap/extensions';

/**
 * The editor's only parts (spec §2: bold, underline, bullet list; paragraphs, line breaks, a
 * list's Backspace and undo to write them) of the couples' message editor (the providers' portrait
 * has a lighter editor of its own: admin/src/features/company/PortraitEditor.tsx). Each
 * extension on its own, not StarterKit: a `configure({ x: false })` still ships every disabled
 * part (links with their URL parser, headings, code blocks…), a third of the editor's weight.
 * These are also all that the server's sanitize allowlist keeps (p, br, strong, u, ul, li).
 */
export const messageExtensions = [
  Document,
  Paragraph,
  Text,
  HardBreak,
  Bold,
  Underline,
  BulletList,
  ListItem,
  ListKeymap,
  UndoRedo,
];
