// Caches are evidence, not authority: a cache file is used only if it
// verifies, otherwise it is discarded with a warning and what it stood for is
// made again from the content.
//
// Content and asset cache files are sealed: each carries an HMAC-SHA-256 of
// its own JSON (and its file name) under a key that is not in the cache
// folder. Re-validating a cached page would mean reading, parsing and
// cascading its file again, which is the whole cost the cache saves (a cached
// rebuild of 10,000 pages reads no page file, see content-cache.ts); a seal
// costs one pass of the MAC over bytes that are parsed anyway. Together with
// what an entry was already keyed on (the hash of its source file's current
// bytes), a sealed entry is what lpgen itself made from the file as it is now:
// editing an entry, or copying in an entry made from other bytes, does not
// verify. A plain digest would not do: whoever can edit the entry can compute
// it again, wherever in the cache folder it is kept.
//
// The key is LPGEN_CACHE_KEY when set (a CI job restoring its cache from
// elsewhere sets it from a secret), otherwise a random key kept per user
// outside any cache folder (cacheKeyFile). A cache written under another key
// (another machine, a restored CI cache) does not verify: it costs a full
// build, never a page the content did not hold.
//
// Assets are checked for what they claim besides: the stylesheet and the
// admin script are published under names that carry the hash of their
// contents, so contents that do not hash to their name are refused even when
// sealed.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from '../log.js';
import { hashedName } from '../render/hash.js';
import { writeStoredText, type Stored } from './store.js';

const SEAL_OPEN = '{"seal":"';
/** '{"seal":"' + 64 hex digits + '"': then ',' and the value's other fields, or '}' for an empty value. */
const SEAL_END = SEAL_OPEN.length + 64 + 1;

/** Where the per-user key lives when LPGEN_CACHE_KEY is not set: beside other per-user state, in no cache folder. */
export function cacheKeyFile(): string {
  const state = process.env.XDG_STATE_HOME || path.join(os.homedir(), '.local', 'state');
  return path.join(state, 'lpgen', 'cache-key');
}

let processKey: Buffer | undefined;

/** The key, made once per user (and read once per process); a key that cannot be kept lasts this process only. */
function sealKey(log: Logger): Buffer {
  const given = process.env.LPGEN_CACHE_KEY;
  if (given) return createHash('sha256').update(given).digest();
  if (processKey) return processKey;
  const file = cacheKeyFile();
  try {
    return (processKey = readKey(file));
  } catch {
    // none yet: made below
  }
  try {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // Written aside and linked in: two builds making the key at once agree on the one that was linked first.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, randomBytes(32).toString('hex'), { mode: 0o600 });
    try {
      linkSync(tmp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(tmp);
    }
    return (processKey = readKey(file));
  } catch (error) {
    log.warn(
      `cannot keep the cache key in ${file} (${(error as Error).message}): cached pages and assets are reused by this process only; set LPGEN_CACHE_KEY to keep them`,
    );
    return (processKey = randomBytes(32));
  }
}

function readKey(file: string): Buffer {
  const text = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(text)) throw new Error(`${file} is not an lpgen cache key`);
  return Buffer.from(text, 'hex');
}

/** MAC of the file's name and its value's JSON, given in parts (a shard's bytes are not copied to join them). */
function seal(key: Buffer, file: string, ...json: (Uint8Array | string)[]): Buffer {
  const mac = createHmac('sha256', key).update(`${path.basename(file)}\0`);
  for (const part of json) mac.update(part);
  return mac.digest();
}

export interface SealedFiles {
  /** The file's value when it verifies; `missing` (after a warning) when it does not, `broken` when it is not JSON. */
  read(file: string): Stored;
  /** Writes an object (nothing else can carry a seal) with its seal. */
  write(file: string, value: unknown): void;
  /** A binary file's payload when it verifies; undefined (after the same warning) when it does not or is missing. */
  readBytes(file: string): Buffer | undefined;
  /** Writes a binary payload with its seal. */
  writeBytes(file: string, payload: Uint8Array): void;
}

