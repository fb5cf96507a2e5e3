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

/** Candidates ordered by closeness, keeping only plausible ones (distance ≤ max(2, len/3)). */
export function closest(input: string, candidates: Iterable<string>, limit = 3): string[] {
  const needle = input.toLowerCase();
  return [...candidates]
    .map((c) => ({ c, d: editDistance(needle, c.toLowerCase()), prefix: c.toLowerCase().startsWith(needle) }))
    .filter(({ d, c, prefix }) => prefix || d <= Math.max(2, Math.floor(Math.max(needle.length, c.length) / 3)))
    .sort((x, y) => Number(y.prefix) - Number(x.prefix) || x.d - y.d || x.c.localeCompare(y.c))
    .slice(0, limit)
    .map(({ c }) => c);
}

export function didYouMean(input: string, candidates: Iterable<string>): string {
  const [best] = closest(input, candidates, 1);
  return best ? ` (did you mean "${best}"?)` : '';
}
