// A throwaway project (content/ beside a sentinel file and a .git folder) and
// a fingerprint of a folder, to prove a refused command changed nothing.
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copySite } from '../helpers.js';

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

/** Hash of every path, file body, link text and mode under dir (links are not followed: a dangling one counts too). */
export function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (abs: string, rel: string) => {
    const stat = lstatSync(abs);
    hash.update(`${rel}\0${stat.mode}\0`);
    if (stat.isSymbolicLink()) hash.update(readlinkSync(abs));
    else if (stat.isDirectory()) for (const name of readdirSync(abs).sort()) walk(path.join(abs, name), `${rel}/${name}`);
    else hash.update(readFileSync(abs));
  };
  walk(dir, '');
  return hash.digest('hex');
}
