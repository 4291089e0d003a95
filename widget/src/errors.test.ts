import { describe, expect, it } from 'vitest';
import { ApiError, SessionExpiredError } from './api/client.ts';
import { errorText } from './errors.ts';
import { createWidgetI18n } from './i18n/index.ts';

const t = createWidgetI18n('fr').t;
const NETWORK = 'Connexion impossible. Vérifiez votre connexion et réessayez.';
const SERVER = 'Le service est momentanément indisponible. Réessayez dans quelques instants.';

describe('errorText: a failed call in plain words (issue 7)', () => {
  it('gives a refused request the server’s own (translated) message', () => {
    expect(errorText(new ApiError(400, 'Bad Request', { error: 'Saisissez un numéro de mobile' }), t)).toBe(
      'Saisissez un numéro de mobile',
    );
  });

  it('never shows a status text: a server failure is a sentence, whatever its body says', () => {
    expect(errorText(new ApiError(500, 'Internal Server Error', null), t)).toBe(SERVER);
    expect(errorText(new ApiError(503, 'Service Unavailable', { error: 'Internal Server Error' }), t)).toBe(SERVER);
    expect(errorText(new ApiError(404, 'Not Found', null), t)).toBe('Une erreur inconnue est survenue');
  });

  it('says a lost connection or a timeout as such, never "Failed to fetch"', () => {
    expect(errorText(new TypeError('Failed to fetch'), t)).toBe(NETWORK);
    expect(errorText(Object.assign(new Error('Request timed out'), { name: 'TimeoutError' }), t)).toBe(NETWORK);
    expect(errorText(Object.assign(new Error('Request failed with status code 502'), { name: 'HTTPError' }), t)).toBe(NETWORK);
  });

  it('keeps the text of an ended session and of our own failures', () => {
    expect(errorText(new SessionExpiredError('Votre session a expiré'), t)).toBe('Votre session a expiré');
    expect(errorText(new Error('Projet introuvable'), t)).toBe('Projet introuvable');
    expect(errorText(undefined, t)).toBe('Une erreur inconnue est survenue');
  });
});
