// The names of the temp files a content write makes beside its targets, and
// the finding of ones a killed lpgen left. A temp is named for its target and
// the process writing it (`.x.yaml.lpgen-1234-9f2c01ab.tmp`): a leftover never
// blocks the next write (every write picks a fresh name), and is removed once
// its process is provably gone. Names of older lpgen versions are known too
// (`x.yaml.lpgen-update.tmp`, which made every later update fail with EEXIST).
import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { running } from '../output/stale-temps.js';

const TEMP = /^\.(.+)\.lpgen-(\d+)-[0-9a-f]{8}\.tmp$/;
/** Older versions: update's fixed name (no process id), city add's and the routes lock's. */
const OLDER = [/^.+\.ya?ml\.lpgen-update\.tmp$/, /^.+\.ya?ml\.lpgen-(\d+)\.tmp$/, /^routes\.lock\.(\d+)\.tmp$/];

/** Temps this process is writing now: a leftover of a dead process that had our pid is not one of them. */
export const activeTemps = new Set<string>();

/** A fresh temp file name beside `target`, for this process. */
export function tempBeside(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.lpgen-${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
}

/** The target a temp name belongs to, when `temp` is one of this writer's names for it (journal.ts checks this). */
export function isTempOf(temp: string, target: string, pid: number): boolean {
  const m = TEMP.exec(path.basename(temp));
  return m !== null && path.dirname(temp) === path.dirname(target) && m[1] === path.basename(target) && Number(m[2]) === pid;
}

/** Whether the process that made temp file `name` is gone (a name of an older version without a pid: always). */
function abandoned(dir: string, name: string): boolean {
  const m = TEMP.exec(name) ?? OLDER.map((p) => p.exec(name)).find(Boolean);
  if (!m) return false;
  const pid = m[2] ?? m[1];
  if (pid === undefined || !/^\d+$/.test(pid)) return true;
  if (Number(pid) === process.pid) return !activeTemps.has(path.join(dir, name));
  return !running(Number(pid));
}

/** Removes the temps of dead processes in the content folder and its page, niche and legal folders; returns them. */
export function removeStaleTemps(contentDir: string): string[] {
  const removed: string[] = [];
  for (const sub of ['', 'pages', 'niches', 'legal']) {
    const dir = path.join(contentDir, sub);
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names.sort()) {
      if (!name.includes('.lpgen-') && !name.startsWith('routes.lock.')) continue;
      if (!abandoned(dir, name)) continue;
      rmSync(path.join(dir, name), { force: true });
      removed.push(path.join(dir, name));
    }
  }
  return removed;
}
