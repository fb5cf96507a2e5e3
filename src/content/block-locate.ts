// Positions in a block-style YAML file from one pass over its lines, for
// locate.ts: a content file that the fast path read (fast-yaml.ts) is almost
// always plain block YAML (keys, `- ` items, scalars, block scalars), whose
// structure the indentation alone gives. Locating a warning in it then costs a
// line scan instead of the `yaml` package's Document parse of the whole file
// (which made a build with a warning in each of 10,000 pages take twice as long).
// Anything this scan does not model (flow collections' insides, quoted keys,
// tabs, documents markers) is left out of the index, and locate.ts asks the
// Document for it; test/content/block-locate.test.ts holds every position it
// gives to the Document's.

export interface BlockEntry {
  /** Where the Document locator points for this path: a mapping key's first character, or a list item's. */
  at: number;
  /** A scalar value's source: from its first character to the end of its last line (undefined for a mapping or a list). */
  value?: [start: number, end: number];
}

/**
 * The index, as a tree of the file's mappings and lists: a lookup walks a path's segments, where one map keyed
 * by the joined path made and hashed a string per key (most of the scan's time on a rich page).
 */
export interface BlockNode {
  /** Absent for the root and for a list item whose value starts on a later line (the Document points there). */
  entry?: BlockEntry;
  keys?: Map<string, BlockNode>;
  items?: BlockNode[];
}

/** The entry at `path`, if the scan indexed one. */
export function lookup(root: BlockNode, path: ReadonlyArray<PropertyKey>): BlockEntry | undefined {
  let node: BlockNode | undefined = root;
  for (const segment of path) {
    node = typeof segment === 'number' ? node.items?.[segment] : node.keys?.get(String(segment));
    if (!node) return undefined;
  }
  return node.entry;
}

/**
 * The paths an index is made for, as a tree: the scan keeps the nodes on them and sends every other key and item to
 * one node it never looks up (OFF), which saves a string and a map entry per key of the file. A file with one
 * warning is asked one or two paths.
 */
interface Wanted {
  keys: Map<string, Wanted>;
  items: Map<number, Wanted>;
}

function wantedTree(paths: ReadonlyArray<ReadonlyArray<PropertyKey>>): Wanted {
  const root: Wanted = { keys: new Map(), items: new Map() };
  for (const path of paths) {
    let node = root;
    for (const segment of path) {
      const children: Map<string | number, Wanted> = typeof segment === 'number' ? node.items : node.keys;
      const key = typeof segment === 'number' ? segment : String(segment);
      let next = children.get(key);
      if (!next) children.set(key, (next = { keys: new Map(), items: new Map() }));
      node = next;
    }
  }
  return root;
}

/** Where the scan puts what no wanted path reaches: written to, never read. */
const OFF: BlockNode = {};

/** The index's root and node builders: every node, or (`wanted`) only those on the wanted paths. */
function nodeMaker(text: string, wanted: Wanted | undefined) {
  const root: BlockNode = {};
  const wants = new Map<BlockNode, Wanted>(wanted ? [[root, wanted]] : []);
  return {
    root,
    key(parent: BlockNode, at: number, nameEnd: number, entry: BlockEntry): BlockNode {
      if (parent === OFF) return OFF;
      let child: Wanted | undefined;
      if (wanted) {
        for (const [name, w] of wants.get(parent)!.keys) if (nameEnd - at === name.length && text.startsWith(name, at)) child = w;
        if (!child) return OFF;
      }
      const name = text.slice(at, nameEnd);
      const keys = (parent.keys ??= new Map());
      let node = keys.get(name);
      // A repeated key: the Document's index keeps the first (and the fast path refuses the file anyway).
      if (!node) keys.set(name, (node = { entry }));
      if (child) wants.set(node, child);
      return node;
    },
    item(parent: BlockNode, index: number): BlockNode {
      if (parent === OFF) return OFF;
      const child = wanted && wants.get(parent)!.items.get(index);
      if (wanted && !child) return OFF;
      const node = ((parent.items ??= [])[index] ??= {});
      if (child) wants.set(node, child);
      return node;
    },
  };
}

interface Frame {
  col: number;
  kind: 'map' | 'seq';
  node: BlockNode;
  index: number;
}

