// The peer in the bench: the same generated pages built by Hugo (Debian's hugo, if installed) with an
// equivalent layout of similar page weight (bench/hugo/layouts). Each page's YAML becomes its front matter
// as it is; the layout fills the {placeholders} and draws the same sections. Nothing of Hugo's is committed
// but those layout templates; the Hugo site is written into a temporary folder from the generated content.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const HUGO = '/usr/bin/hugo';
export const hugoInstalled = (): boolean => existsSync(HUGO);

/** Writes a Hugo site for the generated content's pages into dir; returns its page count. */
export function writeHugoSite(content: string, dir: string): number {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'content', 'p'), { recursive: true });
  cpSync(path.join(import.meta.dirname, 'hugo', 'layouts'), path.join(dir, 'layouts'), { recursive: true });
  writeFileSync(
    path.join(dir, 'config.yaml'),
    ['baseURL: https://bench.example/', 'languageCode: en-us', 'title: FloridaCRM', 'disableKinds: [taxonomy, term, RSS, sitemap]', 'uglyURLs: false', ''].join(
      '\n',
    ),
  );
  const pages = readdirSync(path.join(content, 'pages'))
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  const slugs = pages.map((file) => file.slice(0, -'.yaml'.length));
  for (const [i, file] of pages.entries()) {
    const yaml = readFileSync(path.join(content, 'pages', file), 'utf8');
    const slug = slugs[i];
    // The links lpgen's planner lists (nearby cities, other niches, the footer's solutions), 18 neighbours here,
    // computed by this script as lpgen computes its own: Hugo's templates would compare every pair of pages.
    const related = Array.from({ length: 18 }, (_, k) => slugs[(i + k + 1) % slugs.length]);
    // Hugo's own keys: the page's URL is its file name, at the top level as lpgen writes it.
    const front = `url: /${slug}/\nrelated: [${related.join(', ')}]\n${yaml.replace(/^(url|slug|type|layout|date|draft|related):.*$/gm, '')}`;
    writeFileSync(path.join(dir, 'content', 'p', `${slug}.md`), `---\n${front}\n---\n`);
  }
  return pages.length;
}

/** The arguments of a cold Hugo build into `out` (no cache kept between runs). */
export const hugoArgs = (site: string, out: string, cacheDir: string): string[] => [
  '--source',
  site,
  '--destination',
  out,
  '--cacheDir',
  cacheDir,
  '--quiet',
  '--noBuildLock',
];
