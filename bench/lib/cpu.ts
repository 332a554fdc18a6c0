import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * CPU time of processes and of the whole machine, read from Linux's /proc, to say during a load run
 * what the cores did and who used them. Elsewhere (no /proc) every figure reads as unknown.
 */

/** Kernel clock ticks per second of /proc's times (USER_HZ: 100 on every Linux build in practice). */
const TICKS_PER_SECOND = 100;

/** utime + stime of a process in seconds; null when it is gone. */
export function processCpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

type ProcEntry = { pid: number; ppid: number; comm: string; cmdline: string };

/** Every process this user may read: pid, parent, name and command line. */
export function listProcesses(): ProcEntry[] {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return [];
  }
  const out: ProcEntry[] = [];
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const ppid = Number(stat.slice(close + 2).split(' ')[1]);
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      out.push({ pid: Number(name), ppid, comm, cmdline });
    } catch {
      // exited meanwhile
    }
  }
  return out;
}

/** A process and its descendants. */
export function withDescendants(pid: number, procs: readonly ProcEntry[] = listProcesses()): number[] {
  const found = [pid];
  for (let i = 0; i < found.length; i++) for (const p of procs) if (p.ppid === found[i]) found.push(p.pid);
  return found;
}

/** The machine's busy and total jiffies since boot, over every core (/proc/stat's first line). */
function machineJiffies(): { busy: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const [, ...values] = line.trim().split(/\s+/);
    const n = values.map(Number);
    const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
    const idle = (n[3] ?? 0) + (n[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** Groups of processes to account for, by name; each names its pids anew at every sample. */
export type CpuGroups = Record<string, () => number[]>;

type Sample = {
  at: number;
  machine: ReturnType<typeof machineJiffies>;
  self: NodeJS.CpuUsage;
  groups: Record<string, Map<number, number>>;
  loadAverage: number[];
};

export type CpuReport = {
  seconds: number;
  cores: number;
  /** Busy share of all the machine's cores during the window, % (null: unknown). */
  machineBusyPct: number | null;
  loadAverageStart: number[];
  loadAverageEnd: number[];
  /** CPU seconds and % of one core, for this process and each group. */
  parts: { name: string; cpuSeconds: number | null; ofOneCorePct: number | null }[];
};

function sample(groups: CpuGroups): Sample {
  const byGroup: Record<string, Map<number, number>> = {};
  for (const [name, pids] of Object.entries(groups)) {
    const times = new Map<number, number>();
    for (const pid of pids()) {
      const s = processCpuSeconds(pid);
      if (s !== null) times.set(pid, s);
    }
    byGroup[name] = times;
  }
  return {
    at: performance.now(),
    machine: machineJiffies(),
    self: process.cpuUsage(),
    groups: byGroup,
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

/**
 * Starts a CPU window: call the answer's `end()` when the measured load stops. A process that
 * starts during the window counts from zero; one that ends during it is lost (short-lived ones are
 * rare here: pooled connections, long-running servers).
 */
export function cpuWindow(selfName: string, groups: CpuGroups): { end: () => CpuReport } {
  const start = sample(groups);
  return {
    end: () => {
      const end = sample(groups);
      const seconds = (end.at - start.at) / 1000;
      const share = (cpu: number | null) => (cpu === null || seconds <= 0 ? null : (cpu / seconds) * 100);
      const selfCpu = (end.self.user - start.self.user + end.self.system - start.self.system) / 1e6;
      const parts: CpuReport['parts'] = [{ name: selfName, cpuSeconds: selfCpu, ofOneCorePct: share(selfCpu) }];
      for (const name of Object.keys(groups)) {
        const before = start.groups[name] ?? new Map<number, number>();
        const after = end.groups[name] ?? new Map<number, number>();
        let cpu: number | null = after.size ? 0 : null;
        for (const [pid, s] of after) cpu = (cpu ?? 0) + Math.max(0, s - (before.get(pid) ?? 0));
        parts.push({ name, cpuSeconds: cpu, ofOneCorePct: share(cpu) });
      }
      const m0 = start.machine;
      const m1 = end.machine;
      const machineBusyPct = m0 && m1 && m1.total > m0.total ? ((m1.busy - m0.busy) / (m1.total - m0.total)) * 100 : null;
      return {
        seconds,
        cores: os.cpus().length,
        machineBusyPct,
        loadAverageStart: start.loadAverage,
        loadAverageEnd: end.loadAverage,
        parts,
      };
    },
  };
}
