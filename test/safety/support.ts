// A throwaway project (content/ beside a sentinel file and a .git folder) and
// a fingerprint of a folder, to prove a refused command changed nothing.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copySite, snapshotDir } from '../helpers.js';

export interface Project {
  root: string;
  content: string;
  sentinel: string;
  /** Hash of every file under the project root (content, sentinel, .git). */
  fingerprint(): string;
}

export function project(): Project {
  const content = copySite();
  const root = path.dirname(content);
  const sentinel = path.join(root, 'notes.txt');
  writeFileSync(sentinel, 'my notes, not lpgen’s\n');
  mkdirSync(path.join(root, '.git'));
  writeFileSync(path.join(root, '.git', 'HEAD'), 'ref: refs/heads/main\n');
  return { root, content, sentinel, fingerprint: () => fingerprint(root) };
}

export function fingerprint(dir: string): string {
  return createHash('sha256').update(JSON.stringify([...snapshotDir(dir)])).digest('hex');
}
