// The content cache's page table (pages.bin): one fixed-width row per page
// file, in the order the pages folder lists them, and a short JSON header. A
// rebuild compares 10,000 page files with it (content-cache.ts), so a row is
// what that comparison reads and nothing else: the file's stat when its text
// was hashed, the text hash, its niche preset and its leftover flag. It is
// read as one buffer and looked at row by row: no object per page, no JSON of
// megabytes to parse, and a rebuild writes the same buffer back with its few
// rows changed. The pages' summaries live in their own shards
// (summary-shards.ts), read only for the pages a build needs.
import type { FileStat } from '../content/read.js';

const FORMAT = 'lpgen-page-table/1';

/** size, mtimeMs, ctimeMs, ino (doubles), the text hash (SHA-1, 20 bytes), the niche pair (u16), flags (u8). */
const STAT = 0;
const HASH = 32;
const NICHE = 52;
const FLAGS = 54;
const ROW = 55;
const HAS_HASH = 1;
const LEFTOVER = 2;
const NO_NICHE = 0xffff;

export interface TableHeader {
  /** The site-wide inputs' hash the pages were loaded under (content-cache.ts contextOf). */
  context: string;
  /** summariesHash of every page's summary: present only when every page has one, in the summary shards. */
  summaries?: string;
  /** [nicheSlug, hash of the niche preset] pairs the rows point to. */
  niches: [string, string][];
  /** Each distinct status and publishAt of the pages' summaries, with how many pages have it. */
  statuses: [{ status?: string; publishAt?: string }, number][];
  /** The summary shards as written (size, mtimeMs, ctimeMs, ino): a rebuild checks them before it trusts them. */
  shards: [number, number, number, number][];
}

export interface TableRow {
  /** Path relative to the content folder, '/'-separated. */
  rel: string;
  /** The file's stat when it had the text hashed; none when it had not settled (store.ts settled). */
  stat?: FileStat;
  /** cacheHash of the file's bytes (base64url SHA-1). */
  hash?: string;
  niche?: number;
  leftover?: boolean;
}

export interface PageTable {
  readonly header: TableHeader;
  readonly count: number;
  /** The rows' paths joined by NUL (no file name holds one): a listing compared whole, not name by name. */
  readonly joinedNames: string;
  /** The rows' paths (split on first use; as many as `count` only if the table is whole: callers check). */
  names(): string[];
  /** The row's recorded stat equals `stat`. */
  sameStat(i: number, stat: FileStat): boolean;
  hash(i: number): string | undefined;
  /** The row's [nicheSlug, hash] pair number, or undefined. */
  niche(i: number): number | undefined;
  leftover(i: number): boolean;
  /** Changes a row in place: the stat (undefined: none recorded), the hash, the leftover flag. */
  set(i: number, change: { stat?: FileStat | null; hash?: string; leftover?: boolean }): void;
  /** The table with its changes, to be written (the buffer it was read from, changed in place). */
  bytes(): Uint8Array;
}

const HASH_BYTES = 20;

function hashBytes(hash: string): Buffer | undefined {
  const raw = Buffer.from(hash, 'base64url');
  // Only a cacheHash round-trips: anything else is not recorded, and its page is hashed again.
  return raw.length === HASH_BYTES && raw.toString('base64url') === hash ? raw : undefined;
}

function writeRow(buf: Buffer, at: number, row: Omit<TableRow, 'rel'>) {
  const { stat } = row;
  buf.writeDoubleLE(stat ? stat.size : NaN, at + STAT);
  buf.writeDoubleLE(stat ? stat.mtimeMs : NaN, at + STAT + 8);
  buf.writeDoubleLE(stat ? stat.ctimeMs : NaN, at + STAT + 16);
  buf.writeDoubleLE(stat ? stat.ino : NaN, at + STAT + 24);
  const raw = row.hash === undefined ? undefined : hashBytes(row.hash);
  if (raw) raw.copy(buf, at + HASH);
  else buf.fill(0, at + HASH, at + HASH + HASH_BYTES);
  buf.writeUInt16LE(row.niche ?? NO_NICHE, at + NICHE);
  buf[at + FLAGS] = (raw ? HAS_HASH : 0) | (row.leftover ? LEFTOVER : 0);
}

