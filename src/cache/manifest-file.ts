// The build manifest's file (build-cache.ts): a JSON header, then one
// fixed-width row per file of the output (its key and the four numbers of its
// stat as written) and the rows where the standby differs, each block
// followed by its files' names. A rebuild in place (manifest-rows.ts) checks
// 10,000 rows against the output and changes a few of them: it reads the
// numbers where they are, changes the rows in the buffer it read, and writes
// the buffer back, where a JSON manifest (2.7 MB at 10,000 pages) was parsed
// and serialized whole. A full build decodes it into rows (decodeFile).
import { readFileSync } from 'node:fs';
import type { Manifest, Row } from './build-cache.js';

// 5: entries stored as rows, and the standby's as its differences from the output's (StoredManifest).
// 6: the rows in a binary file.
export const MANIFEST_FORMAT = 'lpgen-build-cache/6';

/** A key is a cacheHash: base64url of a SHA-1, 27 characters. */
const KEY = 27;
const KEY_PATTERN = /^[A-Za-z0-9_-]{27}$/;
/** Flags (u8: 1 = a row the standby lacks, [outFile] alone), the key, bytes, mtimeMs, ino, ctimeMs (doubles). */
const ROW = 1 + KEY + 32;
const ABSENT = 1;

export type ManifestHeader = Omit<Manifest, 'entries' | 'standby'>;

/** Rows of the file (the output's, or the standby's differences), looked at and changed where they are. */
export interface RowBlock {
  readonly count: number;
  /** The rows' files, in order (split on first use). */
  names(): string[];
  /** The row of a file, if it has one. */
  find(outFile: string): number | undefined;
  /** The row as recorded: [outFile] alone for a file the standby lacks. */
  row(i: number): Row;
  /** The row records a file, and these four numbers of it (nothing decoded: a rebuild checks 10,000 rows). */
  sameFile(i: number, stat: { size: number; mtimeMs: number; ino: number; ctimeMs: number }): boolean;
  /** The recorded size (NaN for a file the standby lacks). */
  size(i: number): number;
  /** Replaces a row's key and stat in place, or adds a row at the end. */
  set(i: number, row: Row): void;
  add(row: Row): void;
}

export interface ManifestFile {
  header: ManifestHeader;
  files: RowBlock;
  standby?: RowBlock;
  /** The file's bytes with the changes. */
  bytes(): Buffer;
}

function writeRow(buf: Buffer, at: number, row: Row) {
  if (row.length === 1) {
    buf.fill(0, at, at + ROW);
    buf[at] = ABSENT;
    return;
  }
  const [, key, bytes, mtimeMs, ino, ctimeMs] = row;
  // Every key is a cacheHash; anything else is a bug, not a cache to write.
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new Error(`build cache: ${row[0]} has a key that is not a cache hash`);
  buf[at] = 0;
  buf.write(key, at + 1, 'latin1');
  [bytes, mtimeMs, ino, ctimeMs].forEach((n, k) => buf.writeDoubleLE(n, at + 1 + KEY + 8 * k));
}

function encodeRows(rows: readonly Row[]): { rows: Buffer; names: Buffer; count: number } {
  const buf = Buffer.alloc(rows.length * ROW);
  rows.forEach((row, i) => writeRow(buf, i * ROW, row));
  return { rows: buf, names: Buffer.from(rows.map((r) => r[0]).join('\0')), count: rows.length };
}

type Encoded = ReturnType<typeof encodeRows>;

