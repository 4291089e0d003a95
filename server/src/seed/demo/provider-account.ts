import { sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import { hashPassword } from '../../modules/provider-accounts/passwords.ts';
import { refreshProfileCompleteness } from '../../modules/providers/providers.repo.ts';

/** The demo provider account `npm start` prints: the first demo provider, published, with a complete profile. */
export const DEMO_PROVIDER_EMAIL = 'prestataire@example.fr';
export const DEMO_PROVIDER_PASSWORD = 'alliance-demo-2026';
// Passes the Luhn check like a real SIRET.
const DEMO_SIRET = '73282932000074';

/**
 * One provider account (confirmed e-mail) owning the first demo provider, given what a complete
 * profile has: SIRET, a wedding event type, a published state. Created once; a rerun adds nothing.
 */
export async function seedDemoProviderAccount(db: Database, now: Date): Promise<{ accounts: number }> {
  const [exists] = await selectRows<{ id: number }>(
    db,
    sql`select id from provider_accounts where email = ${DEMO_PROVIDER_EMAIL}`,
  );
  if (exists) return { accounts: 0 };
  const [provider] = await selectRows<{ id: number }>(
    db,
    sql`select p.id from providers p where p.closed_at is null
          and not exists (select 1 from provider_accounts a where a.provider_id = p.id)
        order by p.id limit 1`,
  );
  if (!provider) return { accounts: 0 };
  const passwordHash = await hashPassword(DEMO_PROVIDER_PASSWORD);
  return db.transaction(async (tx) => {
    const inserted = await selectRows<{ id: number }>(
      tx as unknown as Database,
      sql`insert into provider_accounts (email, password_hash, firstname, lastname, locale, email_confirmed_at, provider_id)
          values (${DEMO_PROVIDER_EMAIL}, ${passwordHash}, 'Claire', 'Lefèvre', 'fr', ${now.toISOString()}, ${provider.id})
          on conflict do nothing returning id`,
    );
    await tx.execute(sql`update providers set siret = ${DEMO_SIRET}, published_at = coalesce(published_at, ${now.toISOString()})
                         where id = ${provider.id}`);
    await tx.execute(sql`insert into provider_event_types (provider_id, event_type_id)
                         select ${provider.id}, id from event_types where slug in ('mariage', 'pacs') on conflict do nothing`);
    await refreshProfileCompleteness(tx, [provider.id]);
    return { accounts: inserted.length };
  });
}
