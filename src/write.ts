// The only module that writes the site. Files go into a temp folder beside the
// output folder; it replaces the old output only after everything succeeded,
// so a failed build leaves the previous dist/ exactly as it was. Render
// workers write into that temp folder through the same file writer.
import { cpSync, existsSync, linkSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LpgenError } from './errors.js';

/** What was written for one file: enough to reuse it in the next build (size + mtime). */
export interface Written {
  outFile: string;
  bytes: number;
  mtimeMs: number;
}

export interface FileWriter {
  write(relPath: string, contents: string | Uint8Array): Written;
  /** Hard-links (or copies, across devices) an existing file into the folder. */
  reuse(relPath: string, from: string): Written;
}

/** Writes files under `dir`, creating each folder once; refuses paths that leave it. */
export function createFileWriter(dir: string): FileWriter {
  const made = new Set<string>([dir]);
  const target = (relPath: string) => {
    const file = path.join(dir, relPath);
    if (!file.startsWith(dir + path.sep)) throw new LpgenError(`refusing to write outside the output folder: ${relPath}`);
    const folder = path.dirname(file);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    return file;
  };
  return {
    write(relPath, contents) {
      const file = target(relPath);
      writeFileSync(file, contents);
      const bytes = typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
      return { outFile: relPath, bytes, mtimeMs: statSync(file).mtimeMs };
    },
    reuse(relPath, from) {
      const file = target(relPath);
      try {
        linkSync(from, file);
      } catch {
        cpSync(from, file, { preserveTimestamps: true });
      }
      const stat = statSync(file);
      return { outFile: relPath, bytes: stat.size, mtimeMs: stat.mtimeMs };
    },
  };
}

export interface Output extends FileWriter {
  /** Temp folder being filled. */
  readonly dir: string;
  copyDir(from: string, toRel?: string): void;
  commit(): void;
  abort(): void;
}

export function openOutput(outDir: string): Output {
  const target = path.resolve(outDir);
  const parent = path.dirname(target);
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, `.lpgen-tmp-${path.basename(target)}-`));
  const writer = createFileWriter(dir);
  return {
    dir,
    write: writer.write,
    reuse: writer.reuse,
    copyDir(from, toRel = '') {
      if (existsSync(from)) cpSync(from, path.join(dir, toRel), { recursive: true });
    },
    commit() {
      // Two renames: the window without a dist/ is as short as the file system allows.
      const old = existsSync(target) ? `${dir}-old` : undefined;
      if (old) renameSync(target, old);
      renameSync(dir, target);
      if (old) rmSync(old, { recursive: true, force: true });
    },
    abort() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
