import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import { countries } from '../../db/schema/geography.ts';
import { projectLanguages, projects } from '../../db/schema/projects.ts';
import { eventTypes, ranges, serviceTypes } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';

/** The demo couple logs in with this phone; its SMS codes land in the outbox like anyone's. */
export const DEMO_COUPLE_PHONE = '+33612345678';

// Used when the geography has no Bordeaux (e.g. a partial import): the couple still gets a map position.
const BORDEAUX = { name: 'Bordeaux', zipCode: '33000', latitude: 44.837789, longitude: -0.57918 };
const DAY_MS = 86_400_000;

/**
 * One couple who finished onboarding, with an upcoming wedding about eight months ahead and a
 * past engagement party (only future projects may be offered). Projects are created only when
 * the couple has none, so a rerun, or a later `now`, adds nothing.
 */
export async function seedDemoCouple(db: Database, now: Date): Promise<{ couples: number; projects: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727003)`);
    const [city] = await selectRows<{ id: number; latitude: number | null; longitude: number | null }>(
      tx as unknown as Database,
      sql`select c.id, c.latitude, c.longitude from cities c join postal_codes p on p.city_id = c.id
          where p.code = ${BORDEAUX.zipCode} and c.country_code = 'FR'
          order by (c.search_name = 'bordeaux') desc, c.id limit 1`,
    );
    const place = {
      cityId: city?.id ?? null,
      latitude: city?.latitude ?? BORDEAUX.latitude,
      longitude: city?.longitude ?? BORDEAUX.longitude,
    };
    // The couple's country is a foreign key: left empty on a database without France.
    const [france] = await tx.select({ code: countries.code }).from(countries).where(eq(countries.code, 'FR'));
    const created = await tx
      .insert(users)
      .values({
        phone: DEMO_COUPLE_PHONE,
        email: 'camille.durand@example.com',
        firstname: 'Camille',
        lastname: 'Durand',
        city: BORDEAUX.name,
        zipCode: BORDEAUX.zipCode,
        countryCode: france ? 'FR' : null,
        latitude: place.latitude,
        longitude: place.longitude,
        locale: 'fr',
        hasFinishedOnboarding: true,
      })
      .onConflictDoNothing({ target: users.phone })
      .returning({ id: users.id });
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_COUPLE_PHONE));
    if (!user) throw new Error('demo couple missing after insert');

    const [existing] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.userId, user.id)).limit(1);
    if (existing) return { couples: created.length, projects: 0 };

    const types = await tx
      .select({ id: eventTypes.id, slug: eventTypes.slug })
      .from(eventTypes)
      .where(inArray(eventTypes.slug, ['mariage', 'fiancailles']));
    const [service] = await tx
      .select({ id: serviceTypes.id })
      .from(serviceTypes)
      .where(eq(serviceTypes.slug, 'organisation-complete'));
    const rangeId = async (kind: 'guest' | 'budget' | 'planner_budget', slug: string) =>
      (
        await tx
          .select({ id: ranges.id })
          .from(ranges)
          .where(and(eq(ranges.kind, kind), eq(ranges.slug, slug)))
      )[0]?.id ?? null;
    const typeId = (slug: string) => {
      const id = types.find((t) => t.slug === slug)?.id;
      if (id === undefined) throw new Error(`event type ${slug} missing: seed the reference data before the demo data`);
      return id;
    };

    const weddingDate = nextSaturday(addMonths(now, 8));
    const location = { ...place, eventLocation: BORDEAUX.name, zipCode: BORDEAUX.zipCode, countryCode: 'FR' };
    // The past project first: the upcoming wedding gets the newer id, as it would in real life.
    const inserted = await tx
      .insert(projects)
      .values([
        {
          userId: user.id,
          eventTypeId: typeId('fiancailles'),
          eventDate: isoDate(new Date(now.getTime() - 95 * DAY_MS)),
          ...location,
          guestRangeId: await rangeId('guest', 'moins-de-50'),
          budgetRangeId: await rangeId('budget', 'moins-de-10000'),
          message: 'Bonjour, nous organisons une petite fête de fiançailles entre amis à Bordeaux. Merci pour vos idées !',
          createdAt: new Date(now.getTime() - 200 * DAY_MS),
          updatedAt: new Date(now.getTime() - 200 * DAY_MS),
        },
        {
          userId: user.id,
          eventTypeId: typeId('mariage'),
          serviceTypeId: service?.id ?? null,
          theme: 'Champêtre chic',
          eventDate: isoDate(weddingDate),
          ...location,
          guestRangeId: await rangeId('guest', '100-150'),
          budgetRangeId: await rangeId('budget', '20000-30000'),
          plannerBudgetRangeId: await rangeId('planner_budget', '3000-5000'),
          message:
            `Bonjour,\nThomas et moi nous marions le ${frenchDate(weddingDate)} près de Bordeaux, avec environ 120 invités. ` +
            'Nous cherchons quelqu’un pour nous aider à trouver le lieu et à coordonner le jour J.\nAu plaisir d’échanger avec vous !\nCamille',
          createdAt: new Date(now.getTime() - 7 * DAY_MS),
          updatedAt: new Date(now.getTime() - 7 * DAY_MS),
        },
      ])
      .returning({ id: projects.id, eventTypeId: projects.eventTypeId });
    const wedding = inserted.find((p) => p.eventTypeId === typeId('mariage'));
    if (wedding) {
      await tx.insert(projectLanguages).values([
        { projectId: wedding.id, languageIso: 'fr' },
        { projectId: wedding.id, languageIso: 'en' },
      ]);
    }
    return { couples: created.length, projects: inserted.length };
  });
}

function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

/** Weddings happen on Saturdays. */
function nextSaturday(date: Date): Date {
  return new Date(date.getTime() + ((6 - date.getUTCDay() + 7) % 7) * DAY_MS);
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const frenchDate = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