/** The table's bytes: a u32 header length, the header, the rows, the joined names. */
export function encodeTable(header: TableHeader, rows: readonly TableRow[]): Buffer {
  const head = Buffer.from(JSON.stringify({ format: FORMAT, count: rows.length, ...header }));
  const names = Buffer.from(rows.map((r) => r.rel).join('\0'));
  const start = 4 + head.length;
  const buf = Buffer.alloc(start + rows.length * ROW + names.length);
  buf.writeUInt32LE(head.length, 0);
  head.copy(buf, 4);
  rows.forEach((row, i) => writeRow(buf, start + i * ROW, row));
  names.copy(buf, start + rows.length * ROW);
  return buf;
}

const isStatTuple = (s: unknown) => Array.isArray(s) && s.length === 4 && s.every((n) => typeof n === 'number');

function readHeader(buf: Buffer): (TableHeader & { count: number; start: number }) | undefined {
  if (buf.length < 4) return undefined;
  const length = buf.readUInt32LE(0);
  if (4 + length > buf.length) return undefined;
  let head: Record<string, unknown>;
  try {
    head = JSON.parse(buf.toString('utf8', 4, 4 + length));
  } catch {
    return undefined;
  }
  const { format, count, context, summaries, niches, statuses, shards } = head ?? {};
  if (format !== FORMAT || !Number.isSafeInteger(count) || (count as number) < 0 || typeof context !== 'string') return undefined;
  if (summaries !== undefined && typeof summaries !== 'string') return undefined;
  if (!Array.isArray(niches) || !niches.every((n) => Array.isArray(n) && typeof n[0] === 'string' && typeof n[1] === 'string')) return undefined;
  if (!Array.isArray(statuses) || !statuses.every((s) => Array.isArray(s) && typeof s[0] === 'object' && s[0] !== null && typeof s[1] === 'number'))
    return undefined;
  if (!Array.isArray(shards) || !shards.every(isStatTuple)) return undefined;
  const start = 4 + length;
  if (start + (count as number) * ROW > buf.length) return undefined;
  return { context, summaries, niches, statuses, shards, count: count as number, start } as TableHeader & { count: number; start: number };
}

/** The table in `buf` (a sealed file's payload), or undefined when it is not one. */
export function readTable(buf: Buffer): PageTable | undefined {
  const read = readHeader(buf);
  if (!read) return undefined;
  const { count, start, ...header } = read;
  const joinedNames = buf.toString('utf8', start + count * ROW);
  let names: string[] | undefined;
  const at = (i: number) => start + i * ROW;
  // Read through a DataView: Buffer's readDoubleLE copies byte by byte, and a rebuild compares 40,000 of them.
  const view = new DataView(buf.buffer, buf.byteOffset, buf.length);
  const num = (o: number) => view.getFloat64(o, true);
  const statOf = (i: number): FileStat | undefined => {
    const o = at(i) + STAT;
    const size = num(o);
    return Number.isNaN(size) ? undefined : { size, mtimeMs: num(o + 8), ctimeMs: num(o + 16), ino: num(o + 24) };
  };
  const hash = (i: number) => {
    const o = at(i);
    return buf[o + FLAGS] & HAS_HASH ? buf.toString('base64url', o + HASH, o + HASH + HASH_BYTES) : undefined;
  };
  const leftover = (i: number) => (buf[at(i) + FLAGS] & LEFTOVER) !== 0;
  return {
    header,
    count,
    joinedNames,
    names: () => (names ??= count === 0 ? [] : joinedNames.split('\0')),
    sameStat(i, stat) {
      const o = at(i) + STAT;
      return num(o) === stat.size && num(o + 8) === stat.mtimeMs && num(o + 16) === stat.ctimeMs && num(o + 24) === stat.ino;
    },
    hash,
    niche(i) {
      const n = buf.readUInt16LE(at(i) + NICHE);
      return n < header.niches.length ? n : undefined;
    },
    leftover,
    set(i, change) {
      const o = at(i);
      writeRow(buf, o, {
        stat: change.stat === undefined ? statOf(i) : (change.stat ?? undefined),
        hash: change.hash ?? hash(i),
        niche: buf.readUInt16LE(o + NICHE),
        leftover: change.leftover ?? leftover(i),
      });
    },
    bytes: () => buf,
  };
}
