// What content/public/ adds to the site, checked before a byte is copied:
// only files that are really inside the content folder (a symbolic link to
// /etc/passwd or ../.env would otherwise be published, and so would public/
// itself as a link to another folder), no dotfiles unless site.yaml lists them
// (.well-known/ always), whether named so in public/ or only at a link's
// target, no two names one file on macOS and Windows, and nothing that would
// silently replace a file lpgen generates (a page, an asset, _headers,
// robots.txt…) or a folder it writes into.
import { lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from '../content/files.js';
import { ContentError, sortIssues, type Issue } from '../errors.js';

export interface PublicFile {
  /** '/'-separated, relative to public/ and to the output folder. */
  rel: string;
  /** The file to copy (a link's target, once checked). */
  from: string;
}

export interface PublicScan {
  files: PublicFile[];
  /** Dotfiles left out because site.yaml does not list them. */
  skipped: string[];
}

const ALWAYS = ['.well-known/'];

const issue = (abs: string, message: string): Issue => ({ file: displayPath(abs), line: 1, col: 1, field: '', message });

/** True when some segment of the '/'-separated path starts with a dot. */
export const hasDotSegment = (rel: string): boolean => rel.split('/').some((s) => s.startsWith('.'));

function published(rel: string, allowed: string[]): boolean {
  if (!hasDotSegment(rel)) return true;
  return allowed.some((a) => (a.endsWith('/') ? rel.startsWith(a) : rel === a));
}

/** `real` relative to the folder `root` ('/'-separated), or undefined when it is not strictly inside it. */
function below(root: string, real: string): string | undefined {
  return real.startsWith(root + path.sep)
    ? real
        .slice(root.length + 1)
        .split(path.sep)
        .join('/')
    : undefined;
}

/** The name two paths share on a file system that ignores case (macOS, Windows). */
const caseKey = (rel: string) => rel.toLowerCase();

/** Lists public/ (absent: nothing); throws a ContentError naming every link out, dangling link or odd file. */
export function scanPublic(contentDir: string, dotfiles: string[] = []): PublicScan {
  const root = path.join(contentDir, 'public');
  const files: PublicFile[] = [];
  const skipped: string[] = [];
  const issues: Issue[] = [];
  let stat;
  try {
    stat = statSync(root);
  } catch {
    return { files, skipped };
  }
  if (!stat.isDirectory()) throw new ContentError([issue(root, 'public must be a folder')]);
  const realContent = realpathSync(contentDir);
  // public/ itself is a path component like any other: as a link it must lead to a folder inside the content
  // folder, and not to a dot folder the dotfile rule keeps out (content/.secrets).
  const realRoot = realpathSync(root);
  const rootRel = below(realContent, realRoot);
  if (rootRel === undefined || hasDotSegment(rootRel)) {
    const where = rootRel === undefined ? `${realRoot}, outside the content folder` : `the dot folder ${rootRel}`;
    throw new ContentError([
      issue(root, `is a symbolic link to ${where}: lpgen publishes only files inside the content folder, and no dotfiles. Make public a folder of its own`),
    ]);
  }
  const allowed = [...ALWAYS, ...dotfiles];
  /** Why a link's real target may not be published, if it may not: outside the content folder, or a dotfile. */
  /** Why a link's real target may not be published: outside the content folder, or a dotfile (by the rule for public/ inside it). */
  const targetProblem = (link: string, target: string): string | undefined => {
    const inContent = below(realContent, target);
    if (inContent === undefined)
      return `is a symbolic link to ${target}, outside the content folder: lpgen publishes only files inside it. Copy the file in if it belongs on the site`;
    const inPublic = below(realRoot, target);
    if (inPublic !== undefined ? published(inPublic, allowed) : !hasDotSegment(inContent)) return undefined;
    return `is a symbolic link to the dotfile ${link}: lpgen publishes a dotfile only from public/, and only when site.yaml publicDotfiles lists it`;
  };
  const walk = (rel: string) => {
    const seen = new Map<string, string>();
    for (const name of readdirSync(path.join(root, rel)).sort()) {
      const r = rel ? `${rel}/${name}` : name;
      const abs = path.join(root, r);
      if (!published(r, allowed) && !published(`${r}/`, allowed)) {
        skipped.push(r);
        continue;
      }
      // Siblings only: two paths that differ only in case differ in one folder's entries (their parents are one).
      const twin = seen.get(caseKey(name));
      if (twin !== undefined) {
        issues.push(
          issue(
            abs,
            `duplicate of ${displayPath(path.join(root, rel, twin))}: their names differ only in case, and they are one file on macOS and Windows: rename one`,
          ),
        );
        continue;
      }
      seen.set(caseKey(name), name);
      const entry = lstatSync(abs);
      if (entry.isDirectory()) walk(r);
      else if (entry.isFile()) files.push({ rel: r, from: abs });
      else if (entry.isSymbolicLink()) {
        // The link text is named, never the target's contents.
        const link = readlinkSync(abs);
        let target: string;
        try {
          target = realpathSync(abs);
        } catch {
          issues.push(issue(abs, `is a symbolic link to ${link}, which does not exist`));
          continue;
        }
        const problem = targetProblem(link, target);
        if (problem) issues.push(issue(abs, problem));
        else if (!statSync(target).isFile()) issues.push(issue(abs, `is a symbolic link to the folder ${link}: copy the folder into public/ instead`));
        else files.push({ rel: r, from: target });
      } else issues.push(issue(abs, 'is neither a file nor a folder (a socket, pipe or device): remove it from public/'));
    }
  };
  walk('');
  if (issues.length) throw new ContentError(issues);
  return { files, skipped };
}

/**
 * Throws a ContentError for every public file that would replace a generated one (named: what it would
 * replace): at its path, at the path of a folder lpgen writes into (public/dentist-crm-miami against
 * dentist-crm-miami/index.html), or inside a folder at the path of a generated file (public/index.html/x).
 * Paths are compared ignoring case, as macOS and Windows compare them.
 */
export function checkCollisions(contentDir: string, files: PublicFile[], generated: Map<string, string>): void {
  const byKey = new Map<string, [string, string]>();
  // Every folder a generated file lies in, with one such file: linear in the generated paths' segments.
  const folders = new Map<string, string>();
  for (const [rel, what] of generated) {
    byKey.set(caseKey(rel), [rel, what]);
    for (let i = rel.lastIndexOf('/'); i > 0; i = rel.lastIndexOf('/', i - 1)) {
      const folder = caseKey(rel.slice(0, i));
      if (folders.has(folder)) break; // and so are its parents
      folders.set(folder, rel);
    }
  }
  const issues: Issue[] = [];
  const reported = new Set<string>();
  const collide = (publicRel: string, generatedRel: string, kind: 'file' | 'folder') => {
    if (reported.has(publicRel)) return;
    reported.add(publicRel);
    const [rel, what] = byKey.get(caseKey(generatedRel))!;
    issues.push(issue(path.join(contentDir, 'public', publicRel), `would replace the generated ${rel} (${what}): rename or remove the public ${kind}`));
  };
  for (const f of files) {
    const key = caseKey(f.rel);
    if (byKey.has(key)) collide(f.rel, f.rel, 'file');
    else if (folders.has(key)) collide(f.rel, folders.get(key)!, 'file');
    for (let i = f.rel.indexOf('/'); i > 0; i = f.rel.indexOf('/', i + 1)) {
      const folder = f.rel.slice(0, i);
      if (byKey.has(caseKey(folder))) collide(folder, folder, 'folder');
    }
  }
  if (issues.length) throw new ContentError(sortIssues(issues));
}
