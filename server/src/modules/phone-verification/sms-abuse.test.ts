import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createIdentityHarness, type IdentityHarness, reusableIdentityHarness } from '../../../test/identity.ts';

/**
 * Issue 12, security 6 and 7: a stranger cannot spend a couple's sends nor kill their code from
 * an address of their own, proof-of-work challenges past the thresholds, the hourly SMS budget.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const COUPLE = '+33612345678';
const COUPLE_IP = '198.51.100.10';
const ATTACKER_IP = '203.0.113.66';

const FR = {
  tooManyCodes: 'Trop de codes demandés pour ce numéro. Réessayez plus tard.',
  codeInvalid: 'Code invalide',
  codeDead: "Trop d'essais : ce code n'est plus valable. Demandez-en un nouveau.",
  challengeRequired: 'Une vérification de sécurité est nécessaire. Patientez un instant, elle se fait automatiquement.',
  challengeFailed: 'La vérification de sécurité a échoué. Veuillez réessayer.',
};

/** Solves an ALTCHA challenge as the widget does: the `altcha` value to send. */
async function solve(challenge: { algorithm: string; challenge: string; salt: string; signature: string; maxnumber: number }) {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('challenge not solved');
  const payload = { ...challenge, number: solution.number };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Another 6-digit code than `code`. */
const wrong = (code: string, offset: number) => String((Number(code) + offset) % 1_000_000).padStart(6, '0');

let h: IdentityHarness;
// The cases on the default configuration share one app and database, emptied between them.
const reusable = reusableIdentityHarness();
afterEach(async () => {
  if (!reusable.owns(h)) await h.close();
});
afterAll(() => reusable.close());

/** One client's full day of sends to `phone`: 5, a 10-minute pause, 5 more (60 s apart). */
async function spendADay(phone: string, ip: string) {
  for (let i = 0; i < 10; i++) {
    expect(await h.post('/api/check-phone', { phone }, { ip }), `send ${i + 1} from ${ip}`).toMatchObject({ status: 200 });
    h.advance(i === 4 ? 11 * MINUTE : 61 * SECOND);
  }
}

describe("a stranger's address", () => {
  it("cannot spend the couple's daily sends: the couple's own address still gets a code (after a challenge)", async () => {
    h = await reusable.fresh();
    await spendADay(COUPLE, ATTACKER_IP);
    // The attacker has spent their own address's day for this phone (and the route's rate per address).
    expect(await h.post('/api/check-phone', { phone: COUPLE }, { ip: ATTACKER_IP })).toMatchObject({ status: 429 });
    const sent = h.sms.length;

    // The couple: the phone is busy, so a challenge first; solved, the code comes.
    const asked = await h.post('/api/check-phone', { phone: COUPLE }, { ip: COUPLE_IP });
    expect(asked).toMatchObject({ status: 403, json: { success: false, error: FR.challengeRequired } });
    expect(h.sms).toHaveLength(sent);
    const altcha = await solve(asked.json.challenge);
    expect(await h.post('/api/check-phone', { phone: COUPLE, altcha }, { ip: COUPLE_IP })).toMatchObject({
      status: 200,
      json: { success: true },
    });
    expect(h.sms).toHaveLength(sent + 1);
    const code = h.lastCode(COUPLE);
    expect(await h.post('/api/verify-phone', { phone: COUPLE, code }, { ip: COUPLE_IP })).toMatchObject({ status: 200 });
  });

  it("cannot kill the couple's code with wrong tries nor replace it with a send of its own", async () => {
    h = await reusable.fresh();
    const code = await h.sendCode(COUPLE, { ip: COUPLE_IP });
    const attacker = '192.0.2.77';
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await h.post('/api/verify-phone', { phone: COUPLE, code: wrong(code, attempt) }, { ip: attacker })).toMatchObject({
        status: 400,
        json: { error: FR.codeInvalid },
      });
    }
    // Past 3 wrong tries from other addresses, a try needs work and is not even compared without it.
    const asked = await h.post('/api/verify-phone', { phone: COUPLE, code }, { ip: attacker });
    expect(asked).toMatchObject({ status: 403, json: { success: false, error: FR.challengeRequired } });
    expect(asked.json).not.toHaveProperty('token');
    for (let attempt = 4; attempt <= 5; attempt++) {
      const challenged = await h.post('/api/verify-phone', { phone: COUPLE, code: wrong(code, attempt) }, { ip: attacker });
      const altcha = await solve(challenged.json.challenge);
      const tried = await h.post('/api/verify-phone', { phone: COUPLE, code: wrong(code, attempt), altcha }, { ip: attacker });
      // The 5th wrong try ends this address's tries on the code, not the code.
      expect(tried).toMatchObject({ status: 400, json: { error: attempt === 5 ? FR.codeDead : FR.codeInvalid } });
    }
    // A code the attacker has sent does not replace the couple's one for the couple, and wrong
    // tries from the attacker's address kill only that code.
    expect(await h.post('/api/check-phone', { phone: COUPLE }, { ip: ATTACKER_IP })).toMatchObject({ status: 200 });
    for (let attempt = 1; attempt <= 5; attempt++) {
      await h.post('/api/verify-phone', { phone: COUPLE, code: wrong(code, attempt) }, { ip: ATTACKER_IP });
    }
    const proved = await h.post('/api/verify-phone', { phone: COUPLE, code }, { ip: COUPLE_IP });
    expect(proved).toMatchObject({ status: 200, json: { success: true } });
  });
});

