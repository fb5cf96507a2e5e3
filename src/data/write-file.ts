// The one function through which `lpgen data add` (and the report cache) write a
// content file: a temp file beside the target, fsync, rename. Meant to be swapped
// for the shared safe writer (content/write.ts) when that lands.
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export function writeFileAtomic(abs: string, text: string): void {
  const temp = path.join(path.dirname(abs), `.${path.basename(abs)}.${process.pid}.lpgen-tmp`);
  const fd = openSync(temp, 'w', 0o644);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
  closeSync(fd);
  try {
    renameSync(temp, abs);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
