// The build manifest's file (build-cache.ts): a JSON header, then one
// fixed-width row per file of the output (its key and the four numbers of its
// stat as written) and the rows where the standby differs, each block
// followed by its files' names. A rebuild in place (manifest-rows.ts) checks
// 10,000 rows against the output and changes a few of them: it reads the
// numbers where they are, changes the rows in the buffer it read, and writes
// the buffer back, where a JSON manifest (2.7 MB at 10,000 pages) was parsed
// and serialized whole. A full build decodes it into rows (decodeFile).
import type { Entry, Manifest, Row } from './build-cache.js';

/** A key is a cacheHash: base64url of a SHA-1, 27 characters. */
const KEY = 27;
const KEY_PATTERN = /^[A-Za-z0-9_-]{27}$/;
/** Flags (u8: 1 = a row the standby lacks, [outFile] alone), the key, bytes, mtimeMs, ino, ctimeMs (doubles). */
const ROW = 1 + KEY + 32;
const ABSENT = 1;

export type ManifestHeader = Omit<Manifest, 'entries' | 'standby'>;

export interface ManifestFile {
  header: ManifestHeader;
  /** The output's rows. */
  count: number;
  /** The output's files, row by row (split on first use). */
  names(): string[];
  entry(i: number): Entry;
  /** The output row's file is as recorded: these four numbers (nothing decoded: a rebuild checks 10,000 rows). */
  sameFile(i: number, stat: { size: number; mtimeMs: number; ino: number; ctimeMs: number }): boolean;
  /** The output row's recorded size. */
  size(i: number): number;
  /** Replaces an output row's key and stat in place. */
  set(i: number, entry: Entry): void;
  /** The rows where the standby differs from the output (usually few): decoded, and changed as an array. */
  standby?: Row[];
  /** The file's bytes with the changes. */
  bytes(): Buffer;
}

function writeRows(rows: readonly Row[]): Buffer {
  const buf = Buffer.alloc(rows.length * ROW);
  rows.forEach((row, i) => {
    const at = i * ROW;
    if (row.length === 1) {
      buf[at] = ABSENT;
      return;
    }
    const [, key, bytes, mtimeMs, ino, ctimeMs] = row;
    // Every key is a cacheHash; anything else is a bug, not a cache to write.
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new Error(`build cache: ${row[0]} has a key that is not a cache hash`);
    buf.write(key, at + 1, 'latin1');
    [bytes, mtimeMs, ino, ctimeMs].forEach((n, k) => buf.writeDoubleLE(n, at + 1 + KEY + 8 * k));
  });
  return buf;
}

const namesOf = (rows: readonly Row[]) => Buffer.from(rows.map((r) => r[0]).join('\0'));

/** A u32 header length, the header, then the output's rows and names, the standby's rows and names. */
function assemble(header: ManifestHeader, files: { rows: Uint8Array; names: Uint8Array; count: number }, standby?: readonly Row[]): Buffer {
  const standbyNames = standby && namesOf(standby);
  const head = Buffer.from(
    JSON.stringify({
      ...header,
      files: files.count,
      fileNames: files.names.length,
      ...(standby && { standby: standby.length, standbyNames: standbyNames!.length }),
    }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32LE(head.length);
  return Buffer.concat([length, head, files.rows, files.names, ...(standby ? [writeRows(standby), standbyNames!] : [])]);
}

export const encodeFile = (header: ManifestHeader, files: readonly Row[], standby?: readonly Row[]): Buffer =>
  assemble(header, { rows: writeRows(files), names: namesOf(files), count: files.length }, standby);

const count = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;

function readRow(buf: Buffer, at: number, outFile: string): Row {
  if (buf[at] & ABSENT) return [outFile];
  const n = (k: number) => buf.readDoubleLE(at + 1 + KEY + 8 * k);
  return [outFile, buf.toString('latin1', at + 1, at + 1 + KEY), n(0), n(1), n(2), n(3)];
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
  const rows = 4 + buf.readUInt32LE(0);
  const namesAt = rows + (files as number) * ROW;
  const standbyAt = namesAt + (fileNames as number);
  const standbyNamesAt = standbyAt + ((standby as number | undefined) ?? 0) * ROW;
  if (standbyNamesAt + ((standbyNames as number | undefined) ?? 0) !== buf.length) return malformed;
  const split = (from: number, to: number, n: number) => (n === 0 ? [] : buf.toString('utf8', from, to).split('\0'));
  let names: string[] | undefined;
  const file: ManifestFile = {
    header: header as unknown as ManifestHeader,
    count: files as number,
    names: () => (names ??= split(namesAt, standbyAt, files as number)),
    entry(i) {
      const [, key, bytes, mtimeMs, ino, ctimeMs] = readRow(buf, rows + i * ROW, '') as [string, string, number, number, number, number];
      return { key, bytes, mtimeMs, ino, ctimeMs };
    },
    sameFile(i, stat) {
      const at = rows + i * ROW + 1 + KEY;
      return (
        !(buf[at - 1 - KEY] & ABSENT) &&
        buf.readDoubleLE(at) === stat.size &&
        buf.readDoubleLE(at + 8) === stat.mtimeMs &&
        buf.readDoubleLE(at + 16) === stat.ino &&
        buf.readDoubleLE(at + 24) === stat.ctimeMs
      );
    },
    size: (i) => buf.readDoubleLE(rows + i * ROW + 1 + KEY),
    set(i, entry) {
      buf.set(writeRows([['', entry.key, entry.bytes, entry.mtimeMs, entry.ino, entry.ctimeMs]]), rows + i * ROW);
    },
    // The output's rows as changed in place; the standby's encoded again (a rebuild may have added rows to it).
    bytes: () => assemble(file.header, { rows: buf.subarray(rows, namesAt), names: buf.subarray(namesAt, standbyAt), count: file.count }, file.standby),
  };
  if (standby !== undefined) {
    const standbyList = split(standbyNamesAt, buf.length, standby as number);
    if (standbyList.length !== standby) return malformed;
    file.standby = standbyList.map((outFile, i) => readRow(buf, standbyAt + i * ROW, outFile));
  }
  return file;
}

/** Every row, decoded (a full build's manifest: build-cache.ts decodeManifest). */
export function decodeFile(file: ManifestFile): { files: Row[]; standby?: Row[] } | string {
  const names = file.names();
  if (names.length !== file.count) return 'is not an lpgen build cache (malformed)';
  const files = names.map((outFile, i) => {
    const { key, bytes, mtimeMs, ino, ctimeMs } = file.entry(i);
    return [outFile, key, bytes, mtimeMs, ino, ctimeMs] as Row;
  });
  return { files, ...(file.standby && { standby: file.standby }) };
}
