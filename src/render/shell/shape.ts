// A page's shape: everything about its data the markup may depend on besides the
// printed text. The walk goes over the route's head and props in one fixed order
// (the same order the probe copy below uses) and writes a key of the structure
// (property names, list lengths, which values are present), every number, boolean
// and empty string, every string whose name the templates read without printing
// (an icon's name), and which strings equal an earlier one; the other strings are
// the page's values, filled into the shape's shell in walk order.
// The site is one object for every page of a build: it is part of the key whole
// (keyed once per object), never filled, so templates may read it any way.
import { createHash, type Hash } from 'node:crypto';
import type { Route } from '../../model.js';
import { JAVASCRIPT_URL } from './escape.js';

/** Characters that mark a value in a probe render; a page whose data holds one is rendered by React. */
export const MARK_OPEN = '\uE000';
export const MARK_CLOSE = '\uE001';
const MARKS = /[\uE000\uE001]/;

export type StaticRoute = Exclude<Route, { kind: 'admin' }>;

export interface Shape {
  /** A digest of the structure the walk wrote (see shapeOf). */
  key: string;
  /** The page's strings in walk order (one per occurrence). */
  values: string[];
}

/**
 * Per route kind: the paths of string fields the templates read without printing (discovered by compile.ts, or
 * declared), as a tree of property names ('props' → 'page' → 'features' → 'icon'; a list's items are at the
 * list's own node). The walk follows it alongside the data, so a path costs a map lookup per level.
 */
export class KeyedNames {
  readonly children = new Map<string, KeyedNames>();
  keyed = false;
  /** Adds 'props.page.href' (a path as compile.ts names it); true when it was new. */
  add(path: string): boolean {
    const node = path.split('\u0001').reduce<KeyedNames>((parent, name) => {
      let child = parent.children.get(name);
      if (!child) parent.children.set(name, (child = new KeyedNames()));
      return child;
    }, this);
    if (node.keyed) return false;
    node.keyed = true;
    return true;
  }
  /** A name anywhere: a field of that name in every object is keyed (a declared name such as an icon's). */
  anywhere = new Set<string>();
  child(name: string): KeyedNames | undefined {
    return this.children.get(name);
  }
  /** Every path added, as add() takes them, in a fixed order. */
  paths(prefix = ''): string[] {
    const out: string[] = [];
    for (const [name, child] of [...this.children].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const path = prefix ? `${prefix}\u0001${name}` : name;
      if (child.keyed) out.push(path);
      out.push(...child.paths(path));
    }
    return out;
  }
}

// The site by the digest of its text: each batch of routes a worker gets carries its own copy of it, and a
// shell kept for the next build (cache/template-cache.ts) is found by a key that holds no per-process id.
const siteKeys = new WeakMap<object, string>();
function siteKey(site: object): string {
  let key = siteKeys.get(site);
  if (key === undefined) siteKeys.set(site, (key = createHash('sha256').update(JSON.stringify(site)).digest('base64url')));
  return key;
}

interface Walk {
  site: object;
  /** The key written since the last flush into `hash`. */
  key: string;
  hash: Hash;
  values: string[];
  refused: boolean;
}

const keyedAt = (node: KeyedNames | undefined, name: string, root: KeyedNames) => node?.keyed === true || root.anywhere.has(name);

function walk(value: unknown, name: string, node: KeyedNames | undefined, root: KeyedNames, w: Walk): void {
  switch (typeof value) {
    case 'string':
      if (value === '') w.key += '""';
      else if (keyedAt(node, name, root) || JAVASCRIPT_URL.test(value)) w.key += JSON.stringify(value);
      else {
        if (MARKS.test(value)) w.refused = true;
        w.key += 's';
        w.values.push(value);
      }
      return;
    case 'number':
      w.key += `${Object.is(value, -0) ? '-0' : value};`;
      return;
    case 'boolean':
      w.key += value ? 'T' : 'F';
      return;
    case 'undefined':
      w.key += 'U';
      return;
    case 'object':
      if (value === null) {
        w.key += 'N';
        return;
      }
      if (value === w.site) {
        w.key += 'S';
        return;
      }
      if (Array.isArray(value)) {
        w.key += '[';
        for (let i = 0; i < value.length; i++) walk(value[i], name, node, root, w);
        w.key += ']';
        flush(w);
        return;
      }
      w.key += '{';
      for (const k in value) {
        const v = (value as Record<string, unknown>)[k];
        // A property holding undefined is one left out, as JSON leaves it out: a view read back from JSON (a
        // rebuild in place's kept links, build/in-place.ts) has the shape of the one written. Templates read a
        // missing property and an undefined one alike: they never list a view's keys (render/contract.ts).
        if (v === undefined) continue;
        // \u0001 ends a name: JSON.stringify escapes it, so no value or name written here contains it.
        w.key += MARKS.test(k) || k.includes('\u0001') ? `${JSON.stringify(k)}\u0001` : `${k}\u0001`;
        walk(v, k, node?.child(k), root, w);
      }
      w.key += '}';
      flush(w);
      return;
    default:
      // Functions, symbols, bigints: not plain data; the page goes to React.
      w.refused = true;
  }
}

