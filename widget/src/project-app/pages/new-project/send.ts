import type { TFunction } from 'i18next';
import type { Api } from '../../../api/client.ts';
import { errorText } from '../../../errors.ts';
import { sendToProvider } from '../../api/projects.ts';

/** How the request to the provider of `?prestataire=` went, once the project was saved. */
export type SendOutcome = { kind: 'sent' } | { kind: 'already' } | { kind: 'failed'; error: string };

/** The saved project's request to `provider` (none: nothing to send), its outcome in words. */
export async function sendRequest(api: Api, t: TFunction, project: number, provider: number | null): Promise<SendOutcome | null> {
  if (provider === null) return null;
  try {
    const answer = await sendToProvider(api, { project, prestataire: provider });
    if (answer.success) return { kind: 'sent' };
    if (answer.error === 'already-sent') return { kind: 'already' };
    return { kind: 'failed', error: t('newProject:send.error', { error: answer.error || t('common:errors.unknown') }) };
  } catch (failure) {
    return { kind: 'failed', error: t('newProject:send.error', { error: errorText(failure, t) }) };
  }
}
