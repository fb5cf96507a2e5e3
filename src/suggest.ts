// "Did you mean …?" for unknown keys, niches and cities.

/** Levenshtein distance, two rows; inputs here are short identifiers. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length];
}

/** Something that can be suggested: the id to print and every name it also goes by (display name, slug, audience). */
export interface Named {
  id: string;
  names?: readonly string[];
}

interface Score {
  d: number;
  prefix: number;
}

/**
 * How close `needle` is to `name`: edit distance first; a name sharing a prefix
 * of 3+ characters with the input (`dentl` ~ `dentist`) still counts when the
 * distance alone would be too far, because people abbreviate.
 */
function score(needle: string, name: string): Score | null {
  const hay = name.toLowerCase();
  const d = editDistance(needle, hay);
  let common = 0;
  while (common < needle.length && common < hay.length && needle[common] === hay[common]) common++;
  const prefix = hay.startsWith(needle) ? needle.length : common >= 3 && common >= needle.length - 2 ? common : 0;
  if (d > Math.max(2, Math.floor(Math.max(needle.length, hay.length) / 3)) && prefix === 0) return null;
  return { d, prefix };
}

const better = (x: Score, y: Score) => x.d - y.d || y.prefix - x.prefix;

/** Ids ordered by their closest name (distance, then longer shared prefix, then id), keeping only plausible ones. */
export function closestNamed(input: string, things: Iterable<Named>, limit = 3): string[] {
  const needle = input.toLowerCase();
  const scored: Array<{ id: string; s: Score }> = [];
  for (const thing of things) {
    let best: Score | null = null;
    for (const name of [thing.id, ...(thing.names ?? [])]) {
      const s = score(needle, name);
      if (s && (!best || better(s, best) < 0)) best = s;
    }
    if (best) scored.push({ id: thing.id, s: best });
  }
  return scored
    .sort((x, y) => better(x.s, y.s) || x.id.localeCompare(y.id))
    .slice(0, limit)
    .map(({ id }) => id);
}

/** Candidates ordered by closeness, keeping only plausible ones (distance ≤ max(2, len/3), or a shared prefix). */
export function closest(input: string, candidates: Iterable<string>, limit = 3): string[] {
  return closestNamed(
    input,
    [...candidates].map((id) => ({ id })),
    limit,
  );
}

export function didYouMean(input: string, candidates: Iterable<string | Named>): string {
  const things = [...candidates].map((c) => (typeof c === 'string' ? { id: c } : c));
  const [best] = closestNamed(input, things, 1);
  return best ? ` (did you mean "${best}"?)` : '';
}
