import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Local default of the outside-service ports: each message appended as one JSON line to
 * `<DATA_DIR>/outbox/<name>.jsonl` (a contract: tests, e2e and demos read codes and mails there).
 * One `appendFile` per line, so concurrent writers never interleave within a line.
 */
export function createOutbox(dataDir: string, name: string) {
  const file = path.join(dataDir, 'outbox', `${name}.jsonl`);
  let ready: Promise<unknown> | undefined;
  return {
    file,
    async append(record: Record<string, unknown>): Promise<void> {
      ready ??= mkdir(path.dirname(file), { recursive: true });
      await ready;
      await appendFile(file, `${JSON.stringify(record)}\n`, 'utf8');
    },
  };
}
