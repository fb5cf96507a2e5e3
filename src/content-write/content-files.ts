// The one way lpgen changes a content file (publish, update, new, new niche,
// city add, routes.lock). Each new text goes to a temp file beside its target,
// is synced to the disk and renamed over the target, and the folder is
// synced; a symlinked file stays a link (the bytes go to the end of its chain)
// and a replaced file keeps its mode. Many files at once go through the
// journal (journal.ts), so a killed command leaves the old set or the new one,
// and all of it happens under the content lock (content-lock.ts).
import { existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from '../content/files.js';
import { LpgenError } from '../errors.js';
import type { Logger } from '../log.js';
import { withContentLock } from './content-lock.js';
import { writeStep } from './crash-hook.js';
import { writeSynced } from './durable.js';
import { fileError } from './file-error.js';
import { applyJournal, journalPath, removeJournal, saveJournal, writtenFile, type Journal, type JournalEntry } from './journal.js';
import { activeTemps, tempBeside } from './temp-files.js';

export { withContentLock } from './content-lock.js';
export { writtenFile } from './journal.js';

export interface ContentWrite {
  file: string;
  text: string;
  /** A new file: the command fails rather than replace one that appeared since it looked (lpgen new without --force). */
  create?: boolean;
}

/** Writes every file or none, under the content lock; `command` ('lpgen update') names this run to a second writer and in the journal. */
export function writeContentFiles(contentDir: string, writes: ContentWrite[], command: string, log: Logger): void {
  if (writes.length === 0) return;
  withContentLock(contentDir, command, log, () => {
    const files: JournalEntry[] = writes.map((w) => {
      const file = path.resolve(w.file);
      const target = writtenFile(file);
      return { file, target, temp: tempBeside(target), ...(w.create ? { create: true } : {}) };
    });
    const journal: Journal = { pid: process.pid, command, state: 'writing', files };
    const nothing = '; nothing was changed';
    try {
      saveJournal(contentDir, journal);
    } catch (error) {
      throw fileError(error, journalPath(contentDir), 'write', nothing);
    }
    let at = 0;
    try {
      for (; at < files.length; at++) {
        const entry = files[at];
        if (entry.create && existsSync(entry.target)) throw new LpgenError(`${displayPath(entry.file)} appeared while lpgen was writing${nothing}`);
        const mode = entry.create ? undefined : statSync(entry.target, { throwIfNoEntry: false })?.mode;
        activeTemps.add(entry.temp);
        writeSynced(entry.temp, writes[at].text, mode === undefined ? undefined : mode & 0o7777);
        writeStep();
      }
    } catch (error) {
      for (const entry of files.slice(0, at + 1)) rmSync(entry.temp, { force: true });
      forget(files);
      removeJournal(contentDir);
      throw fileError(error, files[at].file, 'write', nothing);
    }
    saveJournal(contentDir, { ...journal, state: 'renaming' });
    let kept: string[];
    try {
      kept = applyJournal(files, writeStep);
    } catch (error) {
      throw fileError(
        error,
        files.find((e) => existsSync(e.temp))?.file ?? contentDir,
        'rename',
        `; ${displayPath(journalPath(contentDir))} lets the next lpgen command finish the rest`,
      );
    } finally {
      forget(files);
    }
    removeJournal(contentDir);
    if (kept.length > 0)
      throw new LpgenError(
        `${kept.map(displayPath).join(', ')} appeared while lpgen was writing and ${kept.length === 1 ? 'was' : 'were'} kept; the other files were written`,
      );
  });
}

/** One file: the same path, a journal of one. */
export function writeContentFile(contentDir: string, write: ContentWrite, command: string, log: Logger): void {
  writeContentFiles(contentDir, [write], command, log);
}

function forget(files: JournalEntry[]): void {
  for (const entry of files) activeTemps.delete(entry.temp);
}
