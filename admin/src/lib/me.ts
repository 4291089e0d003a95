import { useQuery } from '@tanstack/react-query';
import { useAdmin, useSession } from './context.tsx';

export const meKey = ['me'] as const;

/**
 * The answer's schema of `GET /api/me`, loaded with the call (client.ts, SchemaLoader): the shell
 * reads `me` on every page, and its first load, the sign-in page's too, carries no zod.
 */
export const meAnswerSchema = () => import('@alliance/shared/provider-accounts').then((m) => m.providerMeResponseSchema);

/** The signed-in provider and their company (`GET /api/me`), once tokens are stored. */
export function useMe() {
  const { api } = useAdmin();
  const signedIn = useSession((state) => state.signedIn);
  return useQuery({
    queryKey: meKey,
    queryFn: () => api.authed('app', 'get', 'api/me', meAnswerSchema),
    enabled: signedIn,
  });
}
