import type { RequestStatus } from '@alliance/shared/couple-account';
import { gridPrice, type LeadSource } from '@alliance/shared/leads';
import { type Locale, toLocale } from '@alliance/shared/locale';
import type { Project } from '@alliance/shared/projects';
import { ACTIVE_PROVIDER_DAYS } from '@alliance/shared/providers';
import { MAX_REQUESTS_PER_COUPLE_PER_DAY, MAX_REQUESTS_PER_PROJECT } from '@alliance/shared/quote-requests';
import type { Database, Executor } from '../../db/client.ts';
import { longEventDate } from '../../i18n/dates.ts';
import { inSentence } from '../../i18n/in-sentence.ts';
import { translator } from '../../i18n/index.ts';
import { AppError } from '../../plugins/errors.ts';
import { leadPagePath } from '../leads/lead-page-path.ts';
import { maskContact } from '../leads/masking.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { hostOf } from '../own-site/own-hosts.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { createQuoteRequestsRepo } from './quote-requests.repo.ts';
import { createSuggestionsRepo } from './suggestions.repo.ts';

/** Another couple's project and an unknown provider both answer 404, never the data. */
export class NotFoundError extends AppError {
  constructor(readonly what: 'project' | 'provider') {
    super(404, what === 'project' ? 'projects.notFound' : 'projects.providerNotFound');
  }
}

/** A cap on sending reached: 429, with Retry-After when one frees up. */
export class SendingCapError extends AppError {
  constructor(
    readonly cap: 'day' | 'project',
    retryAfter: number | undefined,
  ) {
    super(429, cap === 'day' ? 'projects.tooManyRequestsToday' : 'projects.tooManyRequestsForProject', {
      vars: { max: cap === 'day' ? MAX_REQUESTS_PER_COUPLE_PER_DAY : MAX_REQUESTS_PER_PROJECT },
      retryAfter,
    });
  }
}

type Provider = { id: number; name: string; email: string; locale: string; website: string | null; firstname?: string | null };
/** What the SMS of a new lead names, for each provider who received one. */
export type SentLead = { providerId: number; uuid: string; eventTypeName: string; eventDate: string };

/** The provider's side of a request (spec §4) as the couple reads it. */
const COUPLE_STATUS: Record<'new' | 'viewed' | 'unlocked' | 'rejected' | 'withdrawn', RequestStatus> = {
  new: 'sent',
  viewed: 'viewed',
  unlocked: 'unlocked',
  rejected: 'declined',
  withdrawn: 'withdrawn',
};
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Quote requests (issue 4): a couple's project sent to providers. One per project × provider
 * (unique index); the lead and its notification mail are written in one transaction.
 */
