// `lpgen merge`: the union of shard outputs (lpgen build --shard i/n) into one
// output folder, atomically like a build. Shards write disjoint files; a path
// present in two inputs must be byte-identical, or the merge fails.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LpgenError } from '../errors.js';
import { listFiles } from './list-files.js';
import { openOutput } from './write.js';

export interface MergeResult {
  files: number;
  bytes: number;
}

export async function mergeOutputs(inputs: string[], out: string, { forceClean = false } = {}): Promise<MergeResult> {
  for (const dir of inputs) {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new LpgenError(`merge input ${dir} is not a folder`);
  }
  if (!inputs.some((dir) => existsSync(path.join(dir, 'index.html')))) {
    throw new LpgenError(`none of the inputs has index.html: include the output of shard 1 (lpgen build --shard 1/n)`);
  }
  const from = new Map<string, string>();
  const output = openOutput(out, { keep: inputs, forceClean });
  let bytes = 0;
  try {
    for (const dir of inputs) {
      for (const rel of listFiles(dir)) {
        const file = path.join(dir, rel);
        const earlier = from.get(rel);
        if (earlier) {
          if (!readFileSync(file).equals(readFileSync(earlier))) throw new LpgenError(`merge conflict: ${rel} differs between ${earlier} and ${file}`);
          continue;
        }
        from.set(rel, file);
        bytes += output.reuse(rel, file).bytes;
      }
    }
    await output.commit();
  } catch (error) {
    output.abort();
    throw error;
  }
  return { files: from.size, bytes };
}
