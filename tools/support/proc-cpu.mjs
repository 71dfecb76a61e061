/**
 * CPU time read from Linux's /proc, for the benchmarks: a figure other work on the machine
 * hardly changes (user + system time, in microseconds).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** User + system time (µs) in a `/proc/<pid>/stat` line (the command name may hold spaces and parentheses). */
function statCpuMicros(stat) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * (1_000_000 / 100);
}

/** CPU time a process has used so far. */
export function cpuMicros(pid) {
  return statCpuMicros(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/**
 * CPU time used so far by every running process of these names: the database's and Redis's
 * share of a request, which the app's own figure leaves out. Only meaningful while nothing else
 * uses PostgreSQL or Redis on this machine.
 */
export function serverCpuMicros(names = ['postgres', 'redis-server']) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (names.includes(stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')))) total += statCpuMicros(stat);
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}
