export * from './event-requests.ts';
export * from './favorites.ts';
export * from './geography.ts';
export * from './identity.ts';
export * from './projects.ts';
export * from './providers.ts';
export * from './reference.ts';
export * from './users.ts';
