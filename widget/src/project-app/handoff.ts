import { HANDOFF_PARAM } from '@alliance/shared/constants';
import { useEffect, useState } from 'react';
import type { Api } from '../api/client.ts';
import { useWidget } from '../context.tsx';
import { errorText } from '../errors.ts';
import { useTranslation } from '../i18n/react.tsx';
import { redeemHandoff } from './api/session.ts';
import { useNotices } from './notices.ts';

/** `?handoff=` of the widget's create-project link, when the address carries one. */
export function handoffFrom(search: string): string | null {
  return new URLSearchParams(search).get(HANDOFF_PARAM) || null;
}

/** The code leaves the address at once: a reload, the history or a copied link cannot offer it again. */
function forgetHandoff(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(HANDOFF_PARAM)) return;
  url.searchParams.delete(HANDOFF_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

// One redeem per code for the page's life: React's strict mode runs effects twice, and a second
// redeem of a single-use code would only be refused.
const redeems = new Map<string, Promise<{ ok: true } | { ok: false; error: unknown }>>();

function redeemOnce(api: Api, code: string) {
  let redeem = redeems.get(code);
  if (!redeem) {
    redeem = redeemHandoff(api, code).then(
      () => ({ ok: true as const }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    redeems.set(code, redeem);
  }
  return redeem;
}

/**
 * The couple arrives from the widget with a hand-off code (widget/src/screens/presentation/
 * newProjectLink.ts): it is exchanged for a session before the stored session is checked, so the
 * couple lands signed in on the page the link names. Answers false until then. A refused code
 * (used, expired) leaves a couple without a session on the sign-in, told why.
 */
export function useHandoff(code: string | null, search: string): boolean {
  const { api, store } = useWidget();
  const notices = useNotices();
  const { t } = useTranslation('app');
  const [done, setDone] = useState(code === null);
  useEffect(() => {
    if (!code) return;
    let live = true;
    forgetHandoff();
    void redeemOnce(api, code).then((outcome) => {
      if (!live) return;
      const stored = api.tokens.read();
      if (!outcome.ok && !stored.token && !stored.refreshToken) {
        store.getState().signedOut();
        // Shown where the link leads: the creation page (the app's home redirects there), else here.
        const at = new URLSearchParams(search).get('project') === 'new' ? '/projects/new' : window.location.pathname;
        notices.getState().show({ text: errorText(outcome.error, t), tone: 'alert', at });
      }
      setDone(true);
    });
    return () => {
      live = false;
    };
  }, [api, store, notices, t, code, search]);
  return done;
}