describe('proof-of-work challenges', () => {
  it('a phone past 10 sends in a day asks one; a solution passes once; a replayed, forged or expired one is refused', async () => {
    h = await reusable.fresh();
    // Ten addresses, one send each: the phone has had a client's full day.
    for (let i = 1; i <= 10; i++) {
      expect(await h.post('/api/check-phone', { phone: COUPLE }, { ip: `203.0.113.${i}` })).toMatchObject({ status: 200 });
    }
    const asked = await h.post('/api/check-phone', { phone: COUPLE }, { ip: '203.0.113.11', lang: 'en' });
    expect(asked).toMatchObject({
      status: 403,
      json: { success: false, error: 'A security check is needed. Please wait a moment, it runs automatically.' },
    });
    expect(asked.json.challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: expect.any(Number) });
    const altcha = await solve(asked.json.challenge);

    const before = h.sms.length;
    expect(await h.post('/api/check-phone', { phone: COUPLE, altcha }, { ip: '203.0.113.12' })).toMatchObject({ status: 200 });
    expect(h.sms).toHaveLength(before + 1);

    // Replayed, from another address: refused with a fresh challenge, nothing sent.
    const replayed = await h.post('/api/check-phone', { phone: COUPLE, altcha }, { ip: '203.0.113.13' });
    expect(replayed).toMatchObject({ status: 403, json: { error: FR.challengeFailed } });
    expect(replayed.json.challenge.salt).not.toBe(asked.json.challenge.salt);

    // Forged: a made-up number, or a challenge signed by someone else.
    const fresh = replayed.json.challenge;
    const forgedNumber = Buffer.from(JSON.stringify({ ...fresh, number: 1 })).toString('base64');
    const selfSigned = await solve({ ...fresh, signature: 'f'.repeat(64) });
    for (const forged of [forgedNumber, selfSigned, 'not base64 json']) {
      expect(await h.post('/api/check-phone', { phone: COUPLE, altcha: forged }, { ip: '203.0.113.13' })).toMatchObject({
        status: 403,
        json: { error: FR.challengeFailed },
      });
    }
    // An expired one (solved too late) is refused as well.
    const late = await solve(fresh);
    h.advance(6 * MINUTE);
    expect(await h.post('/api/check-phone', { phone: COUPLE, altcha: late }, { ip: '203.0.113.13' })).toMatchObject({
      status: 403,
    });
    expect(h.sms).toHaveLength(before + 1);
  });

  it('an address past 10 sends in a day, to any phones, asks one too; a phone gets 30 codes a day at most', async () => {
    // The per-address rate limit of the route is another rule: off, to reach the service's own.
    h = await createIdentityHarness(undefined, { overrides: { rateLimits: false } });
    const ip = '192.0.2.50';
    for (let i = 0; i < 10; i++) {
      const phone = `+336123456${String(i).padStart(2, '0')}`;
      expect(await h.post('/api/check-phone', { phone }, { ip })).toMatchObject({ status: 200 });
    }
    const asked = await h.post('/api/check-phone', { phone: '+33612345699' }, { ip });
    expect(asked).toMatchObject({ status: 403, json: { error: FR.challengeRequired } });
    const altcha = await solve(asked.json.challenge);
    expect(await h.post('/api/check-phone', { phone: '+33612345699', altcha }, { ip })).toMatchObject({ status: 200 });

    // 30 codes to one phone from 30 addresses (challenges solved): the 31st is refused all the same.
    const sendWithWork = async (address: string) => {
      const first = await h.post('/api/check-phone', { phone: COUPLE }, { ip: address });
      if (first.status !== 403) return first;
      return h.post('/api/check-phone', { phone: COUPLE, altcha: await solve(first.json.challenge) }, { ip: address });
    };
    for (let i = 1; i <= 30; i++) expect(await sendWithWork(`198.18.0.${i}`), `send ${i}`).toMatchObject({ status: 200 });
    expect(await sendWithWork('198.18.0.31')).toMatchObject({ status: 429, json: { error: FR.tooManyCodes } });
  });
});

