/** Test data of the account page's tests (only tests import it). */
import type { User } from '@alliance/shared/user';
import { knownUser } from '../../../screens/account/testing.ts';
import { type HarnessOptions, type Route, renderWidget } from '../../../test/harness.tsx';
import { appResources } from '../../i18n/resources.ts';
import { createNoticeStore, NoticeContext } from '../../notices.ts';
import { AccountPage } from './AccountPage.tsx';

export const couple: User = knownUser;

/** The page as a signed-in couple sees it at /account, with the app's notice store around it. */
export function renderAccount(routes: Record<string, Route> = {}, options: Omit<HarnessOptions, 'routes'> = {}) {
  window.history.replaceState(null, '', '/account');
  const notices = createNoticeStore();
  const view = renderWidget(
    <NoticeContext.Provider value={notices}>
      <AccountPage />
    </NoticeContext.Provider>,
    {
      state: { screen: 'presentation', user: couple, phone: couple.phone },
      tokens: { token: 'access-1', refreshToken: 'refresh-1' },
      resources: appResources,
      ...options,
      routes,
    },
  );
  return { ...view, notices };
}
