type Messages = { validation: Record<string, string> } & Record<string, unknown>;

/**
 * The shared messages of one language with the providers' validation messages merged in (the
 * server and the admin have both; the couples' widget only the first). No JSON imported here:
 * the admin loads each language's files on demand.
 */
export function withProviderMessages<T extends Messages>(shared: T, providers: { validation: Record<string, string> }): T {
  return { ...shared, validation: { ...shared.validation, ...providers.validation } };
}
