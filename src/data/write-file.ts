// A file lpgen writes outside the content folder (the queue's sheet): the content
// writer's own system calls (content-write/durable.ts), without its journal and
// lock, which belong to the content folder: a temp beside the target, fsync,
// rename, fsync of the folder. Files inside content/ go through
// content-write/content-files.ts.
import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { syncFolder, writeSynced } from '../content-write/durable.js';
import { tempBeside } from '../content-write/temp-files.js';

export function writeFileAtomic(abs: string, text: string): void {
  const temp = tempBeside(abs);
  try {
    writeSynced(temp, text, undefined);
    renameSync(temp, abs);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  syncFolder(path.dirname(abs));
}
