// Runs one command as a child process and measures wall time and peak RSS.
// Peak RSS comes from GNU time's "Maximum resident set size" (the kernel's
// ru_maxrss for the node process, all its threads included) when /usr/bin/time
// exists; otherwise /proc/<pid>/status VmHWM (the same high-water mark) is
// polled until the process exits.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export interface Measured {
  ms: number;
  rssMb?: number;
  /** User + system CPU seconds of the process and its threads (GNU time only). */
  cpuS?: number;
  stdout: string;
  stderr: string;
  code: number | null;
}

const GNU_TIME = '/usr/bin/time';

export function measure(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Measured> {
  const viaTime = existsSync(GNU_TIME);
  const started = performance.now();
  const child = viaTime ? spawn(GNU_TIME, ['-v', cmd, ...args], { env }) : spawn(cmd, args, { env });
  let stdout = '';
  let stderr = '';
  let hwmKb = 0;
  child.stdout.on('data', (c) => (stdout += c));
  child.stderr.on('data', (c) => (stderr += c));
  const poll = viaTime
    ? undefined
    : setInterval(() => {
        try {
          const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
          if (m) hwmKb = Math.max(hwmKb, Number(m[1]));
        } catch {
          /* exited between polls */
        }
      }, 20);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      if (poll) clearInterval(poll);
      const m = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
      const kb = m ? Number(m[1]) : hwmKb;
      const user = /User time \(seconds\): ([\d.]+)/.exec(stderr);
      const sys = /System time \(seconds\): ([\d.]+)/.exec(stderr);
      const cpuS = user && sys ? Number(user[1]) + Number(sys[1]) : undefined;
      resolve({ ms, rssMb: kb ? kb / 1024 : undefined, cpuS, stdout, stderr, code });
    });
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
