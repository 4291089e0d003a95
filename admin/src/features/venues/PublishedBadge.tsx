import { useTranslation } from '@alliance/widget/i18n/react.tsx';

/** On the public profile, or not. */
export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation('venues');
  return (
    <span className={published ? 'badge status-published' : 'badge status-draft'}>
      {t(published ? 'status.published' : 'status.draft')}
    </span>
  );
}
