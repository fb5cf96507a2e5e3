// A folder's files fed into a hash, name and bytes, in a fixed order: the key of
// what was built from them (the asset cache from templates/, the test run's
// compiled src/). node_modules and dot-entries are left out.
import type { Hash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Streams every file under root/rel into `hash` (its path relative to root, then its bytes), file by file, in
 * code-point order of their names: the same order under every locale, and no collator loaded for it (ICU's
 * first comparison cost ~10 ms of every rebuild).
 */
export function hashTree(hash: Hash, root: string, rel = ''): void {
  for (const e of readdirSync(path.join(root, rel), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const r = path.join(rel, e.name);
    if (e.isDirectory()) hashTree(hash, root, r);
    else
      hash
        .update(`${r}\0`)
        .update(readFileSync(path.join(root, r)))
        .update('\0');
  }
}
