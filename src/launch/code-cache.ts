// The installed CLI's code is one CommonJS file (lib/cli.cjs, scripts/compile.mjs)
// loaded through V8's code cache. Compiling it took ~50 ms of every run (Node
// parses a 1.5 MB file before running a line of it), and each function it
// calls is compiled again when first called: ~70 ms of the 480 ms a one-page
// rebuild of 10,000 pages spent on its main thread went to loading modules.
// V8 serializes what it compiled, at the end of a run, and takes it back in
// ~18 ms (bench/RESULTS.md, "Issue 34, eighth session"). Node 20 offers this
// for scripts (vm.Script's cachedData) but not for ES modules, hence the
// CommonJS file.
//
// A cache file is V8's bytecode for one file as it is now: its name carries
// a hash of the file's bytes, Node's version and the V8 flags given to this
// process, and the command (each command calls other functions). V8 checks
// its own version and flags again, and the source's length; a digest of the
// payload guards against a torn or damaged file, which a release build of V8
// would not notice. Anything that does not match is a miss: the file is
// compiled as Node would, and the cache made again at exit. Whoever can write
// this folder can write lib/ itself, so a digest is enough (no key, unlike
// the content caches' seals in cache/verify.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { writeStoredText } from '../cache/store.js';
import { v8FlagsChanged } from './v8-flags.js';

const MAGIC = Buffer.from('lpgen-code-cache/1\n');
const HEADER = MAGIC.length + 32;
/** Cache files kept per folder (about 1 MB each): the newest, so a folder shared by a few builds of lib/ stays bounded. */
export const KEEP = 12;
const NAME = /^[a-z][a-z0-9-]{0,30}-[0-9a-f]{16}\.bin$/;

export interface Loaded {
  /** The file's module.exports. */
  exports: unknown;
  /** Whether V8 took its code from the cache. */
  fromCache: boolean;
  /** Writes the cache for the next run when this one had none that V8 accepted (call it at exit: it holds what ran). */
  save(): void;
}

/** The command a cache file is kept for: the first argument when it names one, so `lpgen build` and `lpgen new` each keep their own. */
export function commandTag(argv: readonly string[]): string {
  const first = argv[0] ?? '';
  return /^[a-z][a-z-]{0,30}$/.test(first) ? first : 'none';
}

/**
 * The cache file's name for `source` run as `tag`. Of the bytes themselves (1.5 ms for 1.5 MB), not of the file's
 * times: a file rewritten within one tick of the clock with as many bytes would otherwise run the old file's code.
 */
export function codeCacheName(tag: string, source: Buffer, execArgv = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? ''): string {
  const key = createHash('sha256')
    .update(`${[process.version, process.arch, execArgv.join(' '), nodeOptions].join('\0')}\0`)
    .update(source);
  return `${tag}-${key.digest('hex').slice(0, 16)}.bin`;
}

/** Loads the CommonJS file `file` as require() would, taking its compiled code from `cacheDir` when a run with `tag` left it there. */
export function loadWithCodeCache(file: string, cacheDir: string, tag: string): Loaded {
  const source = readFileSync(file);
  const cacheFile = path.join(cacheDir, codeCacheName(tag, source));
  const cachedData = readCache(cacheFile);
  const script = new vm.Script(Module.wrap(source.toString('utf8')), {
    filename: file,
    cachedData,
    // A safety net: the CLI's import() calls go through the launcher's (import-external.ts). One that does not
    // still resolves as in a module Node loaded, with Node's warning that this loader is experimental.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const fromCache = cachedData !== undefined && !script.cachedDataRejected;
  const module = { exports: {} as unknown, filename: file, id: file, loaded: false };
  const wrapper = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: unknown, filename: string, dirname: string) => void;
  wrapper.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  module.loaded = true;
  let saved = fromCache;
  return {
    exports: module.exports,
    fromCache,
    save() {
      if (saved || v8FlagsChanged()) return;
      saved = true;
      try {
        writeCache(cacheFile, script.createCachedData());
      } catch {
        // A folder that cannot be written (a global install owned by root): every run compiles, as Node does.
      }
    },
  };
}

function readCache(file: string): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  if (bytes.length <= HEADER || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  const payload = bytes.subarray(HEADER);
  return createHash('sha256').update(payload).digest().equals(bytes.subarray(MAGIC.length, HEADER)) ? payload : undefined;
}

function writeCache(file: string, payload: Buffer): void {
  writeStoredText(file, Buffer.concat([MAGIC, createHash('sha256').update(payload).digest(), payload]));
  prune(path.dirname(file), path.basename(file));
}

/** Removes all but the KEEP newest cache files of the folder (only names this module writes; `kept` stays). */
function prune(dir: string, kept: string): void {
  const files = readdirSync(dir)
    .filter((name) => NAME.test(name) && name !== kept)
    .map((name) => {
      try {
        return { name, mtime: statSync(path.join(dir, name)).mtimeMs };
      } catch {
        return undefined;
      }
    })
    .filter((f) => f !== undefined)
    .sort((a, b) => b.mtime - a.mtime || (a.name < b.name ? -1 : 1));
  for (const { name } of files.slice(KEEP - 1)) {
    try {
      unlinkSync(path.join(dir, name));
    } catch {
      // another run removed it first
    }
  }
}
