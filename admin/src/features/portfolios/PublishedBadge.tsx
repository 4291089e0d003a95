import { useTranslation } from '@alliance/widget/i18n/react.tsx';

/** Published (on the public profile, its own page) or a draft only the provider sees. */
export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation('portfolios');
  return (
    <span className={published ? 'badge status-published' : 'badge status-draft'}>
      {t(published ? 'status.published' : 'status.draft')}
    </span>
  );
}
