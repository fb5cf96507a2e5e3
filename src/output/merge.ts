// `lpgen merge`: the union of shard outputs (lpgen build --shard i/n) into one
// output folder, atomically like a build. Each input must be a shard output as
// lpgen wrote it (its manifest, shard.ts), all n shards of one build must be
// there, and nothing is written before every input has been checked: a folder
// lpgen did not write (an .env in it, a symbolic link to /etc) would otherwise
// be published. Shards write disjoint files; a path present in two inputs must
// be byte-identical, or the merge fails.
import { lstatSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LpgenError } from '../errors.js';
import { listFiles } from './list-files.js';
import { guardOutput, OUTPUT_MARKER } from './output-guard.js';
import { hasDotSegment } from './public-files.js';
import { readShardManifest, SHARD_FILE, type ShardManifest } from './shard.js';
import { openOutput } from './write.js';

export interface MergeResult {
  files: number;
  bytes: number;
}

interface Input {
  dir: string;
  manifest: ShardManifest;
  /** Its files (relative, '/'-separated) but lpgen's marker and manifest, which the merged output has its own of. */
  files: string[];
}

const shardName = ({ index, count }: ShardManifest) => `shard ${index}/${count}`;

/** The input's files, or why it is not a shard output as lpgen wrote it. */
function readInput(dir: string): Input {
  let isFolder = false;
  try {
    isFolder = statSync(dir).isDirectory();
  } catch {
    // named below
  }
  if (!isFolder) throw new LpgenError(`merge input ${dir} is not a folder`);
  const manifest = readShardManifest(dir);
  if (!manifest)
    throw new LpgenError(
      `merge input ${dir} is not the output of lpgen build --shard i/n (no ${SHARD_FILE} in it): lpgen merges only shard outputs, as lpgen wrote them`,
    );
  const dotfiles = new Set([OUTPUT_MARKER, SHARD_FILE, ...manifest.dotfiles]);
  const files: string[] = [];
  for (const rel of listFiles(dir)) {
    const stat = lstatSync(path.join(dir, rel));
    // lpgen never writes a link: one here points wherever someone made it point (/etc/passwd).
    if (!stat.isFile())
      throw new LpgenError(
        `merge input ${dir} holds ${rel}, ${stat.isSymbolicLink() ? 'a symbolic link' : 'neither a file nor a folder'}, which lpgen never writes: rebuild the shard into an empty folder`,
      );
    if (hasDotSegment(rel) && !dotfiles.has(rel))
      throw new LpgenError(
        `merge input ${dir} holds ${rel}, which lpgen did not write (a dotfile public/ did not bring): rebuild the shard into an empty folder`,
      );
    if (rel !== OUTPUT_MARKER && rel !== SHARD_FILE) files.push(rel);
  }
  // Exactly the files the shard's build wrote: one put there since would be published, one removed would be a hole.
  const wrote = new Set(manifest.files);
  const added = files.find((rel) => !wrote.has(rel));
  if (added) throw new LpgenError(`merge input ${dir} holds ${added}, which its build did not write: rebuild the shard into an empty folder`);
  if (files.length !== wrote.size) {
    const present = new Set(files);
    const missing = manifest.files.find((rel) => !present.has(rel));
    throw new LpgenError(
      `merge input ${dir} is missing ${missing}, which its build wrote: rebuild the shard (lpgen build --shard ${manifest.index}/${manifest.count})`,
    );
  }
  return { dir, manifest, files };
}

/** Throws unless the inputs are every shard of one build, once each; returns them in shard order. */
function completeSet(inputs: Input[]): Input[] {
  const [first] = inputs;
  const count = first.manifest.count;
  const byIndex = new Map<number, Input>();
  for (const input of inputs) {
    const { manifest } = input;
    if (manifest.count !== count || manifest.build !== first.manifest.build) {
      throw new LpgenError(
        `merge inputs ${first.dir} (${shardName(first.manifest)}) and ${input.dir} (${shardName(manifest)}) are shards of different builds ` +
          `(content, templates, options, lpgen version or the number of shards differ): build every shard from the same content`,
      );
    }
    const twin = byIndex.get(manifest.index);
    if (twin) throw new LpgenError(`merge inputs ${twin.dir} and ${input.dir} are both ${shardName(manifest)}: give each shard once`);
    byIndex.set(manifest.index, input);
  }
  for (let i = 1; i <= count; i++) {
    if (!byIndex.has(i))
      throw new LpgenError(
        `shard ${i}/${count} is missing: include the output of shard ${i} (lpgen build --shard ${i}/${count}); a merge needs all ${count} shards of the build`,
      );
  }
  return [...byIndex.keys()].sort((a, b) => a - b).map((i) => byIndex.get(i)!);
}

/** Each output path with the input file it comes from; throws on a path two inputs disagree about. */
function combine(inputs: Input[]): Map<string, string> {
  const from = new Map<string, string>();
  const fromDir = new Map<string, string>();
  // Every folder some file lies in, with the input it is a folder in.
  const folders = new Map<string, string>();
  for (const { dir, files } of inputs) {
    for (const rel of files) {
      const file = path.join(dir, rel);
      const earlier = from.get(rel);
      if (earlier) {
        if (!readFileSync(file).equals(readFileSync(earlier))) throw new LpgenError(`merge conflict: ${rel} differs between ${earlier} and ${file}`);
        continue;
      }
      from.set(rel, file);
      fromDir.set(rel, dir);
      for (let i = rel.lastIndexOf('/'); i > 0; i = rel.lastIndexOf('/', i - 1)) {
        const folder = rel.slice(0, i);
        if (folders.has(folder)) break; // and so are its parents
        folders.set(folder, dir);
      }
    }
  }
  for (const [rel, dir] of fromDir) {
    const other = folders.get(rel);
    if (other) throw new LpgenError(`merge conflict: ${rel} is a file in ${dir} and a folder in ${other}`);
  }
  return from;
}

export async function mergeOutputs(dirs: string[], out: string, { forceClean = false } = {}): Promise<MergeResult> {
  const guard = { keep: dirs, forceClean };
  // An output lpgen may not replace is refused first; every input is read and checked before the output is
  // opened, so a refusal leaves it as it was.
  guardOutput(out, guard);
  const from = combine(completeSet(dirs.map(readInput)));
  const output = openOutput(out, guard);
  let bytes = 0;
  try {
    for (const [rel, file] of from) bytes += output.reuse(rel, file).bytes;
    await output.commit();
  } catch (error) {
    output.abort();
    throw error;
  }
  return { files: from.size, bytes };
}
