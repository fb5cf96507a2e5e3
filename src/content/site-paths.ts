// Where a site-relative path written in content lands in the output: a file
// copied from content/public/ (not a folder, nothing outside it).
import { statSync } from 'node:fs';
import path from 'node:path';
import { sitePathProblem } from '../urls.js';

export type PublicTarget = 'file' | 'folder' | 'missing';

/** What content/public/<href> is; call after sitePathProblem(href) found nothing wrong. */
export function publicTarget(contentDir: string, href: string): PublicTarget {
  const rel = href.split(/[?#]/)[0].split('/').map((s) => decodeURIComponent(s));
  try {
    const stat = statSync(path.join(contentDir, 'public', ...rel));
    return stat.isFile() ? 'file' : stat.isDirectory() ? 'folder' : 'missing';
  } catch {
    return 'missing';
  }
}

/** Why `src` (a hero image) is not a file in content/public/, or undefined when it is. */
export function publicFileProblem(contentDir: string, src: string): string | undefined {
  const problem = sitePathProblem(src);
  if (problem) return `hero image ${src} ${problem}`;
  const target = publicTarget(contentDir, src);
  if (target === 'folder') return `hero image ${src} is a folder in content/public/, not a file`;
  if (target === 'missing') return `hero image ${src} not found in content/public/`;
  return undefined;
}
