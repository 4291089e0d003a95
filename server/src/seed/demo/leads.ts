import { gridPrice } from '@alliance/shared/leads';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, type Executor, selectRows } from '../../db/client.ts';
import { eventRequests, eventTypes, projects, ranges, users } from '../../db/schema/index.ts';
import { appendLedger } from '../../modules/credits/ledger.ts';
import { createProjectsService } from '../../modules/projects/projects.service.ts';
import { DEMO_COUPLE_PHONE } from './couple.ts';
import { DEMO_PROVIDER_EMAIL } from './provider-account.ts';
import { seedDemoProfileViews } from './views.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
type Status = 'new' | 'viewed' | 'unlocked' | 'rejected' | 'withdrawn';

/** Couples who wrote to the demo provider, one per lead status the inbox shows. */
const OTHER_COUPLES: {
  phone: string;
  firstname: string;
  lastname: string;
  status: Status;
  ageHours: number;
  guests: string;
  budget: string;
  months: number;
  message: string;
}[] = [
  {
    phone: '+33644000001',
    firstname: 'Manon',
    lastname: 'Girard',
    status: 'new',
    ageHours: 3,
    guests: '150-200',
    budget: '30000-50000',
    months: 11,
    message:
      'Bonjour, nous cherchons une wedding planner pour un mariage au bord du bassin d’Arcachon. ' +
      'Vous pouvez me joindre au 06 98 76 54 32 ou à manon.girard@example.com. Merci !',
  },
  {
    phone: '+33644000002',
    firstname: 'Hugo',
    lastname: 'Lambert',
    status: 'new',
    ageHours: 20,
    guests: '50-100',
    budget: '10000-20000',
    months: 7,
    message: 'Bonjour, un mariage intime dans les vignes, une soixantaine d’invités. Disponible pour en parler cette semaine.',
  },
  {
    phone: '+33644000003',
    firstname: 'Sarah',
    lastname: 'Benoît',
    status: 'viewed',
    ageHours: 40,
    guests: '100-150',
    budget: '20000-30000',
    months: 9,
    message: 'Bonjour, nous aimerions une coordination du jour J uniquement. Le lieu est déjà réservé près de Libourne.',
  },
  {
    phone: '+33644000004',
    firstname: 'Julien',
    lastname: 'Faure',
    status: 'rejected',
    ageHours: 80,
    guests: 'plus-de-200',
    budget: 'moins-de-10000',
    months: 3,
    message: 'Bonjour, 250 invités et un petit budget : est-ce possible ?',
  },
  {
    phone: '+33644000005',
    firstname: 'Chloé',
    lastname: 'Roux',
    status: 'withdrawn',
    ageHours: 120,
    guests: '100-150',
    budget: '20000-30000',
    months: 10,
    message: 'Bonjour, nous préparons un mariage champêtre et aimerions votre devis.',
  },
  {
    phone: '+33644000006',
    firstname: 'Antoine',
    lastname: 'Mercier',
    status: 'unlocked',
    ageHours: 150,
    guests: '150-200',
    budget: 'plus-de-50000',
    months: 12,
    message: 'Bonjour, un grand mariage au château, nous voulons être accompagnés de A à Z.',
  },
];

async function rangeMin(tx: Executor, kind: 'guest' | 'budget', slug: string | null) {
  if (!slug) return null;
  const [row] = await tx
    .select({ min: ranges.min })
    .from(ranges)
    .where(and(eq(ranges.kind, kind), eq(ranges.slug, slug)));
  return row?.min ?? null;
}

/**
 * The demo provider's inbox and credit history (issue 14), and the demo couple's requests in every
 * status: the couple's past engagement party was unlocked by the demo provider and sent to four
 * others (viewed, declined, sent, withdrawn) — their upcoming wedding is left for the visitor to
 * send, as the demos and browser tests do; six other couples wrote to the demo provider (new, new, viewed,
 * declined, withdrawn, unlocked). Credits: the welcome, then the unlocks. Runs once: a rerun, or a
 * database whose demo provider already has leads, adds nothing.
 */