describe('the hourly SMS budget', () => {
  it('refuses every send once spent, with Retry-After and a translated message, logs once, and frees up after the hour', async () => {
    const logged: Record<string, unknown>[] = [];
    h = await createIdentityHarness(undefined, {
      env: { SMS_HOURLY_BUDGET: '3' },
      overrides: {
        logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
      },
    });
    const { token } = await h.signUp(COUPLE);
    h.advance(10 * MINUTE);
    expect(await h.post('/api/check-phone', { phone: '+33698765432' }, { ip: '203.0.113.1' })).toMatchObject({ status: 200 });
    expect(await h.post('/api/check-phone', { phone: '+33698765433' }, { ip: '203.0.113.2' })).toMatchObject({ status: 200 });
    const sent = h.sms.length;

    const refused = await h.post('/api/check-phone', { phone: '+33698765434' }, { ip: '203.0.113.3', lang: 'de' });
    expect(refused).toMatchObject({
      status: 429,
      json: {
        success: false,
        error: 'Unser SMS-Dienst ist gerade ausgelastet. Bitte versuchen Sie es in einigen Minuten erneut.',
        retryAfter: 50 * 60,
      },
    });
    expect(refused.headers['retry-after']).toBe(String(50 * 60));
    // The phone change sends through the same budget.
    const change = await h.post('/api/phone/check', { phone: '+33698765435' }, { token, ip: '203.0.113.4', lang: 'es' });
    expect(change).toMatchObject({
      status: 429,
      json: { error: 'Nuestro servicio de SMS está saturado en este momento. Inténtalo de nuevo en unos minutos.' },
    });
    expect(change.headers['retry-after']).toBeDefined();
    for (let i = 5; i < 10; i++) {
      expect(await h.post('/api/check-phone', { phone: '+33698765436' }, { ip: `203.0.113.${i}` })).toMatchObject({
        status: 429,
      });
    }
    expect(h.sms).toHaveLength(sent);
    // Loud, once, with the counts: not one line per refused request.
    const alarms = logged.filter((line) => String(line.msg).includes('SMS hourly budget'));
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({ level: 50, smsSentLastHour: 3, smsHourlyBudget: 3 });

    // The sign-up's code is an hour old: one send is possible again.
    h.advance(50 * MINUTE + SECOND);
    expect(await h.post('/api/check-phone', { phone: '+33698765434' }, { ip: '203.0.113.3' })).toMatchObject({ status: 200 });
    expect(await h.post('/api/check-phone', { phone: '+33698765437' }, { ip: '203.0.113.20' })).toMatchObject({ status: 429 });
  });
});

describe('the same address keeps the spec rules', () => {
  it('10 sends a day per phone from one address, then 429 even an hour later', async () => {
    h = await createIdentityHarness(undefined, { overrides: { rateLimits: false } });
    await spendADay(COUPLE, COUPLE_IP);
    h.advance(HOUR);
    expect(await h.post('/api/check-phone', { phone: COUPLE }, { ip: COUPLE_IP })).toMatchObject({
      status: 429,
      json: { error: FR.tooManyCodes },
    });
  });
});