export function createQuoteRequestsService(deps: {
  db: Database;
  clock: () => Date;
  projects: ProjectsService;
  mail: MailOutbox;
  /** Where providers read their leads, e.g. http://app.localhost:3000 */
  providerAreaUrl: string;
  /** Our own hosts (every configured domain and its subdomains, local hosts): a send from them comes from the directory. */
  isOwnHost: (host: string) => boolean;
  /** After a send's commit: the SMS of the providers who opted in. */
  onSent?: (sent: SentLead[]) => Promise<void>;
}) {
  const repo = createQuoteRequestsRepo();
  const suggestions = createSuggestionsRepo(deps.db);
  const placeOf = repo.placeOf(deps.db);

  /**
   * Where a send comes from (PROVIDERS.md): the `Origin` host equal to the provider's own website's
   * host (ignoring `www.`) is `own-site` (free); our hosts, or no Origin, `directory`; any other
   * page, `widget`. Our hosts are checked first: a website link to one of them (refused since,
   * but perhaps stored before) never makes a directory request free.
   */
  function sourceOf(origin: string | undefined, provider: Provider): LeadSource {
    const host = hostOf(origin);
    if (!host || deps.isOwnHost(host)) return 'directory';
    if (provider.website && hostOf(provider.website)?.replace(/^www\./, '') === host.replace(/^www\./, '')) return 'own-site';
    return 'widget';
  }

  function notification(provider: Provider, project: Project, message: string, uuid: string) {
    const locale: Locale = toLocale(provider.locale) ?? 'fr';
    const t = translator(locale);
    const date = longEventDate(locale, project.eventDate);
    // The couple's contact stays hidden until the unlock, in the mail as in the inbox.
    const vars = {
      // The person who reads the mail (the account's first name); the company when it has none.
      name: provider.firstname || provider.name,
      eventType: inSentence(project.eventTypeName, locale),
      date,
      location: project.eventLocation ?? '—',
      message: maskContact(message),
    };
    return {
      to: provider.email,
      subject: t('mail.newRequest.subject', vars),
      text: `${t('mail.newRequest.body', vars)}\n\n${deps.providerAreaUrl}${leadPagePath(uuid)}\n`,
      topic: `event-request:${uuid}`,
    };
  }

  /**
   * Refuses, inside the sending transaction, `count` more requests that would pass a cap: the
   * couple's requests of the last 24 hours or the project's in all. Providers already contacted
   * are not counted (they are not sent again).
   */
  async function checkCaps(tx: Executor, userId: number, projectId: number, count: number): Promise<void> {
    const now = deps.clock();
    const counts = await repo.sendingCounts(tx, userId, projectId, new Date(now.getTime() - DAY_MS));
    if (counts.ofProject + count > MAX_REQUESTS_PER_PROJECT) throw new SendingCapError('project', undefined);
    if (counts.recent + count > MAX_REQUESTS_PER_COUPLE_PER_DAY) {
      const freesAt = (counts.oldestRecent ?? now).getTime() + DAY_MS;
      throw new SendingCapError('day', Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)));
    }
  }

  /** Writes the lead and its mail; undefined when this project had already contacted the provider. */
  async function sendOne(tx: Executor, project: Project, provider: Provider, message: string, origin: string | undefined) {
    const source = sourceOf(origin, provider);
    const ranges = await repo.rangeMins(tx, project.guestRange, project.budgetRange);
    const row = await repo.insertRequest(tx, {
      projectId: project.id,
      providerId: provider.id,
      status: 'new',
      message,
      projectSnapshot: project,
      createdAt: deps.clock(),
      source,
      // The price is fixed when sent: a later change of the grid or of the project does not move it.
      gridPrice: source === 'own-site' ? 0 : gridPrice(ranges.guest, ranges.budget),
    });
    if (!row) return undefined;
    // Mail in the provider's language, about the project as the couple sees it in theirs.
    await deps.mail.enqueue(tx, notification(provider, project, message, row.uuid));
    return { providerId: provider.id, uuid: row.uuid, eventTypeName: project.eventTypeName, eventDate: project.eventDate };
  }

  /** After the commit: mails go now, SMS to those who opted in (never failing the send). */
  async function announce(sent: SentLead[]) {
    deps.mail.kick();
    await deps.onSent?.(sent);
  }

  async function context(userId: number, projectId: number, locale: Locale) {
    const project = await deps.projects.get(userId, projectId, locale);
    if (!project) throw new NotFoundError('project');
    return project;
  }

  return {
    async send(
      userId: number,
      body: { project: number; prestataire: number; message?: string | null },
      locale: Locale,
      origin?: string,
    ) {
      const project = await context(userId, body.project, locale);
      const [provider] = await repo.providers(deps.db, [body.prestataire]);
      if (!provider) throw new NotFoundError('provider');
      const message = body.message || project.message;
      if (!message) return { success: false, error: 'no-message' as const };
      const sent = await deps.db.transaction(async (tx) => {
        await repo.lockCouple(tx, userId);
        const contacted = new Set((await repo.ofProject(tx, project.id)).map((r) => r.providerId));
        if (contacted.has(provider.id)) return undefined;
        await checkCaps(tx, userId, project.id, 1);
        return sendOne(tx, project, provider, message, origin);
      });
      if (!sent) return { success: false, error: 'already-sent' as const };
      await announce([sent]);
      return { success: true };
    },

    /** Several at once, one transaction; already-contacted providers are reported, not sent again. */
    async choose(
      userId: number,
      body: { project: number; prestataires: number[]; message?: string | null },
      locale: Locale,
      origin?: string,
    ) {
      const project = await context(userId, body.project, locale);
      const ids = [...new Set(body.prestataires)];
      const found = await repo.providers(deps.db, ids);
      if (found.length !== ids.length) throw new NotFoundError('provider');
      const message = body.message || project.message;
      if (!message) return { success: false, error: 'no-message' as const, sent: [], alreadySent: [] };
      const outcome = await deps.db.transaction(async (tx) => {
        await repo.lockCouple(tx, userId);
        const contacted = new Set((await repo.ofProject(tx, project.id)).map((r) => r.providerId));
        await checkCaps(tx, userId, project.id, ids.filter((id) => !contacted.has(id)).length);
        const sent: SentLead[] = [];
        const alreadySent: number[] = [];
        for (const provider of found.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))) {
          const lead = await sendOne(tx, project, provider, message, origin);
          if (lead) sent.push(lead);
          else alreadySent.push(provider.id);
        }
        return { sent, alreadySent };
      });
      if (outcome.sent.length) await announce(outcome.sent);
      return { success: true, sent: outcome.sent.map((lead) => lead.providerId), alreadySent: outcome.alreadySent };
    },

    /** One of the couple's projects with its requests, newest first (provider ids: the route adds the cards). */
    async detail(userId: number, projectId: number, locale: Locale) {
      const project = await context(userId, projectId, locale);
      const rows = await repo.ofProject(deps.db, projectId);
      const requests = rows.map((r) => ({
        providerId: r.providerId,
        status: COUPLE_STATUS[r.status],
        sentAt: r.createdAt.toISOString(),
      }));
      return { project, requests };
    },

    /**
     * Provider ids to suggest for a project, or `city-not-found` when it cannot be located. Asked
     * from a provider's own site (the page's `Origin` outside our hosts, and this project sent from
     * there as an `own-site` request), none: the widget does not push competitors on the site of the
     * provider who embedded it (issue 21); on our pages the spec's suggestions stay.
     */
    async suggestions(userId: number, projectId: number, page: number, pageSize: number, origin?: string) {
      const place = await placeOf(userId, projectId);
      if (!place) throw new NotFoundError('project');
      const host = hostOf(origin);
      if (host && !deps.isOwnHost(host)) {
        const sent = await repo.ofProject(deps.db, projectId);
        if (sent.some((request) => request.source === 'own-site')) return { ok: true as const, ids: [], hasMore: false };
      }
      if (place.latitude === null || place.longitude === null)
        return { ok: false as const, error_slug: 'city-not-found' as const };
      const query = {
        projectId,
        eventTypeId: place.eventTypeId,
        departementId: place.departementId,
        latitude: place.latitude,
        longitude: place.longitude,
        since: new Date(deps.clock().getTime() - ACTIVE_PROVIDER_DAYS * DAY_MS),
      };
      // One more than a page tells whether another page exists.
      const ids = await suggestions.rank(query, (page - 1) * pageSize, pageSize + 1);
      return { ok: true as const, ids: ids.slice(0, pageSize), hasMore: ids.length > pageSize };
    },
  };
}

export type QuoteRequestsService = ReturnType<typeof createQuoteRequestsService>;
