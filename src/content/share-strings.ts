// Pages loaded on worker threads arrive as copies: every page holds its own
// copy of each string it shares with the others (its niche preset's copy, the
// site defaults, provenance layer names), since a structured clone never reuses
// a string from another message. Measured at 10,000 rich pages: 84 MB of strings
// in the main thread, 63 MB of them duplicates. One copy of each is kept here,
// in place (src/workers/stage.ts, batch by batch). Pages read back from the
// content cache (JSON.parse) are copies too and are not shared yet: a rebuild's
// memory was not measured with it.

/** Replaces, in place, every string in `value` (plain objects and arrays) by the first equal one `table` has seen. */
export function shareStrings<T>(value: T, table: Map<string, string> = new Map()): T {
  share(value, table);
  return value;
}

function share(value: unknown, table: Map<string, string>): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      if (typeof item === 'string') value[i] = shared(item, table);
      else share(item, table);
    }
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const item = record[key];
    if (typeof item === 'string') record[key] = shared(item, table);
    else share(item, table);
  }
}

function shared(s: string, table: Map<string, string>): string {
  const seen = table.get(s);
  if (seen !== undefined) return seen;
  table.set(s, s);
  return s;
}
