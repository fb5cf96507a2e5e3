// Incremental builds, template side: what the compiled templates made, kept
// for the next build so that a quick rebuild (quick-rebuild.ts) of a page or
// two neither imports the templates nor loads React. Two things: the page
// shells React rendered and the shell renderer trusted (render/shell/), one
// file per shape, found by the page's shape key; and the icon sprite, one file
// per set of icon names it draws. Both hold only for the templates, lpgen's
// version and the packages installed with it (React) they were made by, so they live in a folder named by those
// (shells-<hash>/); a build with other templates starts another folder and
// removes the older ones. Files are sealed (verify.ts): a shell is markup that
// is published as it is, so one lpgen did not write is never filled. Shells
// are content-addressed and never rewritten: a build adds the shapes it newly
// trusted; keyed.json records the paths the templates read without printing,
// under which the keys were taken.
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../log.js';
import { shellFrom, storedShell } from '../render/shell/compile.js';
import type { KeptShells, TrustedShell } from '../render/shell/renderer.js';
import { cacheFileName, cacheHash } from './store.js';
import { sealedFiles, type SealedFiles } from './verify.js';

const FORMAT = 'lpgen-template-cache/1';
const FOLDER = /^shells-[0-9a-f]{16}$/;

interface KeyedFile {
  format: string;
  keyed: Record<string, string[]>;
}

/** The icon sprite as templates.iconSprite drew it, or none: templates without one. */
export type KeptSprite = { ids: string[]; svg: string } | { none: true };

export interface TemplateCache {
  /** The kept shells, for render/shell/renderer.ts useKeptShells. */
  shells(): KeptShells;
  /** Keeps the shells this build trusted (those taken under the paths keyed now). */
  saveShells(trusted: TrustedShell[], keyed: (kind: string) => string[]): void;
  sprite(names: readonly string[]): KeptSprite | undefined;
  saveSprite(names: readonly string[], sprite: KeptSprite): void;
}

/** The cache of these templates (their compiled hash, `templatesHash`) under `version` (lpgen's and its installed packages'), in `cacheDir`. */
export function openTemplateCache(cacheDir: string, version: string, templatesHash: string, log: Logger): TemplateCache {
  const name = cacheFileName('shells', cacheHash(FORMAT, version, templatesHash), '');
  const dir = path.join(cacheDir, name);
  const files: SealedFiles = sealedFiles('template cache', 'making it again with the templates', log);
  const read = (file: string): unknown => {
    const stored = files.read(path.join(dir, file));
    return 'value' in stored ? stored.value : undefined;
  };
  let keyedNow: Record<string, string[]> | undefined;
  const keyed = () => (keyedNow ??= keyedOf(read('keyed.json')));
  const write = (file: string, value: object) => {
    if (!existsSync(dir)) {
      mkdirSync(dir, { recursive: true });
      removeOthers(cacheDir, name);
    }
    files.write(path.join(dir, file), value);
  };
  return {
    shells: () => ({
      templates: templatesHash,
      keyed: keyed(),
      find: (key) => (/^[A-Za-z0-9_-]{43}$/.test(key) ? shellFrom(read(`${key}.json`)) : undefined),
    }),
    saveShells(trusted, keyedFor) {
      const before = keyed();
      const kinds = new Set([...Object.keys(before), ...trusted.map((t) => t.kind)]);
      const after: Record<string, string[]> = {};
      for (const kind of kinds) after[kind] = [...new Set([...(before[kind] ?? []), ...keyedFor(kind)])].sort();
      // A shell taken under fewer keyed paths than its kind has now would never be found: it is left out.
      // One per key (two threads may have trusted one shape), each shell file written once.
      const byKey = new Map(trusted.map((t) => [t.key, t]));
      const keep = [...byKey.values()].filter((t) => same(t.keyed, after[t.kind]) && !existsSync(path.join(dir, `${t.key}.json`)));
      if ([...kinds].some((k) => !same(before[k] ?? [], after[k]))) write('keyed.json', { format: FORMAT, keyed: after } satisfies KeyedFile);
      keyedNow = after;
      for (const t of keep) write(`${t.key}.json`, { format: FORMAT, kind: t.kind, ...storedShell(t.shell) });
    },
    sprite(names) {
      const kept = read(spriteFile(names)) as ({ format?: string; names?: unknown } & Partial<{ ids: unknown; svg: unknown; none: unknown }>) | undefined;
      if (kept?.format !== FORMAT || !same(kept.names as string[], [...names])) return undefined;
      if (kept.none === true) return { none: true };
      return Array.isArray(kept.ids) && kept.ids.every((id) => typeof id === 'string') && typeof kept.svg === 'string'
        ? { ids: kept.ids as string[], svg: kept.svg }
        : undefined;
    },
    saveSprite(names, sprite) {
      write(spriteFile(names), { format: FORMAT, names: [...names], ...sprite });
    },
  };
}

const spriteFile = (names: readonly string[]) => cacheFileName('sprite', cacheHash(...names));

const same = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  a !== undefined && b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);

function keyedOf(value: unknown): Record<string, string[]> {
  const file = value as Partial<KeyedFile> | undefined;
  if (file?.format !== FORMAT || typeof file.keyed !== 'object' || file.keyed === null) return {};
  const out: Record<string, string[]> = {};
  for (const [kind, paths] of Object.entries(file.keyed)) if (Array.isArray(paths) && paths.every((p) => typeof p === 'string')) out[kind] = paths;
  return out;
}

/** The folders of other templates or versions: only lpgen names folders so in its cache folder. */
function removeOthers(cacheDir: string, mine: string): void {
  for (const entry of readdirSync(cacheDir, { withFileTypes: true }))
    if (entry.isDirectory() && FOLDER.test(entry.name) && entry.name !== mine) rmSync(path.join(cacheDir, entry.name), { recursive: true, force: true });
}
