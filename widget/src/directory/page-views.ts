export interface PageViewsDeps {
  /** The couple's access token when there is one: their views count apart from others on the same network. */
  token: () => string | undefined;
  fetch: typeof fetch;
}

const ID = /^[1-9]\d{0,9}$/;

/**
 * Counts the view of a provider's profile (`[data-view-profile]`) or portfolio page
 * (`[data-view-portfolio]`) once, when the page is first visible (not while prerendered or in a
 * background tab): the server keeps one per visitor per page per day and leaves out the provider's
 * own visits. Fire and forget: a lost count changes nothing for the visitor.
 */
export function countPageView(doc: Document, deps: PageViewsDeps): void {
  const marked = doc.querySelector<HTMLElement>('[data-view-profile], [data-view-portfolio]');
  if (!marked) return;
  const profile = marked.dataset.viewProfile;
  const [kind, id] = profile !== undefined ? ['profile', profile] : ['portfolio', marked.dataset.viewPortfolio ?? ''];
  if (!ID.test(id)) return;
  let sent = false;
  const send = () => {
    if (sent || doc.visibilityState !== 'visible') return;
    sent = true;
    doc.removeEventListener('visibilitychange', send);
    const token = deps.token();
    deps
      .fetch(`/api/page-views/${kind}/${id}`, { method: 'PATCH', headers: token ? { authorization: `Bearer ${token}` } : {} })
      .catch(() => {});
  };
  doc.addEventListener('visibilitychange', send);
  send();
}
