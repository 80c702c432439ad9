/**
 * Where the bench's CPU went, read from /proc (Linux): the CPU time of given processes and of PostgreSQL's, and the
 * whole machine's busy time. Every part of the bench runs on this one machine (both API processes, PostgreSQL and
 * the load generator), so a rate the machine cannot carry shows up here before it shows in the latency.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux.

function processCpuMs(pid: number | string): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0; // Gone meanwhile.
  }
}

/** PostgreSQL's processes (the postmaster's children show `postgres: …` as their command line). */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').startsWith('postgres')) total += processCpuMs(entry);
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}

/** Busy, stolen (by the hypervisor, from this VM) and total time of all CPUs, in ms. */
function machineMs(): { busy: number; steal: number; total: number } {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = values.map(Number);
  const idle = ticks[3]! + ticks[4]!; // idle + iowait
  const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: (total - idle) * TICK_MS, steal: ticks[7]! * TICK_MS, total: total * TICK_MS };
}

export interface CpuSplit {
  /** ms of CPU per message, by part. */
  perMessage: Record<string, number>;
  /** Share of all CPUs busy over the window (0..1), stolen time included. */
  machineBusy: number;
  /** Share of all CPUs' time the hypervisor gave to others (0..1): the machine was that much slower. */
  machineStolen: number;
}

/** Starts a window over `processes` (name → pid) and PostgreSQL; `end(messages)` gives the split per message. */
export function cpuWindow(processes: Record<string, number>): { end(messages: number): CpuSplit } {
  const read = (): Record<string, number> => ({
    ...Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, processCpuMs(pid)])),
    PostgreSQL: postgresCpuMs(),
  });
  const before = read();
  const machineBefore = machineMs();
  return {
    end(messages) {
      const after = read();
      const machineAfter = machineMs();
      const perMessage = Object.fromEntries(
        Object.entries(after).map(([name, ms]) => [name, (ms - before[name]!) / Math.max(messages, 1)]),
      );
      const span = Math.max(machineAfter.total - machineBefore.total, 1);
      const machineBusy = (machineAfter.busy - machineBefore.busy) / span;
      return { perMessage, machineBusy, machineStolen: (machineAfter.steal - machineBefore.steal) / span };
    },
  };
}

export function formatSplit(split: CpuSplit): string {
  const parts = Object.entries(split.perMessage).map(([name, ms]) => `${name} ${ms.toFixed(2)}`);
  const total = Object.values(split.perMessage).reduce((sum, ms) => sum + ms, 0);
  return `${parts.join(', ')} = ${total.toFixed(2)} ms CPU per message; machine ${(split.machineBusy * 100).toFixed(0)}% busy, ${(split.machineStolen * 100).toFixed(0)}% stolen`;
}
