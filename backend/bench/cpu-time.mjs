// CPU time a server spends per request, read from /proc (Linux): on a shared machine throughput swings with
// whatever else runs, while the CPU a request costs stays put, so it tells where a ratio comes from.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = clockTicks();

/** user + system CPU seconds of one process (all its threads), or null where /proc is not available. */
export function processCpuSeconds(pid) {
  const stat = readStat(pid);
  return stat ? stat.cpu : null;
}

/** user + system CPU seconds of the main thread of a process alone (JavaScript runs there; libuv's pool does not). */
export function mainThreadCpuSeconds(pid) {
  const stat = readStat(`${pid}/task/${pid}`);
  return stat ? stat.cpu : null;
}

/**
 * CPU seconds of every descendant of a process, and of those that have ended: the app starts the embedded
 * PostgreSQL, whose backends put themselves in sessions of their own, so they are found by parentage.
 */
export function descendantsCpuSeconds(pid) {
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  const children = new Map();
  const stats = new Map();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (!stat) continue;
    stats.set(Number(entry), stat);
    if (!children.has(stat.ppid)) children.set(stat.ppid, []);
    children.get(stat.ppid).push(Number(entry));
  }
  let total = 0;
  const pending = [...(children.get(pid) ?? [])];
  while (pending.length) {
    const next = pending.pop();
    const stat = stats.get(next);
    total += stat.cpu + stat.endedChildrenCpu; // a backend that ended is counted in its parent's children time
    pending.push(...(children.get(next) ?? []));
  }
  return total;
}

function readStat(pid) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name may hold spaces and parentheses: the fields that follow start after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // fields[0] is the state (field 3 of stat(5)): ppid is field 4, utime and stime 14 and 15, cutime and
  // cstime (children that ended and were waited for) 16 and 17.
  const seconds = (index) => Number(fields[index]) / TICKS_PER_SECOND;
  return { ppid: Number(fields[1]), cpu: seconds(11) + seconds(12), endedChildrenCpu: seconds(13) + seconds(14) };
}

function clockTicks() {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}
