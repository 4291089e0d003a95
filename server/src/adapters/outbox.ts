import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Local default of the outside-service ports: each message appended as one JSON line to
 * `<DATA_DIR>/outbox/<name>.jsonl` (a contract: tests, e2e and demos read codes and mails there).
 * Lines are written one after the other, in the order they were sent: readers such as "the last
 * code texted to this phone" rely on it, and concurrent appends may land out of order.
 */
export function createOutbox(dataDir: string, name: string) {
  const file = path.join(dataDir, 'outbox', `${name}.jsonl`);
  let ready: Promise<unknown> | undefined;
  let last: Promise<unknown> = Promise.resolve();
  return {
    file,
    append(record: Record<string, unknown>): Promise<void> {
      const line = `${JSON.stringify(record)}\n`;
      const written = last.then(async () => {
        ready ??= mkdir(path.dirname(file), { recursive: true });
        await ready;
        await appendFile(file, line, 'utf8');
      });
      // A failed write fails its own sender, not the ones queued after it.
      last = written.catch(() => {});
      return written;
    },
  };
}
