/**
 * Processes seen from /proc (Linux): CPU (how busy the database and the API are, sampled once a
 * second, as a share of one core; CPU seconds used) and memory (resident now, and the peak).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (100 on every Linux we run on, but asked, not assumed). */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** /proc/<pid>/stat's fields after the command name (which may hold spaces and parentheses). */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** CPU seconds used so far by `pid` (user + system), or undefined once it is gone. */
export function cpuSeconds(pid) {
  const fields = statFields(pid);
  // Fields 14 and 15 of stat (utime, stime) are 11 and 12 after the name and state.
  return fields ? (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND : undefined;
}

/** Whether `pid` has ended (gone, or a zombie waiting for its parent to read its exit). */
export function hasEnded(pid) {
  const fields = statFields(pid);
  return !fields || fields[0] === 'Z';
}

/**
 * Samples every `intervalMs` the CPU of the processes `pids()` names (`{ database, api }`; they
 * change when a process is restarted, and an interval spanning a restart is skipped). `samples`
 * holds `{ at, database, api }`: the end of each interval on performance.now()'s clock and the
 * percentage of one core each process used during it.
 */
export function startCpuSampler(pids, intervalMs = 1000) {
  const samples = [];
  let last = { at: performance.now(), pids: pids(), cpu: {} };
  const read = (named) => Object.fromEntries(Object.entries(named).map(([name, pid]) => [name, cpuSeconds(pid)]));
  last.cpu = read(last.pids);
  const timer = setInterval(() => {
    const at = performance.now();
    const named = pids();
    const cpu = read(named);
    const sample = { at };
    for (const name of Object.keys(named)) {
      const samePid = named[name] === last.pids[name];
      const used = cpu[name] - last.cpu[name];
      sample[name] = samePid && Number.isFinite(used) ? +((100 * used) / ((at - last.at) / 1000)).toFixed(1) : null;
    }
    samples.push(sample);
    last = { at, pids: named, cpu };
  }, intervalMs);
  return { samples, stop: () => clearInterval(timer) };
}

/** A field of /proc/<pid>/status in MB (`VmRSS`: resident now; `VmHWM`: the resident peak), or undefined once it is gone. */
export function statusMb(pid, field) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
    return Math.round(Number(line.split(/\s+/)[1]) / 1024);
  } catch {
    return undefined;
  }
}

export const rssMb = (pid) => statusMb(pid, 'VmRSS');

/**
 * Starts a new peak: VmHWM is reset to the current RSS (writing 5 to /proc/<pid>/clear_refs, Linux
 * 4.0 and later, allowed for our own children). False when the kernel refused; the peak is then the
 * process's peak since it started.
 */
export function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * Watches a process from now on: `read()` gives its RSS now, its peak RSS since the watch began
 * (VmHWM after a reset, and at least the highest RSS sampled every 100 ms) and the CPU seconds it
 * used since; `stop()` ends the sampling.
 */
export function watchProcess(pid) {
  const fromHwm = resetPeak(pid);
  const cpu0 = cpuSeconds(pid);
  let sampledPeak = rssMb(pid) ?? 0;
  const timer = setInterval(() => (sampledPeak = Math.max(sampledPeak, rssMb(pid) ?? 0)), 100);
  const read = () => ({
    rssMb: rssMb(pid),
    peakMb: Math.max(sampledPeak, fromHwm ? (statusMb(pid, 'VmHWM') ?? 0) : 0),
    peakFrom: fromHwm ? 'VmHWM after a reset' : 'RSS sampled every 100 ms',
    cpuSeconds: +((cpuSeconds(pid) ?? cpu0) - cpu0).toFixed(1),
  });
  return { read, stop: () => clearInterval(timer) };
}
