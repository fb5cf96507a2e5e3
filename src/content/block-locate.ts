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

/** A path as the index keys it: names as they are, list positions marked. */
export const pathKey = (path: ReadonlyArray<PropertyKey>): string => path.map((s) => (typeof s === 'number' ? `#${s}` : `.${String(s)}`)).join('\u0000');

interface Frame {
  col: number;
  kind: 'map' | 'seq';
  path: string[];
  index: number;
}

const KEY = /^([A-Za-z_][\w-]*)[ \t]*:(?=[ \t]|$)/;

/** The index of the file's block structure, or undefined when its lines are not plain block YAML as modelled here. */
export function blockIndex(text: string): Map<string, BlockEntry> | undefined {
  const index = new Map<string, BlockEntry>();
  const frames: Frame[] = [];
  /** A key or item whose value is on the lines below, deeper than `col` (or a list at `col` for a key). */
  let pending: { path: string[]; col: number; key: boolean } | undefined;
  /** A scalar (or flow value) spreading over the lines deeper than `col`: its entry's end moves with them. */
  let scalar: { col: number; entry?: BlockEntry } | undefined;
  let offset = 0;
  while (offset < text.length) {
    let end = text.indexOf('\n', offset);
    if (end === -1) end = text.length;
    const line = text.slice(offset, end);
    const start = offset;
    offset = end + 1;
    let col = 0;
    while (line.charCodeAt(col) === 32) col++;
    const rest = line.slice(col);
    if (rest.startsWith('\t')) return undefined;
    if (rest === '' || rest.trimEnd() === '') continue;
    if (scalar && col > scalar.col) {
      if (scalar.entry?.value) scalar.entry.value[1] = start + line.trimEnd().length;
      continue;
    }
    scalar = undefined;
    if (rest.startsWith('#')) continue;
    if (col === 0 && (rest.startsWith('---') || rest.startsWith('...') || rest.startsWith('%'))) return undefined;
    while (frames.length > 0 && frames[frames.length - 1].col > col) frames.pop();
    let c = col;
    let content = rest;
    for (;;) {
      const dash = content === '-' || content.startsWith('- ');
      const key = dash ? null : KEY.exec(content);
      let top = frames[frames.length - 1];
      // A key at the column of a list that hangs under a key of the same column ends that list.
      if (key && top?.kind === 'seq' && top.col === c) {
        frames.pop();
        top = frames[frames.length - 1];
      }
      if (dash) {
        if (top?.kind === 'seq' && top.col === c) {
          top.index++;
        } else {
          if (pending ? !(c > pending.col || (pending.key && c === pending.col)) : frames.length > 0) return undefined;
          frames.push((top = { col: c, kind: 'seq', path: pending?.path ?? [], index: 0 }));
        }
        pending = undefined;
        const itemPath = [...top.path, `#${top.index}`];
        const after = content.slice(1);
        const gap = after.length - after.trimStart().length;
        const item = after.trimStart();
        const itemCol = c + 1 + gap;
        if (item === '' || item.startsWith('#')) {
          // Not indexed: the Document points at the item's value on a later line.
          pending = { path: itemPath, col: c, key: false };
          break;
        }
        index.set(itemPath.join('\u0000'), { at: start + itemCol });
        if (KEY.test(item) || item === '-' || item.startsWith('- ')) {
          // `- key: v` or `- - v`: a mapping or list at the item's column, the item's own value.
          pending = { path: itemPath, col: c, key: false };
          c = itemCol;
          content = item;
          continue;
        }
        scalar = valueOf(index.get(itemPath.join('\u0000'))!, item, start + itemCol, start + line.trimEnd().length, c);
        if (!scalar) return undefined;
        break;
      }
      if (!key) return undefined;
      if (!(top?.kind === 'map' && top.col === c)) {
        if (pending ? c <= pending.col : frames.length > 0) return undefined;
        frames.push((top = { col: c, kind: 'map', path: pending?.path ?? [], index: 0 }));
      }
      pending = undefined;
      const keyPath = [...top.path, `.${key[1]}`];
      const entry: BlockEntry = { at: start + c };
      // A repeated key: the Document's index keeps the first (and the fast path refuses the file anyway).
      if (!index.has(keyPath.join('\u0000'))) index.set(keyPath.join('\u0000'), entry);
      const afterColon = content.slice(key[0].length);
      const value = afterColon.trimStart();
      if (value === '' || value.startsWith('#')) {
        pending = { path: keyPath, col: c, key: true };
        break;
      }
      const valueCol = c + key[0].length + (afterColon.length - value.length);
      scalar = valueOf(entry, value, start + valueCol, start + line.trimEnd().length, c);
      if (!scalar) return undefined;
      break;
    }
  }
  return index;
}

/** Records a value that starts on its key's or item's line; the lines deeper than `col` continue it. */
function valueOf(entry: BlockEntry, value: string, from: number, lineEnd: number, col: number): { col: number; entry?: BlockEntry } | undefined {
  const first = value[0];
  // Anchors, aliases and tags: the fast path sends such files to the Document, so they are not modelled.
  if (first === '&' || first === '*' || first === '!') return undefined;
  // A flow collection's inside is not indexed (its paths go to the Document); a scalar's source is its range.
  if (first === '[' || first === '{') return { col };
  entry.value = [from, lineEnd];
  return { col, entry };
}
