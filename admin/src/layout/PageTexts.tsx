import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import type { ReactNode } from 'react';
import { useTexts } from '../i18n/i18n.ts';
import { Loading } from './Loading.tsx';

/** A page whose texts live in namespaces of their own: shown once they are loaded in the current language. */
export function PageTexts({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const { i18n } = useTranslation('admin');
  return useTexts(i18n, namespaces) ? children : <Loading />;
}
