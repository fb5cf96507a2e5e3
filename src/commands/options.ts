// Option parsers: commander reports what they throw as a usage error (exit 2)
// naming the option and the value, before any work or output.
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { InvalidArgumentError } from 'commander';
import { fsReason } from '../content/files.js';
import { BASE_PATH_PATTERN } from '../rules/patterns.js';
import type { Shard } from '../output/shard.js';
import { parseSiteUrl } from '../urls.js';

/** More threads than cores only costs memory (each worker is a V8 heap): at most two per core. */
export const MAX_WORKERS = Math.max(1, os.availableParallelism()) * 2;

export function parseWorkers(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > MAX_WORKERS)
    throw new InvalidArgumentError(`must be a whole number from 0 (render in this thread) to ${MAX_WORKERS} (two per core).`);
  return n;
}

/** A number of years (check --max-data-age). */
export function parseYears(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('must be a whole number of years, e.g. 5.');
  return Number(value);
}

export function parseSiteUrlOption(value: string): string {
  const checked = parseSiteUrl(value);
  if ('problem' in checked) throw new InvalidArgumentError(`${checked.problem} (e.g. https://www.example.com).`);
  return checked.url;
}

export function parseBaseOption(value: string): string {
  if (!BASE_PATH_PATTERN.test(value)) throw new InvalidArgumentError('must start and end with "/", with no "." or ".." folder, e.g. /lp/');
  return value;
}

export function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new InvalidArgumentError('must be a whole number from 0 (any free port) to 65535.');
  return port;
}

export function parseShard(value: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index < 1 || index > count) throw new InvalidArgumentError('must look like 1/4 (shard 1 of 4): i from 1 to n.');
  return { index, count };
}

/** A folder lpgen reads from (--templates): a typo is a usage error naming the option, not a failure deep in the build. */
export function parseExistingFolder(value: string): string {
  let folder: boolean;
  try {
    folder = statSync(value).isDirectory();
  } catch (error) {
    throw new InvalidArgumentError(`no folder there: ${fsReason(error)}.`);
  }
  if (!folder) throw new InvalidArgumentError('it is a file, not a folder.');
  return value;
}

// node:net (~4 ms to load) only for the commands that bind (serve, dev): every other command parses its options here too.
const requireBuiltin = createRequire(import.meta.url);

const HOST_NAME = /^(?=.*[a-z])[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?$/i;

/** An interface to bind: an IP address ([::1] too) or a host name; a dotted number that is no IPv4 address (999.1.1.1) is a typo, not a name. */
export function parseHost(value: string): string {
  const bare = value.replace(/^\[(.*)\]$/, '$1');
  const { isIP } = requireBuiltin('node:net') as typeof import('node:net');
  if (isIP(bare) || HOST_NAME.test(bare)) return bare;
  throw new InvalidArgumentError('must be an IP address (127.0.0.1, 0.0.0.0, ::1) or a host name such as localhost.');
}
