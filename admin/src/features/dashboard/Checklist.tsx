import type { ChecklistItem } from '@alliance/shared/onboarding';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { Link } from 'wouter';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { Loading } from '../../layout/Loading.tsx';
import { useChecklist } from './checklistApi.ts';

/** Where each item is done (the own-site page shows the widget's code). */
const PLACE: Record<ChecklistItem, string> = {
  photo: '/media',
  portfolio: '/portfolios',
  website: '/profile#profile-links',
  smsAlerts: '/account',
  ownSiteWidget: '/website',
};

/**
 * What the profile can still add, each with what it brings and the page where it is done; a done
 * item keeps its line with a tick, so the provider sees how far they got.
 */
export function Checklist() {
  const { t } = useTranslation('dashboard');
  const checklist = useChecklist();
  const items = checklist.data;
  const done = items?.filter((item) => item.done).length ?? 0;
  return (
    <section className="card" aria-labelledby="dashboard-checklist">
      <h2 id="dashboard-checklist">{t('checklist.title')}</h2>
      {checklist.isPending && <Loading />}
      {checklist.isError && <LoadFailed query={checklist} />}
      {items && (
        <>
          <p>{done === items.length ? t('checklist.allDone') : t('checklist.progress', { done, count: items.length })}</p>
          <ul className="checklist">
            {items.map(({ key, done: isDone }) => (
              <li key={key} className={isDone ? 'done' : undefined}>
                <span className="checklist-mark" aria-hidden="true">
                  {isDone ? '✓' : '○'}
                </span>
                <div>
                  <p className="checklist-title">
                    <strong>{t(`checklist.items.${key}.title`)}</strong>{' '}
                    <span className={isDone ? 'badge success' : 'badge'}>
                      {isDone ? t('checklist.done') : t('checklist.todo')}
                    </span>
                  </p>
                  <p className="hint">{t(`checklist.items.${key}.brings`)}</p>
                  {!isDone && <Link href={PLACE[key]}>{t(`checklist.items.${key}.action`)}</Link>}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