export async function seedDemoLeads(db: Database, now: Date): Promise<{ leads: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727014)`);
    const [demo] = await selectRows<{ provider_id: number; created_at: Date | string }>(
      tx as unknown as Database,
      sql`select provider_id, created_at from provider_accounts where email = ${DEMO_PROVIDER_EMAIL}`,
    );
    const [couple] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_COUPLE_PHONE));
    if (!demo || !couple) return { leads: 0 };
    const [already] = await tx
      .select({ id: eventRequests.id })
      .from(eventRequests)
      .where(eq(eventRequests.providerId, demo.provider_id))
      .limit(1);
    if (already) return { leads: 0 };

    const service = createProjectsService({ db: tx as unknown as Database, clock: () => now });
    const [past] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.userId, couple.id), sql`${projects.eventDate} < ${now.toISOString().slice(0, 10)}`))
      .orderBy(projects.id)
      .limit(1);
    // The other couples' projects are in the same place as the demo couple's.
    const [place] = past ? await tx.select().from(projects).where(eq(projects.id, past.id)) : [];
    const [weddingType] = await tx.select({ id: eventTypes.id }).from(eventTypes).where(eq(eventTypes.slug, 'mariage'));
    const others = await selectRows<{ id: number }>(
      tx as unknown as Database,
      sql`select id from providers where published_at is not null and closed_at is null and id <> ${demo.provider_id}
          order by id limit 4`,
    );

    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
    let leads = 0;
    await appendLedger(tx, { providerId: demo.provider_id, at: at(24 * 120), delta: 5, kind: 'welcome' });
    // Demo credits given by an operator (a real provider buys them: sandbox checkout in the credits page).
    await appendLedger(tx, {
      providerId: demo.provider_id,
      at: at(24 * 115),
      delta: 20,
      kind: 'adjustment',
      reason: 'demo',
    });

    async function lead(
      userId: number,
      projectId: number,
      providerId: number,
      status: Status,
      hoursAgo: number,
      message: string,
    ) {
      const project = await service.get(userId, projectId, 'fr');
      if (!project) return;
      const price = gridPrice(await rangeMin(tx, 'guest', project.guestRange), await rangeMin(tx, 'budget', project.budgetRange));
      const sentAt = at(hoursAgo);
      const later = at(Math.max(hoursAgo - 2, 0.5));
      const [row] = await tx
        .insert(eventRequests)
        .values({
          projectId,
          providerId,
          status,
          message,
          projectSnapshot: project,
          createdAt: sentAt,
          source: 'directory',
          gridPrice: price,
          viewedAt: status === 'new' ? null : later,
          unlockedAt: status === 'unlocked' ? later : null,
          unlockPrice: status === 'unlocked' ? price : null,
          rejectedAt: status === 'rejected' ? later : null,
          rejectReason: status === 'rejected' ? 'budget' : null,
          withdrawnAt: status === 'withdrawn' ? later : null,
        })
        .returning({ id: eventRequests.id });
      leads++;
      if (row && status === 'unlocked' && providerId === demo?.provider_id)
        await appendLedger(tx, { providerId, at: later, delta: -price, kind: 'unlock', eventRequestId: row.id });
    }

    if (past) {
      const message =
        'Bonjour, nous organisons une petite fête de fiançailles entre amis à Bordeaux. ' +
        'Pourriez-vous nous aider pour la décoration et le déroulé ? Camille';
      await lead(couple.id, past.id, demo.provider_id, 'unlocked', 24 * 110, message);
      const statuses: Status[] = ['viewed', 'rejected', 'new', 'withdrawn'];
      for (const [index, provider] of others.entries())
        await lead(couple.id, past.id, provider.id, statuses[index] ?? 'new', 24 * 110 - index, message);
    }
    for (const other of OTHER_COUPLES) {
      const [user] = await tx
        .insert(users)
        .values({
          phone: other.phone,
          email: `${other.firstname}.${other.lastname}@example.com`.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''),
          firstname: other.firstname,
          lastname: other.lastname,
          locale: 'fr',
          hasFinishedOnboarding: true,
        })
        .onConflictDoNothing({ target: users.phone })
        .returning({ id: users.id });
      if (!user) continue;
      const rangeId = async (kind: 'guest' | 'budget', slug: string) =>
        (
          await tx
            .select({ id: ranges.id })
            .from(ranges)
            .where(and(eq(ranges.kind, kind), eq(ranges.slug, slug)))
        )[0]?.id ?? null;
      const created = at(other.ageHours + 24);
      const [copy] = place
        ? await tx
            .insert(projects)
            .values({
              userId: user.id,
              eventTypeId: weddingType?.id ?? place.eventTypeId,
              serviceTypeId: place.serviceTypeId,
              eventDate: new Date(now.getTime() + other.months * 30 * DAY_MS).toISOString().slice(0, 10),
              cityId: place.cityId,
              eventLocation: place.eventLocation,
              zipCode: place.zipCode,
              countryCode: place.countryCode,
              latitude: place.latitude,
              longitude: place.longitude,
              guestRangeId: await rangeId('guest', other.guests),
              budgetRangeId: await rangeId('budget', other.budget),
              message: other.message,
              createdAt: created,
              updatedAt: created,
            })
            .returning({ id: projects.id })
        : [];
      if (copy) await lead(user.id, copy.id, demo.provider_id, other.status, other.ageHours, other.message);
    }
    await seedDemoProfileViews(tx, demo.provider_id, now);

    return { leads };
  });
}
