// Publishing edits a page file in place, as little as it can: the `status:` line
// (and a scheduled page's `publishAt:` line) is cut out, so the page takes the
// default, published. The `yaml` Document locates the keys; the text around them
// is kept byte for byte, comments and key order included. Only a status that
// shares its line with something else (a flow map, a trailing comment) is set
// to `published` instead (its comment stays), and a flow map is re-serialised.
import { isMap, isScalar, parseDocument, type Pair } from 'yaml';
import { LpgenError } from '../errors.js';

type Range = [number, number];

/** The file's text with the page published; `file` names it in errors. */
export function publishedText(text: string, file: string): string {
  const doc = parseDocument(text, { keepSourceTokens: false });
  if (doc.errors.length > 0 || !isMap(doc.contents)) throw new LpgenError(`${file}: not a YAML mapping of page fields; run lpgen check`);
  const pairs = doc.contents.items as Pair[];
  const find = (key: string) => pairs.find((p) => isScalar(p.key) && p.key.value === key);
  const status = find('status');
  const publishAt = find('publishAt');
  // Each edit: the range it replaces and what goes there, applied from the end so earlier ranges hold.
  const edits: Array<[number, number, string]> = [];
  if (publishAt) {
    const line = ownLine(text, publishAt);
    if (!line) return reserialised(doc);
    edits.push([...line, '']);
  }
  if (status) {
    const line = ownLine(text, status);
    const value = (status.value as { range?: [number, number, number] } | null)?.range;
    if (line) edits.push([...line, '']);
    else if (value) edits.push([value[0], value[1], 'published']);
    else return reserialised(doc);
  }
  let out = text;
  for (const [from, to, put] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, from) + put + out.slice(to);
  return out;
}

/**
 * The whole line(s) a block-map pair sits on, newline included, when nothing else
 * is on them; undefined otherwise (a value with a trailing comment keeps its line).
 */
function ownLine(text: string, pair: Pair): Range | undefined {
  const key = pair.key as { range?: [number, number, number] };
  const value = pair.value as { range?: [number, number, number] } | null;
  if (!key.range || !value?.range) return undefined;
  const start = text.lastIndexOf('\n', key.range[0] - 1) + 1;
  const newline = text.indexOf('\n', value.range[1]);
  const end = newline === -1 ? text.length : newline + 1;
  if (text.slice(start, key.range[0]).trim() !== '' || text.slice(value.range[1], end).trim() !== '') return undefined;
  return [start, end];
}

/** The rare layouts a line cut cannot handle (a flow map, a trailing comment): the Document API's own edit and output. */
function reserialised(doc: ReturnType<typeof parseDocument>): string {
  doc.delete('publishAt');
  doc.set('status', 'published');
  return doc.toString();
}
