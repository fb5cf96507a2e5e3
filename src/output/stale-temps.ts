// Temp folders beside the output (`.lpgen-tmp-<out>-<pid>-<random>`, and the
// `-old` one a swap leaves for a moment) outlive a build that was killed.
// The next build of the same output removes them, but only folders that are
// provably lpgen's and abandoned: the exact name pattern, a real folder (not a
// link), holding lpgen's output marker or nothing at all, and made by a
// process that no longer runs. Anything else beside the output is left alone.
import { existsSync, lstatSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { OUTPUT_MARKER } from './output-guard.js';

export { tempPrefix } from './temp-names.js';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function running(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes abandoned temp folders of the output `base` inside `parent`; returns their names. */
export function removeStaleTemps(parent: string, base: string): string[] {
  const pattern = new RegExp(`^\\.lpgen-tmp-${escape(base)}-(\\d+)-[0-9a-f]{12}(?:-old)?$`);
  const removed: string[] = [];
  for (const name of readdirSync(parent)) {
    const m = pattern.exec(name);
    if (!m || running(Number(m[1]))) continue;
    const dir = path.join(parent, name);
    if (!lstatSync(dir).isDirectory()) continue;
    if (!existsSync(path.join(dir, OUTPUT_MARKER)) && readdirSync(dir).length > 0) continue;
    rmSync(dir, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
