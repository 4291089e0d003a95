import type { Database } from '../db/client.ts';
import { marketingCommand } from './marketing.ts';
import { reportsCommand } from './reports.ts';

const USAGE = `npm run ops -- <area> <command> [options]
  marketing   the providers' promotional alerts and popups (npm run ops -- marketing help)
  reports     the providers' reports waiting for a decision (npm run ops -- reports help)`;

/** The operators' commands (`npm run ops`), by area. Answers the lines to print. */
export async function opsCommand(db: Database, argv: string[], now = new Date()): Promise<string[]> {
  const [area, ...rest] = argv;
  if (area === 'marketing') return marketingCommand(db, rest, now);
  if (area === 'reports') return reportsCommand(db, rest, now);
  return [USAGE];
}