/** A u32 header length, the header, then the output's rows and names, the standby's rows and names. */
function assemble(header: ManifestHeader, files: Encoded, standby?: Encoded): Buffer {
  const head = Buffer.from(
    JSON.stringify({
      ...header,
      files: files.count,
      fileNames: files.names.length,
      ...(standby && { standby: standby.count, standbyNames: standby.names.length }),
    }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32LE(head.length);
  return Buffer.concat([length, head, files.rows, files.names, ...(standby ? [standby.rows, standby.names] : [])]);
}

export const encodeFile = (header: ManifestHeader, files: readonly Row[], standby?: readonly Row[]): Buffer =>
  assemble(header, encodeRows(files), standby && encodeRows(standby));

const count = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;

/** The rows of `buf` from `at` (`count` of them), their names after them (`namesLength` bytes). */
function rowBlock(buf: Buffer, at: number, count: number, namesLength: number): RowBlock & { encoded(): Encoded } {
  const namesAt = at + count * ROW;
  let names: string[] | undefined;
  let byName: Map<string, number> | undefined;
  const added: Row[] = [];
  // Through a DataView: Buffer's readDoubleLE copies byte by byte, and the output check compares 40,000 of them.
  const view = new DataView(buf.buffer, buf.byteOffset, buf.length);
  const num = (i: number, k: number) => view.getFloat64(at + i * ROW + 1 + KEY + 8 * k, true);
  const block = {
    count,
    names: () => (names ??= count === 0 ? [] : buf.toString('utf8', namesAt, namesAt + namesLength).split('\0')),
    find(outFile: string) {
      byName ??= new Map(block.names().map((name, i) => [name, i]));
      const i = byName.get(outFile);
      if (i !== undefined) return i;
      const k = added.findIndex((r) => r[0] === outFile);
      return k === -1 ? undefined : count + k;
    },
    row(i: number): Row {
      if (i >= count) return added[i - count];
      const outFile = block.names()[i];
      if (buf[at + i * ROW] & ABSENT) return [outFile];
      return [outFile, buf.toString('latin1', at + i * ROW + 1, at + i * ROW + 1 + KEY), num(i, 0), num(i, 1), num(i, 2), num(i, 3)];
    },
    sameFile: (i: number, stat: { size: number; mtimeMs: number; ino: number; ctimeMs: number }) =>
      !(buf[at + i * ROW] & ABSENT) && num(i, 0) === stat.size && num(i, 1) === stat.mtimeMs && num(i, 2) === stat.ino && num(i, 3) === stat.ctimeMs,
    size: (i: number) => (buf[at + i * ROW] & ABSENT ? NaN : num(i, 0)),
    set(i: number, row: Row) {
      if (i >= count) added[i - count] = row;
      else writeRow(buf, at + i * ROW, row);
    },
    add: (row: Row) => void added.push(row),
    encoded(): Encoded {
      const rows = buf.subarray(at, namesAt);
      const nameBytes = buf.subarray(namesAt, namesAt + namesLength);
      if (added.length === 0) return { rows, names: nameBytes, count };
      const more = encodeRows(added);
      return {
        rows: Buffer.concat([rows, more.rows]),
        names: Buffer.concat([nameBytes, ...(count > 0 ? [Buffer.from('\0')] : []), more.names]),
        count: count + added.length,
      };
    },
  };
  return block;
}

/** The manifest in `buf`, or why it is not one (a reason that names no file: the caller says which). */
export function readFile(buf: Buffer): ManifestFile | string {
  const malformed = 'is not an lpgen build cache (malformed)';
  if (buf.length < 4 || 4 + buf.readUInt32LE(0) > buf.length) return malformed;
  let head: Record<string, unknown>;
  try {
    head = JSON.parse(buf.toString('utf8', 4, 4 + buf.readUInt32LE(0)));
  } catch {
    return malformed;
  }
  if (typeof head !== 'object' || head === null) return malformed;
  const { files, fileNames, standby, standbyNames, ...header } = head;
  if (!count(files) || !count(fileNames) || (standby !== undefined && (!count(standby) || !count(standbyNames)))) return malformed;
  const rowsAt = 4 + buf.readUInt32LE(0);
  const standbyAt = rowsAt + (files as number) * ROW + (fileNames as number);
  const end = standby === undefined ? standbyAt : standbyAt + (standby as number) * ROW + (standbyNames as number);
  if (end !== buf.length) return malformed;
  const output = rowBlock(buf, rowsAt, files as number, fileNames as number);
  const kept = standby === undefined ? undefined : rowBlock(buf, standbyAt, standby as number, standbyNames as number);
  const file: ManifestFile = {
    header: header as unknown as ManifestHeader,
    files: output,
    ...(kept && { standby: kept }),
    bytes: () => assemble(file.header, output.encoded(), kept?.encoded()),
  };
  return file;
}

/** Every row, decoded (a full build's manifest: build-cache.ts decodeManifest), or why they are not rows. */
export function decodeFile(file: ManifestFile): { files: Row[]; standby?: Row[] } | string {
  const blocks = [file.files, file.standby];
  if (blocks.some((b) => b && b.names().length !== b.count)) return 'is not an lpgen build cache (malformed)';
  const rows = (b: RowBlock) => Array.from({ length: b.count }, (_, i) => b.row(i));
  return { files: rows(file.files), ...(file.standby && { standby: rows(file.standby) }) };
}

/** The stored manifest when it is this version's and this output folder's, rows unread (or why it is not one). */
export function storedManifest(file: string, options: { version: string; outDir: string }): ManifestFile | string | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined; // first build with this output folder
  }
  const manifest = readFile(bytes);
  if (typeof manifest === 'string') return manifest;
  const { format, version, outDir } = manifest.header;
  if (format !== MANIFEST_FORMAT) return `is not an lpgen build cache (format ${JSON.stringify(format)})`;
  if (version !== options.version) return `was written by lpgen ${version}, this is ${options.version}`;
  if (outDir !== options.outDir) return `belongs to another output folder (${outDir})`;
  return manifest;
}
