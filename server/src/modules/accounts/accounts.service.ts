import type { Registration } from '@alliance/shared/registration';
import type { User } from '@alliance/shared/user';
import type { Database, Executor } from '../../db/client.ts';
import type { Identity } from '../../plugins/auth.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { createAccountsRepo, type UserRow } from './accounts.repo.ts';

/** The couple as the API shows it (spec §3 User). */
export function toUser(row: UserRow): User {
  return {
    // A live account always has a phone (check constraint); only deleted ones, never shown, have none.
    phone: row.phone ?? '',
    locale: row.locale,
    latitude: row.latitude,
    longitude: row.longitude,
    has_finished_onboarding: row.hasFinishedOnboarding,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    city: row.city,
    zipCode: row.zipCode,
    country: row.countryCode,
  };
}

/** A phone-only identity: authenticated, not logged in (spec §6). */
function phoneOnlyUser(phone: string, locale: string): User {
  return {
    phone,
    locale,
    latitude: null,
    longitude: null,
    has_finished_onboarding: false,
    email: null,
    firstname: null,
    lastname: null,
    city: null,
    zipCode: null,
    country: null,
  };
}

export function createAccountsService(deps: { db: Database; sessions: SessionsService; clock: () => Date }) {
  const repo = createAccountsRepo();
  const phoneOf = repo.phoneOf(deps.db);
  const endPhoneOnlySession = async (identity: Identity, tx: Executor) => {
    if (identity.userId === undefined) await deps.sessions.revokeFamily(identity.familyId, tx);
  };
  return {
    /**
     * Whether an access token of `userId` issued for `phone` still designates its account: false
     * once the account is deleted or has moved to another phone, so its tokens stop at once
     * instead of living out their 15 minutes.
     */
    async isActive(userId: number, phone: string): Promise<boolean> {
      return (await phoneOf(userId)) === phone;
    },

    /**
     * Only for the phone the caller proved: an existing account signs in with full tokens. The
     * phone-only session that proved it ends there (its refresh token could mint full tokens).
     */
    async checkAccount(identity: Identity) {
      const row = await repo.findByPhone(deps.db, identity.phone);
      if (!row) return { hasAccount: false as const };
      const tokens = await deps.db.transaction(async (tx) => {
        await endPhoneOnlySession(identity, tx);
        return deps.sessions.issue({ role: 'couple', phone: identity.phone, userId: row.id }, tx);
      });
      return { hasAccount: true as const, user: toUser(row), ...tokens };
    },

    /**
     * Creates the couple with onboarding finished and signs in, in one transaction (the phone-only
     * session ends); null if the phone has an account.
     */
    async register(registration: Registration, identity: Identity) {
      const now = deps.clock();
      return deps.db.transaction(async (tx) => {
        const row = await repo.insert(tx, {
          phone: registration.phone,
          email: registration.email,
          firstname: registration.firstname,
          lastname: registration.lastname,
          city: registration.city,
          zipCode: registration.zipCode,
          countryCode: registration.country,
          latitude: registration.latitude,
          longitude: registration.longitude,
          locale: registration.locale,
          hasFinishedOnboarding: true,
          createdAt: now,
          updatedAt: now,
        });
        if (!row) return null;
        await endPhoneOnlySession(identity, tx);
        const tokens = await deps.sessions.issue({ role: 'couple', phone: registration.phone, userId: row.id }, tx);
        return { user: toUser(row), ...tokens };
      });
    },

    async me(identity: Identity, locale: string): Promise<User | null> {
      if (identity.userId === undefined) return phoneOnlyUser(identity.phone, locale);
      const row = await repo.findById(deps.db, identity.userId);
      return row ? toUser(row) : null;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
