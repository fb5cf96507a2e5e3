// What content/public/ adds to the site, checked before a byte is copied:
// only files that are really inside the content folder (a symbolic link to
// /etc/passwd or ../.env would otherwise be published), no dotfiles unless
// site.yaml lists them (.well-known/ always), and nothing that would silently
// replace a file lpgen generates (a page, an asset, _headers, robots.txt…).
import { lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { ContentError, type Issue } from '../errors.js';

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

const issue = (abs: string, message: string): Issue => ({ file: path.relative(process.cwd(), abs) || abs, line: 1, col: 1, field: '', message });

function published(rel: string, allowed: string[]): boolean {
  const segments = rel.split('/');
  if (!segments.some((s) => s.startsWith('.'))) return true;
  return allowed.some((a) => (a.endsWith('/') ? rel.startsWith(a) : rel === a));
}

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
  const allowed = [...ALWAYS, ...dotfiles];
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(root, rel)).sort()) {
      const r = rel ? `${rel}/${name}` : name;
      const abs = path.join(root, r);
      if (!published(r, allowed) && !published(`${r}/`, allowed)) {
        skipped.push(r);
        continue;
      }
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
        if (!target.startsWith(realContent + path.sep)) issues.push(issue(abs, `is a symbolic link to ${target}, outside the content folder: lpgen publishes only files inside it. Copy the file in if it belongs on the site`));
        else if (!statSync(target).isFile()) issues.push(issue(abs, `is a symbolic link to the folder ${link}: copy the folder into public/ instead`));
        else files.push({ rel: r, from: target });
      } else issues.push(issue(abs, 'is neither a file nor a folder (a socket, pipe or device): remove it from public/'));
    }
  };
  walk('');
  if (issues.length) throw new ContentError(issues);
  return { files, skipped };
}

/** Throws a ContentError for every public file that has the path of a generated one (named: what it would replace). */
export function checkCollisions(contentDir: string, files: PublicFile[], generated: Map<string, string>): void {
  const issues = files.flatMap((f) => {
    const what = generated.get(f.rel);
    return what ? [issue(path.join(contentDir, 'public', f.rel), `would replace the generated ${f.rel} (${what}): rename or remove the public file`)] : [];
  });
  if (issues.length) throw new ContentError(issues);
}
