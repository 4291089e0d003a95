import { z } from 'zod';
import * as mini from 'zod/mini';

/**
 * The hand-off from the widget to the couples' app (`POST /api/handoff`, `/api/handoff/redeem`):
 * a one-time code, carried by the create-project link, that the app exchanges for a session of
 * its own. On a third party's site the app cannot read the widget's cookies; this avoids a second sign-in.
 */

// The code's lifetime and query parameter are in constants.ts (HANDOFF_*): the widget reads them without zod.

// zod/mini: the one answer of this module the widget's script parses (answers.ts says why).
export const handoffResponseSchema = mini.object({ code: mini.string() });
export type HandoffResponse = z.infer<typeof handoffResponseSchema>;

// Any text up to the length of a code: a malformed one is refused as unknown (401), like a used one.
export const redeemHandoffBodySchema = z.strictObject({ code: z.string().min(1).max(200) });
