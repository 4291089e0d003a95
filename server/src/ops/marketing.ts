import { parseArgs } from 'node:util';
import { COUNTRY_CODES } from '@alliance/shared/countries';
import { LOCALES } from '@alliance/shared/locale';
import { isSafeOutsideUrl } from '@alliance/shared/provider-links';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { createMarketingRepo } from '../modules/marketing/marketing.repo.ts';

const USAGE = `npm run ops -- marketing <command>
  list                                   every message, newest first
  add --kind alert|popup --title T --body B [--lang fr] [--country FR] [--audience all|premium|free]
      [--from 2026-12-01] [--to 2026-12-31] [--cta-label L --cta-url https://…]
                                         a new message (from now, for 30 days, unless said)
  translate <id> --lang en --title T --body B [--cta-label L]
                                         the same message in another language
  end <id>                               stops showing a message now`;

const DAY_MS = 86_400_000;
const date = z.iso.date().or(z.iso.datetime({ offset: true }));
const addSchema = z
  .object({
    kind: z.enum(['alert', 'popup']),
    title: z.string().trim().min(1).max(120),
    body: z.string().trim().min(1).max(1000),
    lang: z.enum(LOCALES).default('fr'),
    country: z.enum(COUNTRY_CODES).optional(),
    audience: z.enum(['all', 'premium', 'free']).default('all'),
    from: date.optional(),
    to: date.optional(),
    'cta-label': z.string().trim().min(1).max(60).optional(),
    'cta-url': z.string().refine(isSafeOutsideUrl, 'an absolute http(s) address').optional(),
  })
  .refine((o) => Boolean(o['cta-label']) === Boolean(o['cta-url']), '--cta-label and --cta-url go together');

/** `npm run ops -- marketing …`: manages the providers' promotional alerts and popups. Answers the lines to print. */
export async function marketingCommand(db: Database, argv: string[], now: Date): Promise<string[]> {
  const repo = createMarketingRepo();
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: Object.fromEntries(
      ['kind', 'title', 'body', 'lang', 'country', 'audience', 'from', 'to', 'cta-label', 'cta-url'].map((name) => [
        name,
        { type: 'string' as const },
      ]),
    ),
  });
  const [command, id] = positionals;
  if (command === 'list') {
    return (await repo.list(db)).map(
      (m) =>
        `#${m.id} ${m.kind} ${m.countryCode ?? 'all countries'} ${m.audience} ${m.startsAt.toISOString()} → ${m.endsAt.toISOString()}: ` +
        Object.entries(m.texts)
          .map(([lang, t]) => `[${lang}] ${t.title}`)
          .join(' '),
    );
  }
  if (command === 'add') {
    const o = addSchema.parse(values);
    const startsAt = o.from ? new Date(o.from) : now;
    const row = await repo.insert(db, {
      kind: o.kind,
      countryCode: o.country ?? null,
      audience: o.audience,
      texts: { [o.lang]: { title: o.title, body: o.body, ...(o['cta-label'] ? { ctaLabel: o['cta-label'] } : {}) } },
      ctaUrl: o['cta-url'] ?? null,
      startsAt,
      endsAt: o.to ? new Date(o.to) : new Date(startsAt.getTime() + 30 * DAY_MS),
    });
    return [`added #${row.id} (${row.kind}, ${row.startsAt.toISOString()} → ${row.endsAt.toISOString()})`];
  }
  if (command === 'translate' && id) {
    const o = z
      .object({
        lang: z.enum(LOCALES),
        title: z.string().trim().min(1).max(120),
        body: z.string().trim().min(1).max(1000),
        'cta-label': z.string().trim().max(60).optional(),
      })
      .parse(values);
    const row = (await repo.list(db)).find((m) => m.id === Number(id));
    if (!row) return [`no message #${id}`];
    await repo.setTexts(db, row.id, {
      ...row.texts,
      [o.lang]: { title: o.title, body: o.body, ...(o['cta-label'] ? { ctaLabel: o['cta-label'] } : {}) },
    });
    return [
      `#${row.id} now in ${Object.keys(row.texts)
        .concat(o.lang)
        .filter((l, i, all) => all.indexOf(l) === i)
        .join(', ')}`,
    ];
  }
  if (command === 'end' && id) {
    return [(await repo.end(db, Number(id), now)) ? `ended #${id}` : `no message #${id}`];
  }
  return [USAGE];
}
