import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import type { ReactNode } from 'react';

/** A link opening a new tab, which says so: an arrow for the eyes, "(s'ouvre dans un nouvel onglet)" for screen readers. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <a href={href} className={className} target="_blank" rel="noopener">
      {children} <span className="sr-only">{t('newTab')}</span>
      <span aria-hidden="true">↗</span>
    </a>
  );
}