/**
 * The key goes into a SHA-256 in pieces of a few KB: built whole, the key of a page that lists every other page
 * (the home page, a hub) was a rope of ~450,000 pieces (~14 MB) per render thread, and a map keyed by it held them.
 */
const flush = (w: Walk) => {
  if (w.key.length < 4096) return;
  w.hash.update(w.key);
  w.key = '';
};

/** The page's shape, or undefined when its data cannot be probed (a marker character in it, or data that is not plain). */
export function shapeOf(route: StaticRoute, keyed: KeyedNames): Shape | undefined {
  const site = route.props.site;
  const w: Walk = { site, key: `${route.kind}\u0002${siteKey(site)}\u0002`, hash: createHash('sha256'), values: [], refused: false };
  walk(route.head, 'head', keyed.child('head'), keyed, w);
  walk(route.props, 'props', keyed.child('props'), keyed, w);
  return w.refused ? undefined : { key: w.hash.update(w.key).digest('base64url'), values: w.values };
}

/** How a probe copy reports the reads of its strings. */
export interface Probe {
  /** The path each occurrence's string was found at (names joined by \u0001, list items at their list's path). */
  names: string[];
  /** True for an occurrence a template read (its property was got). */
  read: boolean[];
}

/**
 * The route with its i-th string replaced by valueOf(i), the same walk order as shapeOf. With a probe, each object
 * is a proxy recording which strings were read: a string no template reads need not be printed.
 */
export function substitute(route: StaticRoute, keyed: KeyedNames, valueOf: (i: number) => string, probe?: Probe): StaticRoute {
  const site = route.props.site;
  let n = 0;
  const copy = (value: unknown, name: string, path: string, node: KeyedNames | undefined): unknown => {
    if (typeof value === 'string') {
      if (value === '' || keyedAt(node, name, keyed) || JAVASCRIPT_URL.test(value)) return value;
      const i = n++;
      if (probe) {
        probe.names[i] = path;
        probe.read[i] = false;
      }
      return valueOf(i);
    }
    if (typeof value !== 'object' || value === null || value === site) return value;
    const occurrence = new Map<string, number>();
    let out: unknown;
    if (Array.isArray(value)) {
      const items: unknown[] = [];
      for (let i = 0; i < value.length; i++) {
        if (probe && isProbed(value[i], name, node, keyed)) occurrence.set(String(i), n);
        items.push(copy(value[i], name, path, node));
      }
      out = items;
    } else {
      const fields: Record<string, unknown> = {};
      for (const k in value) {
        const v = (value as Record<string, unknown>)[k];
        if (probe && isProbed(v, k, node?.child(k), keyed)) occurrence.set(k, n);
        fields[k] = copy(v, k, `${path}\u0001${k}`, node?.child(k));
      }
      out = fields;
    }
    if (!probe || occurrence.size === 0) return out;
    return new Proxy(out as object, {
      get(target, prop, receiver) {
        if (typeof prop === 'string') {
          const i = occurrence.get(prop);
          if (i !== undefined) probe.read[i] = true;
        }
        return Reflect.get(target, prop, receiver);
      },
    });
  };
  return {
    ...route,
    head: copy(route.head, 'head', 'head', keyed.child('head')),
    props: copy(route.props, 'props', 'props', keyed.child('props')),
  } as StaticRoute;
}

const isProbed = (value: unknown, name: string, node: KeyedNames | undefined, root: KeyedNames) =>
  typeof value === 'string' && value !== '' && !keyedAt(node, name, root) && !JAVASCRIPT_URL.test(value);
