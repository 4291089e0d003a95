/**
 * CPU time spent by the server process and by the PostgreSQL server's processes while a load
 * runs, per answered request: tells where a latency goes on a machine whose cores the server,
 * the database and the load generator share. Read from /proc (Linux); null elsewhere.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** /proc's clock ticks (USER_HZ) are hundredths of a second on Linux. */
const MS_PER_TICK = 10;

function ticksOf(pid: string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0; // gone in between
  }
}

function postgresTicks(): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += ticksOf(pid);
    } catch {
      // gone in between
    }
  }
  return total;
}

export interface CpuPerRequest {
  serverMs: number;
  postgresMs: number;
}

/** Starts counting; `stop(requests)` answers the milliseconds of CPU per request. */
export function startCpuMeter(serverPid: number | undefined): { stop: (requests: number) => CpuPerRequest | null } {
  if (!serverPid || process.platform !== 'linux') return { stop: () => null };
  const pid = String(serverPid);
  const server = ticksOf(pid);
  const postgres = postgresTicks();
  return {
    stop: (requests) => {
      if (requests <= 0) return null;
      const per = (ticks: number) => Math.round(((ticks * MS_PER_TICK) / requests) * 100) / 100;
      return { serverMs: per(ticksOf(pid) - server), postgresMs: per(postgresTicks() - postgres) };
    },
  };
}

export const cpuText = (cpu: CpuPerRequest | null | undefined) =>
  cpu ? `; CPU per request: server ${cpu.serverMs} ms, PostgreSQL ${cpu.postgresMs} ms` : '';