/** The white space String.prototype.trim removes (WhiteSpace and LineTerminator): what the scan skips. */
function isBlank(code: number): boolean {
  if (code === 32 || (code >= 9 && code <= 13)) return true;
  if (code < 0xa0) return false;
  return code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/** The first position in [from, to) that is not blank, or `to`. */
export function skipBlank(text: string, from: number, to: number): number {
  while (from < to && isBlank(text.charCodeAt(from))) from++;
  return from;
}

/** The end of [from, to) with its trailing blanks left out. */
export function trimmedEnd(text: string, from: number, to: number): number {
  while (to > from && isBlank(text.charCodeAt(to - 1))) to--;
  return to;
}

const isNameStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isNameChar = (c: number) => isNameStart(c) || (c >= 48 && c <= 57) || c === 45;
const isSpaceOrTab = (c: number) => c === 32 || c === 9;

/**
 * Where the name ends when a plain key starts at `from` on a line ending at `end`: a name ([A-Za-z_][\w-]*), spaces
 * or tabs, a colon, then a space, a tab or the line's end. Else -1.
 */
export function keyNameEnd(text: string, from: number, end: number): number {
  if (from >= end || !isNameStart(text.charCodeAt(from))) return -1;
  let name = from + 1;
  while (name < end && isNameChar(text.charCodeAt(name))) name++;
  let colon = name;
  while (colon < end && isSpaceOrTab(text.charCodeAt(colon))) colon++;
  if (colon >= end || text.charCodeAt(colon) !== 58) return -1;
  return colon + 1 === end || isSpaceOrTab(text.charCodeAt(colon + 1)) ? name : -1;
}

/** A list item's dash at `at`: `-` alone on the rest of the line, or followed by a space. */
export const isDash = (text: string, at: number, end: number) => text.charCodeAt(at) === 45 && (at + 1 === end || text.charCodeAt(at + 1) === 32);

/**
 * The index of the file's block structure, or undefined when its lines are not plain block YAML as modelled here.
 * It reads the text by position and makes no string but each key's name: slicing each line into strings and
 * matching them with a regular expression took twice the time in a build (bench/RESULTS.md, section "Issue 34, second session").
 * With `wanted`, only those paths (and the nodes on the way) are indexed; the whole file is still read, so the
 * answer on whether it is plain block YAML is the same.
 */
export function blockIndex(text: string, wanted?: ReadonlyArray<ReadonlyArray<PropertyKey>>): BlockNode | undefined {
  const nodes = nodeMaker(text, wanted && wantedTree(wanted));
  const frames: Frame[] = [];
  /** A key or item whose value is on the lines below, deeper than `col` (or a list at `col` for a key). */
  let pending: { node: BlockNode; col: number; key: boolean } | undefined;
  /** A scalar (or flow value) spreading over the lines deeper than `col`: its entry's end moves with them. */
  let scalar: { col: number; entry?: BlockEntry } | undefined;
  let offset = 0;
  while (offset < text.length) {
    let end = text.indexOf('\n', offset);
    if (end === -1) end = text.length;
    const start = offset;
    offset = end + 1;
    let first = start;
    while (text.charCodeAt(first) === 32) first++;
    const col = first - start;
    if (text.charCodeAt(first) === 9 && first < end) return undefined;
    const lineEnd = trimmedEnd(text, start, end);
    if (lineEnd <= first) continue;
    if (scalar && col > scalar.col) {
      if (scalar.entry?.value) scalar.entry.value[1] = lineEnd;
      continue;
    }
    scalar = undefined;
    if (text.charCodeAt(first) === 35) continue;
    if (col === 0 && (text.startsWith('---', first) || text.startsWith('...', first) || text.charCodeAt(first) === 37)) return undefined;
    while (frames.length > 0 && frames[frames.length - 1].col > col) frames.pop();
    let c = col;
    let at = first;
    for (;;) {
      const dash = isDash(text, at, end);
      const nameEnd = dash ? -1 : keyNameEnd(text, at, end);
      let top = frames[frames.length - 1];
      // A key at the column of a list that hangs under a key of the same column ends that list.
      if (nameEnd >= 0 && top?.kind === 'seq' && top.col === c) {
        frames.pop();
        top = frames[frames.length - 1];
      }
      if (dash) {
        if (top?.kind === 'seq' && top.col === c) {
          top.index++;
        } else {
          if (pending ? !(c > pending.col || (pending.key && c === pending.col)) : frames.length > 0) return undefined;
          frames.push((top = { col: c, kind: 'seq', node: pending?.node ?? nodes.root, index: 0 }));
        }
        pending = undefined;
        const item = nodes.item(top.node, top.index);
        const itemAt = skipBlank(text, at + 1, end);
        if (itemAt === end || text.charCodeAt(itemAt) === 35) {
          // Not indexed: the Document points at the item's value on a later line.
          pending = { node: item, col: c, key: false };
          break;
        }
        item.entry = { at: itemAt };
        if (keyNameEnd(text, itemAt, end) >= 0 || isDash(text, itemAt, end)) {
          // `- key: v` or `- - v`: a mapping or list at the item's column, the item's own value.
          pending = { node: item, col: c, key: false };
          c = itemAt - start;
          at = itemAt;
          continue;
        }
        scalar = valueOf(item.entry, text.charCodeAt(itemAt), itemAt, lineEnd, c);
        if (!scalar) return undefined;
        break;
      }
      if (nameEnd < 0) return undefined;
      if (!(top?.kind === 'map' && top.col === c)) {
        if (pending ? c <= pending.col : frames.length > 0) return undefined;
        frames.push((top = { col: c, kind: 'map', node: pending?.node ?? nodes.root, index: 0 }));
      }
      pending = undefined;
      const entry: BlockEntry = { at };
      const node = nodes.key(top.node, at, nameEnd, entry);
      let colon = nameEnd;
      while (text.charCodeAt(colon) !== 58) colon++;
      const valueAt = skipBlank(text, colon + 1, end);
      if (valueAt === end || text.charCodeAt(valueAt) === 35) {
        pending = { node, col: c, key: true };
        break;
      }
      scalar = valueOf(entry, text.charCodeAt(valueAt), valueAt, lineEnd, c);
      if (!scalar) return undefined;
      break;
    }
  }
  return nodes.root;
}

/** Records a value that starts (with the character `first`) on its key's or item's line; the lines deeper than `col` continue it. */
function valueOf(entry: BlockEntry, first: number, from: number, lineEnd: number, col: number): { col: number; entry?: BlockEntry } | undefined {
  // Anchors, aliases and tags (& * !): the fast path sends such files to the Document, so they are not modelled.
  if (first === 38 || first === 42 || first === 33) return undefined;
  // A flow collection's inside ([ or {) is not indexed (its paths go to the Document); a scalar's source is its range.
  if (first === 91 || first === 123) return { col };
  entry.value = [from, lineEnd];
  return { col, entry };
}
