// A command that changes several content files changes all of them or none,
// even when it is killed: every new text is first written to a temp file
// beside its target (temp-files.ts), and the journal, `.lpgen-journal` in the
// content folder, lists the temp → target pairs. The journal is saved twice:
// `writing` before the first temp is made, `renaming` once every temp is on
// the disk (the commit point), and removed after the last rename. A command
// killed in between leaves it behind, and the next command that takes the
// content lock (content-lock.ts) reads it: `writing` → the temps are removed
// and every file is as it was; `renaming` → the remaining temps are renamed
// and every file is new.
import { existsSync, linkSync, lstatSync, readFileSync, readlinkSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from '../content/files.js';
import { LpgenError } from '../errors.js';
import { plural } from '../rules/labels.js';
import { writeStep } from './crash-hook.js';
import { syncFolder, writeSynced } from './durable.js';
import { isTempOf, tempBeside } from './temp-files.js';

export const JOURNAL = '.lpgen-journal';

export interface JournalEntry {
  /** The file as the command names it (maybe a symlink in the content folder). */
  file: string;
  /** Where the bytes go: the file, or the end of its chain of links. */
  target: string;
  temp: string;
  /** A new file: it never replaces one that appeared meanwhile. */
  create?: boolean;
}

export interface Journal {
  pid: number;
  command: string;
  state: 'writing' | 'renaming';
  files: JournalEntry[];
}

export const journalPath = (contentDir: string) => path.join(path.resolve(contentDir), JOURNAL);

/** Saves the journal in one rename: it is there whole or not at all. */
export function saveJournal(contentDir: string, journal: Journal): void {
  const file = journalPath(contentDir);
  const temp = tempBeside(file);
  try {
    writeSynced(temp, `${JSON.stringify(journal, null, 1)}\n`, undefined);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  syncFolder(path.dirname(file));
  writeStep();
}

export function removeJournal(contentDir: string): void {
  rmSync(journalPath(contentDir), { force: true });
  syncFolder(path.resolve(contentDir));
  writeStep();
}

/** Puts every temp of a committed journal in place; returns the files whose new text was a conflict (a new file that appeared meanwhile). */
export function applyJournal(files: JournalEntry[], onRenamed: () => void = () => {}): string[] {
  const kept: string[] = [];
  const dirs = new Set<string>();
  for (const entry of files) {
    if (!existsSync(entry.temp)) continue; // renamed before a crash
    if (entry.create) {
      // link, not rename: it fails when the file exists, and a file somebody else made is never replaced.
      try {
        linkSync(entry.temp, entry.target);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST') {
          if (statSync(entry.target).ino !== statSync(entry.temp).ino) kept.push(entry.file);
        } else if (code === 'EPERM' || code === 'ENOTSUP' || code === 'EXDEV') {
          // A file system without hard links: a rename after a check, as close as it can get.
          if (existsSync(entry.target)) kept.push(entry.file);
          else renameSync(entry.temp, entry.target);
        } else throw error;
      }
      rmSync(entry.temp, { force: true });
    } else renameSync(entry.temp, entry.target);
    dirs.add(path.dirname(entry.target));
    onRenamed();
  }
  for (const dir of dirs) syncFolder(dir);
  return kept;
}

/** The journal a dead command left, checked so that it can only move lpgen's own temps onto files of this content folder. */
function readJournal(contentDir: string): Journal | undefined {
  const file = journalPath(contentDir);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const bad = (why: string): never => {
    throw new LpgenError(`${displayPath(file)} ${why}; it is not lpgen's: look at it, then remove it`);
  };
  let journal: Journal;
  try {
    journal = JSON.parse(text) as Journal;
  } catch {
    return bad('is not a journal lpgen wrote');
  }
  if (!Number.isInteger(journal?.pid) || !['writing', 'renaming'].includes(journal.state) || !Array.isArray(journal.files)) bad('is not a journal lpgen wrote');
  const root = path.resolve(contentDir);
  for (const e of journal.files) {
    const rel = path.relative(root, String(e.file));
    if (rel.startsWith('..') || path.isAbsolute(rel)) bad(`names ${e.file}, outside the content folder`);
    if (!isTempOf(String(e.temp), String(e.target), journal.pid) || writtenFile(e.file) !== e.target)
      bad(`names ${e.temp}, which is not a temp file of ${e.file}`);
  }
  return journal;
}

/**
 * Finishes or rolls back the journal of a command that died; returns the line that says which (undefined: no journal).
 * Called under the content lock, so no live command is writing: the journal's process is gone (or its id reused).
 */
export function recoverJournal(contentDir: string): string | undefined {
  const journal = readJournal(contentDir);
  if (!journal) return undefined;
  const what = `an interrupted ${journal.command} (process ${journal.pid})`;
  const where = displayPath(journalPath(contentDir));
  const n = journal.files.length;
  if (journal.state === 'writing') {
    const temps = journal.files.filter((e) => existsSync(e.temp));
    for (const e of temps) rmSync(e.temp, { force: true });
    rmSync(journalPath(contentDir), { force: true });
    return `rolled back ${what}: its ${plural(n, 'file')} ${n === 1 ? 'is as it was' : 'are as they were'} before it (${where}, ${plural(temps.length, 'temp file')} removed)`;
  }
  const pending = journal.files.filter((e) => existsSync(e.temp)).length;
  const kept = applyJournal(journal.files);
  removeJournal(contentDir);
  const conflict = kept.length > 0 ? `; kept ${kept.map(displayPath).join(', ')}, made meanwhile by someone else` : '';
  return `finished ${what}: ${pending} of its ${plural(n, 'file')} ${pending === 1 ? 'was' : 'were'} still to be put in place, now ${n === 1 ? 'it is' : `all ${n} are`} written (${where})${conflict}`;
}

/** The file a write of `file` lands in: the end of its chain of symlinks, or the file itself (also when it does not exist yet). */
export function writtenFile(file: string): string {
  let at = path.resolve(file);
  for (let hops = 0; hops < 40; hops++) {
    let stat;
    try {
      stat = lstatSync(at);
    } catch {
      return at;
    }
    if (!stat.isSymbolicLink()) return at;
    at = path.resolve(path.dirname(at), readlinkSync(at));
  }
  throw new LpgenError(`${displayPath(file)}: too many levels of symbolic links`);
}
