// What each landing route took from the rest of the site in the last full
// plan (plan/landing.ts LandingLinks: its link lists, crumbs, hub links and
// local facts), kept for a rebuild in place (build/in-place.ts): a changed
// page whose summary is unchanged, under an unchanged plan key, takes the same
// links, so its route is built from its page and these, with no plan of the
// other 10,000 pages.
//
// Kept per output folder, under the plan key it was made with, in 64 sealed
// shard files by route (a rebuild reads the shards of its changed pages only).
// Neighbouring pages share most of their lists: a shard holds each distinct
// value once and a route the numbers of its own.
import path from 'node:path';
import type { Logger } from '../log.js';
import type { LandingLinks } from '../plan/landing.js';
import type { LandingRoute } from '../model.js';
import type { PlannedLandingView } from '../plan/planned.js';
import { cacheFileName, shardOf, SHARDS } from './store.js';
import { sealedFiles } from './verify.js';

const FORMAT = 'lpgen-landing-links/1';
interface Shard {
  format: string;
  /** The plan key (quick-rebuild.ts planKey) of the build whose routes these are. */
  plan: string;
  /** Each distinct [field, JSON of its value] once. */
  values: [string, string][];
  /** Output file → the numbers of its route's values. */
  routes: Record<string, number[]>;
}

const folderOf = (cacheDir: string, outDir: string) => path.join(cacheDir, cacheFileName('links', outDir, ''));

export interface LinksRecorder {
  /**
   * Notes a landing route's links as the build keys it, and returns them serialized: exactly JSON.stringify of
   * them, which the route's key hashes (build-cache.ts routeKeyer), so they are serialized once for both.
   */
  record(route: LandingRoute<PlannedLandingView>): string;
  /** Writes every shard under the plan key, once every landing route was recorded. */
  save(planKey: string): void;
}

/**
 * Records the links of a full plan's landing routes for the next rebuild in place. Each distinct value is kept
 * once for the whole site while the build runs (a list object seen before is not serialized again), and each
 * shard takes its own share of them when it is written.
 */
export function linksRecorder(cacheDir: string, outDir: string, log: Logger): LinksRecorder {
  const values: string[] = [];
  const byJson = new Map<string, number>();
  const byObject = new WeakMap<object, number>();
  const fields: string[] = [];
  const fieldNumbers = new Map<string, number>();
  // Per shard: output file → [field number, value number, …].
  const shards = Array.from({ length: SHARDS }, () => new Map<string, number[]>());
  const valueNumber = (value: unknown): number => {
    const known = typeof value === 'object' && value !== null ? byObject.get(value) : undefined;
    if (known !== undefined) return known;
    const json = JSON.stringify(value) ?? 'null';
    let n = byJson.get(json);
    if (n === undefined) byJson.set(json, (n = values.push(json) - 1));
    if (typeof value === 'object' && value !== null) byObject.set(value, n);
    return n;
  };
  return {
    record(route) {
      const { site: _site, page: _page, ...links } = route.props;
      const numbers: number[] = [];
      let json = '';
      for (const field in links) {
        const value = links[field as keyof typeof links];
        // Left out, as JSON.stringify leaves it out: the key and the shell's shape read a missing value as undefined.
        if (value === undefined) continue;
        let f = fieldNumbers.get(field);
        if (f === undefined) fieldNumbers.set(field, (f = fields.push(field) - 1));
        const n = valueNumber(value);
        numbers.push(f, n);
        json += `${json ? ',' : '{'}${JSON.stringify(field)}:${values[n]}`;
      }
      shards[shardOf(route.outFile)].set(route.outFile, numbers);
      return json ? `${json}}` : '{}';
    },
    save(planKey) {
      const files = sealedFiles('landing links cache', 'planning the whole site', log);
      const dir = folderOf(cacheDir, outDir);
      shards.forEach((routes, i) => {
        const local = new Map<string, number>();
        const shard: Shard = { format: FORMAT, plan: planKey, values: [], routes: {} };
        for (const [outFile, numbers] of routes) {
          const own: number[] = [];
          for (let k = 0; k < numbers.length; k += 2) {
            const id = `${numbers[k]}:${numbers[k + 1]}`;
            let n = local.get(id);
            if (n === undefined) local.set(id, (n = shard.values.push([fields[numbers[k]], values[numbers[k + 1]]]) - 1));
            own.push(n);
          }
          shard.routes[outFile] = own;
        }
        files.write(path.join(dir, `${i}.json`), shard);
      });
    },
  };
}

/**
 * The links of these routes (by output file) as the last full plan under `planKey` made them; undefined when one
 * is missing, or its shard was made under another plan key, is unreadable or does not verify.
 */
export function keptLinks(cacheDir: string, outDir: string, planKey: string, outFiles: string[], log: Logger): LandingLinks[] | undefined {
  const files = sealedFiles('landing links cache', 'planning the whole site', log);
  const dir = folderOf(cacheDir, outDir);
  const read = new Map<number, Shard | undefined>();
  const out: LandingLinks[] = [];
  for (const outFile of outFiles) {
    const i = shardOf(outFile);
    if (!read.has(i)) {
      const stored = files.read(path.join(dir, `${i}.json`));
      const shard = 'value' in stored ? (stored.value as Shard | null) : undefined;
      read.set(i, shard?.format === FORMAT && shard.plan === planKey && Array.isArray(shard.values) && typeof shard.routes === 'object' ? shard : undefined);
    }
    const shard = read.get(i);
    const numbers = shard?.routes?.[outFile];
    if (!shard || !Array.isArray(numbers)) return undefined;
    const links: Record<string, unknown> = {};
    for (const n of numbers) {
      const pair = shard.values[n];
      if (!Array.isArray(pair) || typeof pair[0] !== 'string' || typeof pair[1] !== 'string') return undefined;
      links[pair[0]] = JSON.parse(pair[1]);
    }
    if (!Array.isArray(links.crumbs)) return undefined;
    out.push(links as LandingLinks);
  }
  return out;
}
