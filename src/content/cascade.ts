// The data cascade: site defaults ← niche preset ← page (later wins), like
// Eleventy's data merge: plain objects deep-merge, lists replace, null removes.
type Plain = Record<string, unknown>;

const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

export function mergeLayers(...layers: Array<Plain | undefined>): Plain {
  const out: Plain = {};
  for (const layer of layers) {
    if (!layer) continue;
    for (const [key, value] of Object.entries(layer)) {
      if (value === undefined) continue;
      const prev = out[key];
      out[key] = isPlain(prev) && isPlain(value) ? mergeLayers(prev, value) : value;
    }
  }
  return out;
}
