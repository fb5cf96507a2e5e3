// The system calls under every content write: a file's bytes on the disk
// before it is renamed into place (fsync), and the rename itself on the disk
// (fsync of the folder), so a crash or power cut leaves the old file or the
// new one, never an empty one.
import { closeSync, fchmodSync, fsyncSync, openSync, writeSync } from 'node:fs';

/** Writes `text` to a new file (never an existing one) with `mode`, synced to the disk. */
export function writeSynced(file: string, text: string, mode: number | undefined): void {
  const fd = openSync(file, 'wx', mode ?? 0o666);
  try {
    // The mode given to open is cut by the umask; the target's own mode is put back exactly.
    if (mode !== undefined) fchmodSync(fd, mode);
    const bytes = Buffer.from(text);
    for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Makes the renames in `dir` durable. Some systems cannot sync a folder (Windows, some network file systems): nothing to do there. */
export function syncFolder(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL' && code !== 'EACCES') throw error;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
