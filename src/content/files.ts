// Which files in the content folder are content: *.yaml/*.yml in pages/,
// niches/ and legal/ (dotfiles, e.g. editor lock files, are not), each one a
// file inside the content folder. A symlink may point elsewhere inside it; one
// that leads out of it (../.env, /etc/passwd) or nowhere is an error naming the
// link and its target, and the target is never read, so no code frame can
// print what it holds.
import { lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Issue } from '../errors.js';

export interface ContentRoot {
  abs: string;
  /** The folder's real path: containment is decided on real paths. */
  real: string;
}

/** Why a file system call failed, in words (no errno jargon, no stack). */
export function fsReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied (check the file mode and owner)';
    case 'ENOENT':
      return 'it does not exist';
    case 'ELOOP':
      return 'a symlink loop';
    case 'ENAMETOOLONG':
      return 'the file name is too long';
    case 'EISDIR':
      return 'it is a folder';
    case 'ENOTDIR':
      return 'a part of its path is a file, not a folder';
    default:
      return code ?? String((error as Error)?.message ?? error);
  }
}

const issue = (abs: string, message: string): Issue => ({ file: displayPath(abs), line: 1, col: 1, field: '', message });

/**
 * 'ok' when `abs` may be read as content, 'missing' when nothing is there;
 * otherwise pushes why not (a symlink out of the folder, a dangling one) and
 * returns 'refused'.
 */
export function statEntry(root: ContentRoot, abs: string, issues: Issue[]): 'ok' | 'missing' | 'refused' {
  let link: boolean;
  try {
    link = lstatSync(abs).isSymbolicLink();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    issues.push(issue(abs, `cannot be read: ${fsReason(error)}`));
    return 'refused';
  }
  if (!link) return 'ok';
  let target: string;
  try {
    target = readlinkSync(abs);
  } catch (error) {
    issues.push(issue(abs, `cannot be read: ${fsReason(error)}`));
    return 'refused';
  }
  let real: string;
  try {
    real = realpathSync(abs);
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'which does not exist' : `which cannot be followed: ${fsReason(error)}`;
    issues.push(issue(abs, `is a symlink to ${target}, ${why}: remove the link or restore its target`));
    return 'refused';
  }
  if (!inside(root.real, real)) {
    issues.push(issue(abs, `is a symlink to ${real}, outside the content folder ${displayPath(root.abs)}: lpgen reads only files inside it (copy the file in, or remove the link)`));
    return 'refused';
  }
  return 'ok';
}

function inside(rootReal: string, real: string): boolean {
  const rel = path.relative(rootReal, real);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/**
 * The YAML files of content/<dir>, sorted, each allowed by statEntry. A file
 * whose name differs from another's only in its extension (x.yml, x.yaml) or in
 * case (X.yaml, x.yaml: one file on macOS and Windows) is a duplicate error
 * naming both; the first is kept.
 */
export function listContentDir(root: ContentRoot, dir: string, issues: Issue[], required: boolean): string[] {
  const abs = path.join(root.abs, dir);
  const state = statEntry(root, abs, issues);
  if (state === 'missing') {
    if (required) issues.push(issue(abs, `${dir} directory not found`));
    return [];
  }
  if (state === 'refused') return [];
  let names: string[];
  // A plain file needs no statEntry: only links (and entries of unknown type) are looked at (10,000 lstat calls saved).
  const plain = new Set<string>();
  try {
    if (!statSync(abs).isDirectory()) {
      issues.push(issue(abs, `is a file, but content/${dir}/ must be a folder of .yaml files: move the file away`));
      return [];
    }
    const entries = readdirSync(abs, { withFileTypes: true });
    names = entries.map((e) => e.name);
    for (const e of entries) if (e.isFile()) plain.add(e.name);
  } catch (error) {
    issues.push(issue(abs, `cannot be read: ${fsReason(error)}`));
    return [];
  }
  const seen = new Map<string, string>();
  const files: string[] = [];
  // A listed name has no separator: joined by hand (folderPrefix).
  const prefix = folderPrefix(abs);
  // By slicing, not by a regular expression per name: a pages/ folder lists 10,000 of them on every build.
  const stemOf = (n: string) => (n.endsWith('.yaml') ? n.slice(0, -5) : n.endsWith('.yml') ? n.slice(0, -4) : undefined);
  for (const name of names.filter((n) => n[0] !== '.' && stemOf(n) !== undefined).sort()) {
    const file = prefix + name;
    const key = stemOf(name)!.toLowerCase();
    const twin = seen.get(key);
    if (twin !== undefined) {
      const why = twin.replace(/\.ya?ml$/, '') === name.replace(/\.ya?ml$/, '')
        ? `both define ${dir}/${key}: keep one of them`
        : 'their names differ only in case, and they are one file on macOS and Windows: rename one';
      issues.push(issue(file, `duplicate of ${displayPath(path.join(abs, twin))}: ${why}`));
      continue;
    }
    seen.set(key, name);
    if (plain.has(name) || statEntry(root, file, issues) === 'ok') files.push(file);
  }
  return files;
}

/**
 * A normalized folder with a separator at its end: a name with no separator of its own (a listed file, a path
 * path.relative made) joined to it by concatenation is what path.join gives, at a fraction of its cost in a
 * loop over 10,000 files.
 */
export const folderPrefix = (dir: string): string => (dir.endsWith(path.sep) ? dir : dir + path.sep);

/** A path as the user sees it: relative to the current folder when inside it, '/'-separated. */
export function displayPath(abs: string): string {
  const cwd = process.cwd();
  // A normalized path under the working folder, as almost every page's is: its tail is what path.relative gives,
  // at a tenth of the cost (a quick rebuild names 10,000 pages).
  if (path.sep === '/' && abs.length > cwd.length + 1 && abs[cwd.length] === '/' && abs.startsWith(cwd) && cwd !== '/' && !/\/\.{0,2}(\/|$)|\/\//.test(abs)) return abs.slice(cwd.length + 1);
  const rel = path.relative(cwd, abs);
  return (rel && !rel.startsWith('..') ? rel : abs).split(path.sep).join('/');
}
