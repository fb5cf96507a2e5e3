// "Did you mean …?" for a sheet's file column, linear in the rows: a row that
// misses only by how the path is written (content/pages/x.yaml, .\pages\x.yml,
// pages/X.yaml) is found by one Map look-up on a normalised key; a real typo
// gets an edit-distance suggestion among the pages that start like it, and only
// the first SUGGESTED rows get one (a whole sheet with a wrong prefix would
// otherwise cost an edit distance per row per page: 103 s at 2,000 rows).
import { didYouMean } from '../suggest.js';

/** How many rows get an edit-distance suggestion; the report shows 50 lines, and a pattern shows in the first few. */
const SUGGESTED = 20;

/** 'content/pages/Dentist-Miami.yml' → 'dentist-miami': the page name a key stands for, however the path is written. */
function normalised(key: string, contentDir: string): string {
  let k = key.trim().replace(/\\/g, '/').toLowerCase();
  const content = contentDir.replace(/\\/g, '/').toLowerCase().replace(/\/+$/, '');
  for (const prefix of ['./', `${content}/`, 'content/', 'pages/']) if (k.startsWith(prefix)) k = k.slice(prefix.length);
  return k.replace(/\.ya?ml$/, '');
}

export class PageKeys {
  private readonly byName = new Map<string, string>();
  /** Keys by the first characters of their page name: where a typo's suggestion is looked for. */
  private readonly byStart = new Map<string, string[]>();
  private suggested = 0;

  constructor(
    keys: Iterable<string>,
    private readonly contentDir: string,
  ) {
    for (const key of keys) {
      const name = normalised(key, contentDir);
      if (!this.byName.has(name)) this.byName.set(name, key);
      const start = name.slice(0, 4);
      const bucket = this.byStart.get(start);
      if (bucket) bucket.push(key);
      else this.byStart.set(start, [key]);
    }
  }

  /** ' (did you mean "pages/x.yaml"? …)' for a key no page has, or ''. */
  suggest(key: string): string {
    const name = normalised(key, this.contentDir);
    const same = this.byName.get(name);
    if (same) return ` (did you mean "${same}"? the file column names the page inside the content folder, as lpgen export writes it)`;
    if (this.suggested >= SUGGESTED) return '';
    this.suggested++;
    return didYouMean(key, this.byStart.get(name.slice(0, 4)) ?? []);
  }
}
