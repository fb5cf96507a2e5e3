// What content/public/ may publish. Everything in it is copied to the output
// as is, so this is where a secret could leak: a symbolic link to a file
// outside the content folder (/etc/passwd, ../.env, ~/.aws/credentials) is an
// error, dotfiles stay private unless site.yaml lists them, and a file that
// would replace a generated one (a page, _headers, robots.txt…) is an error.
import { readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { LpgenError } from './errors.js';

export interface PublicFile {
  /** Relative to public/, '/'-separated: also its path in the output. */
  rel: string;
  /** The file to copy (a link inside the content folder is resolved). */
  abs: string;
}

export interface PublicListing {
  files: PublicFile[];
  /** Dotfiles left out because site.yaml does not list them. */
  skipped: string[];
}

const within = (child: string, parent: string) => child === parent || child.startsWith(parent + path.sep);

/** `allowed` lists paths relative to public/ ('.well-known', '.nojekyll'); a listed folder allows everything under it. */
export function listPublicFiles(contentDir: string, allowed: readonly string[]): PublicListing {
  const publicDir = path.join(contentDir, 'public');
  const shown = (rel: string) => path.join(path.relative(process.cwd(), publicDir) || publicDir, rel);
  const files: PublicFile[] = [];
  const skipped: string[] = [];
  const problems: string[] = [];
  let root: string;
  try {
    root = realpathSync(contentDir);
  } catch {
    return { files, skipped };
  }
  const isAllowed = (rel: string) => allowed.some((a) => rel === a || rel.startsWith(`${a.replace(/\/$/, '')}/`));
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const r = rel ? `${rel}/${entry.name}` : entry.name;
      const abs = path.join(dir, entry.name);
      if (r.split('/').some((part) => part.startsWith('.')) && !isAllowed(r)) {
        skipped.push(r);
        continue;
      }
      let real = abs;
      if (entry.isSymbolicLink()) {
        try {
          real = realpathSync(abs);
        } catch {
          problems.push(`${shown(r)} is a symbolic link to a file that does not exist; remove it.`);
          continue;
        }
        // Only the target's name is printed, never its contents.
        if (!within(real, root)) {
          problems.push(`${shown(r)} is a symbolic link to ${real}, outside the content folder: lpgen publishes only files inside it. Copy the file in if it is meant to be public, or remove the link.`);
          continue;
        }
      }
      const stat = statSync(real);
      if (stat.isDirectory()) walk(real, r);
      else if (stat.isFile()) files.push({ rel: r, abs: real });
      else problems.push(`${shown(r)} is not a regular file; remove it from public/.`);
    }
  };
  try {
    if (statSync(publicDir).isDirectory()) walk(publicDir, '');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (problems.length) throw new LpgenError(problems.join('\n'));
  return { files, skipped };
}

/** A public file may not replace a file the build generates: the rendered page or site file would silently be lost. */
export function assertNoCollisions(files: readonly PublicFile[], generated: Iterable<string>, contentDir: string): void {
  const made = new Set(generated);
  const publicDir = path.relative(process.cwd(), path.join(contentDir, 'public')) || path.join(contentDir, 'public');
  const clashes = files.filter((f) => made.has(f.rel));
  if (!clashes.length) return;
  throw new LpgenError(
    clashes
      .map((f) => `${path.join(publicDir, f.rel)} would replace the generated ${f.rel}: rename or remove it (generated pages come from content/pages/, _headers, robots.txt and sitemap.xml from site.yaml).`)
      .join('\n'),
  );
}
