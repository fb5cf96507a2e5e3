// The data cascade: site defaults ← niche preset ← page (later wins), like
// Eleventy's data merge: plain objects deep-merge, lists replace, null removes.
// A testimonial is one person's words with its own source and date: a page that sets
// one replaces the inherited one whole (merged key by key, a real quote would inherit
// the preset's `illustrative: true`, or a sample's author under the page's quote).
import { isPlain, type Plain } from './plain.js';

/** The cascade's levels, in merge order. */
export type Layer = 'site' | 'niche' | 'page';

/**
 * Which layer supplied each value: a top-level key ('heroHeadline', 'painPoints'),
 * or a key of an object ('testimonial.quote': a testimonial replaces whole, so all its
 * keys share one layer). Lists replace, so a list has one entry for all its items. A key no layer set is absent (a schema
 * default, e.g. ctaText).
 */
export type Provenance = Record<string, Layer>;

/** Top-level keys whose object value replaces the inherited one whole, like a list. */
const ATOMIC: ReadonlySet<string> = new Set(['testimonial']);

/**
 * Merges `layer` into `out` (values are shared, never copied). With `origins`,
 * notes the layer of every value it writes: one assignment per key, so recording
 * provenance costs little more than the plain merge.
 */
function mergeInto(out: Plain, layer: Plain, name?: Layer, origins?: Provenance, prefix = ''): void {
  for (const key of Object.keys(layer)) {
    const value = layer[key];
    if (value === undefined) continue;
    const prev = out[key];
    if (isPlain(prev) && isPlain(value) && !(prefix === '' && ATOMIC.has(key))) {
      // A fresh object: `prev` may be an earlier layer's own, which must not change.
      const both: Plain = {};
      mergeInto(both, prev);
      mergeInto(both, value, name, origins, origins && `${prefix}${key}.`);
      out[key] = both;
    } else {
      out[key] = value;
      if (origins) {
        // A null or a list replacing an object: the object's keys no longer exist (rare: no per-write scan otherwise).
        if (isPlain(prev)) for (const path of Object.keys(origins)) if (path.startsWith(`${prefix}${key}.`)) delete origins[path];
        note(value, name!, origins, prefix + key);
      }
    }
  }
}

/** Records `layer` for `path`, or for each key below it when it is a plain object (a later layer may override one). */
function note(value: unknown, layer: Layer, origins: Provenance, path: string): void {
  if (!isPlain(value) || Object.keys(value).length === 0) {
    origins[path] = layer;
    return;
  }
  for (const key of Object.keys(value)) if (value[key] !== undefined) note(value[key], layer, origins, `${path}.${key}`);
}

export function mergeLayers(...layers: Array<Plain | undefined>): Plain {
  const out: Plain = {};
  for (const layer of layers) if (layer) mergeInto(out, layer);
  return out;
}

/** mergeLayers, noting which layer supplied each value. */
export function mergeWithProvenance(layers: ReadonlyArray<readonly [Layer, Plain | undefined]>): { merged: Plain; provenance: Provenance } {
  const merged: Plain = {};
  const provenance: Provenance = {};
  for (const [name, layer] of layers) if (layer) mergeInto(merged, layer, name, provenance);
  return { merged, provenance };
}

/** The layer that supplied the value at `path` ('testimonial.quote', 'painPoints'): its own entry, else its nearest ancestor's. */
export function layerOf(provenance: Provenance, path: string): Layer | undefined {
  for (let p = path; ; ) {
    const layer = provenance[p];
    if (layer) return layer;
    const dot = p.lastIndexOf('.');
    if (dot < 0) return undefined;
    p = p.slice(0, dot);
  }
}
