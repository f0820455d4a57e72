/**
 * CPU time spent by the app under test and by the bench itself (the load generator), so a
 * throughput figure can be set against what the machine's cores can give at that cost.
 * Linux only: a child's time is read from /proc/<pid>/stat; elsewhere the figures are absent.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** The kernel's clock ticks per second for /proc times (USER_HZ), 100 on every Linux port. */
const TICKS_PER_SECOND = 100;

/** User plus system CPU seconds of process `pid` (all its threads), or undefined where /proc is not there. */
export function processCpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (2nd field) may hold spaces and parentheses: fields are counted after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are the 14th and 15th fields, the 12th and 13th after the name.
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** This process's own user plus system CPU seconds. */
const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

export interface CpuShare {
  /** CPU milliseconds per unit of work: the app's and the load generator's. */
  appMs: number;
  loadMs: number;
  cores: number;
  /** Units per second the machine's cores could give at this cost, were every core busy with nothing else. */
  ceilingPerSecond: number;
}

/** Starts counting the CPU of `pid` and of this process; `per(units)` divides what was spent since by the units done. */
export function countCpu(pid: number): { per(units: number): CpuShare | undefined } {
  const app0 = processCpuSeconds(pid);
  const load0 = ownCpuSeconds();
  return {
    per(units) {
      const app1 = processCpuSeconds(pid);
      if (app0 === undefined || app1 === undefined || units <= 0) return undefined;
      const appMs = ((app1 - app0) * 1000) / units;
      const loadMs = ((ownCpuSeconds() - load0) * 1000) / units;
      const cores = availableParallelism();
      return { appMs, loadMs, cores, ceilingPerSecond: (cores * 1000) / (appMs + loadMs) };
    },
  };
}
