// Pages arrive in the main thread with strings it can shrink. A page loaded on a
// worker thread is a copy holding its own copy of each string it shares with the
// others (its niche preset's copy, the site defaults, provenance layer names),
// since a structured clone never reuses a string from another message. A page
// loaded in this thread holds strings that V8 made as slices of its file's text
// (the YAML parser's values): one kept value keeps the whole text alive.
// At 10,000 rich pages most strings from workers were duplicates, and one flat
// copy of each string took about a third of the heap the pages took as they were
// (see bench/RESULTS.md, section "Speed issue (13), fifth session"). So one flat copy of each
// string is kept, in place (src/workers/stage.ts, batch by batch), for pages
// from workers and pages loaded here alike (their copy is the same whichever
// thread read them: rich pages repeat much of their text). Pages read back from
// the content cache (JSON.parse) are copies too and are not shared yet: a
// rebuild's memory was not measured with it.

/**
 * Replaces, in place, every string in `value` (plain objects and arrays) by the first equal one `table` has seen,
 * copied flat. `skip`: a top-level key whose value is left as it is (a page's packed copy: one string of its own).
 */
export function shareStrings<T>(value: T, table: Map<string, string> = new Map(), skip?: string): T {
  replaceStrings(value, (s) => shared(s, table), skip);
  return value;
}

function replaceStrings(value: unknown, replace: (s: string) => string, skip?: string): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      if (typeof item === 'string') value[i] = replace(item);
      else replaceStrings(item, replace);
    }
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (key === skip) continue;
    const item = record[key];
    if (typeof item === 'string') record[key] = replace(item);
    else replaceStrings(item, replace);
  }
}

/**
 * An equal string that holds on to nothing else. V8 keeps a whole string alive behind a slice of 13
 * characters or more (a word of a page's text; the YAML parser's scalars, slices of the file's text):
 * what is kept for good is copied flat. Shorter ones are made afresh; a longer copy is sliced from the
 * flattened concatenation, which holds only itself.
 */
export const flat = (s: string) => (s.length < 13 ? s : (' ' + s).slice(1));

function shared(s: string, table: Map<string, string>): string {
  const seen = table.get(s);
  if (seen !== undefined) return seen;
  const own = flat(s);
  table.set(own, own);
  return own;
}
