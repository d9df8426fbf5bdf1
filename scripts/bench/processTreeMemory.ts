/**
 * Peak resident memory of a process and all its descendants, sampled from /proc. GNU time's "Maximum resident set
 * size" is the largest single process only; a build that forks workers needs the sum over the tree.
 */
import {readdirSync, readFileSync} from 'node:fs';

export type MemorySampler = {stop: () => number};

export function sampleProcessTreeMemory(rootPid: number, intervalMs = 200): MemorySampler {
  let peakBytes = 0;
  const sample = () => {
    const bytes = treeResidentBytes(rootPid);
    if (bytes > peakBytes) peakBytes = bytes;
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peakBytes;
    },
  };
}

function treeResidentBytes(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentPid(Number(entry));
    if (parent === null) continue;
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    total += residentBytes(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

function readProc(pid: number, file: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null; // the process ended between listing and reading
  }
}

function parentPid(pid: number): number | null {
  const stat = readProc(pid, 'stat');
  if (stat === null) return null;
  // The command name in parentheses may contain spaces; the fields after it are state, then the parent's pid.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[1]);
}

function residentBytes(pid: number): number {
  const kilobytes = readProc(pid, 'status')?.match(/^VmRSS:\s+(\d+) kB/m)?.[1];
  return kilobytes ? Number(kilobytes) * 1024 : 0;
}