/** A sealed binary file: this line, the 32-byte MAC of the file's name and the payload, then the payload. */
const BYTES_OPEN = Buffer.from('lpgen-sealed-bytes/1\n');
const BYTES_START = BYTES_OPEN.length + 32;

/**
 * Sealed reads and writes for one cache (`what`: 'content cache', 'asset cache'); `redo` says what a file that does
 * not verify costs. Warns once: a cache written under another key fails for every one of its files.
 */
export function sealedFiles(what: string, redo: string, log: Logger): SealedFiles {
  let key: Buffer | undefined;
  let warned = false;
  const refuse = (file: string) => {
    if (!warned) log.warn(`${what} ${file} does not verify (changed after lpgen wrote it, or written with another cache key); ignoring it and ${redo}`);
    warned = true;
  };
  return {
    read(file) {
      let bytes: Buffer;
      try {
        bytes = readFileSync(file);
      } catch {
        return { missing: true };
      }
      key ??= sealKey(log);
      const text = bytes.toString('utf8');
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return { missing: false, broken: true };
      }
      if (verifies(key, file, bytes)) {
        delete (value as { seal?: unknown }).seal;
        return { missing: false, value };
      }
      refuse(file);
      return { missing: true };
    },
    write(file, value) {
      key ??= sealKey(log);
      // Encoded once, and sealed and written as bytes: the shards are megabytes of JSON.
      const json = Buffer.from(JSON.stringify(value));
      if (json[0] !== 0x7b) throw new Error(`${what}: only an object can be sealed (${file})`);
      const mac = seal(key, file, json).toString('hex');
      const rest = json.length > 2 ? [Buffer.from(','), json.subarray(1)] : [Buffer.from('}')];
      writeStoredText(file, Buffer.concat([Buffer.from(`${SEAL_OPEN}${mac}"`), ...rest]));
    },
    readBytes(file) {
      let bytes: Buffer;
      try {
        bytes = readFileSync(file);
      } catch {
        return undefined;
      }
      key ??= sealKey(log);
      const payload = bytes.subarray(BYTES_START);
      if (bytes.length >= BYTES_START && bytes.subarray(0, BYTES_OPEN.length).equals(BYTES_OPEN)) {
        if (timingSafeEqual(seal(key, file, payload), bytes.subarray(BYTES_OPEN.length, BYTES_START))) return payload;
      }
      refuse(file);
      return undefined;
    },
    writeBytes(file, payload) {
      key ??= sealKey(log);
      writeStoredText(file, Buffer.concat([BYTES_OPEN, seal(key, file, payload), payload]));
    },
  };
}

/** The seal at the head of the file is the MAC of the rest (the value's own JSON, as written). */
function verifies(key: Buffer, file: string, bytes: Buffer): boolean {
  if (bytes.length < SEAL_END + 1 || bytes.toString('latin1', 0, SEAL_OPEN.length) !== SEAL_OPEN) return false;
  const claimed = bytes.toString('latin1', SEAL_OPEN.length, SEAL_END - 1);
  if (!/^[0-9a-f]{64}$/.test(claimed) || bytes[SEAL_END - 1] !== 0x22) return false;
  const next = bytes[SEAL_END];
  let json: (Buffer | string)[];
  if (next === 0x2c) json = ['{', bytes.subarray(SEAL_END + 1)];
  else if (next === 0x7d && bytes.length === SEAL_END + 1) json = ['{}'];
  else return false;
  return timingSafeEqual(seal(key, file, ...json), Buffer.from(claimed, 'hex'));
}

/** A cached asset's contents hash to the name it is published under (render/hash.ts hashedName), in assets/. */
export function assetVerifies(asset: unknown): boolean {
  const { fileName, contents } = (asset ?? {}) as { fileName?: unknown; contents?: unknown };
  if (typeof fileName !== 'string' || typeof contents !== 'string') return false;
  const m = /^assets\/([A-Za-z0-9_-]+)\.[0-9a-f]{10}(\.[a-z]+)$/.exec(fileName);
  return m !== null && `assets/${hashedName(m[1] + m[2], contents)}` === fileName;
}
