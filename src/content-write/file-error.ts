// A content write that fails says which file, in one line: a full disk
// (ENOSPC), a used-up quota (EDQUOT) or a read-only file system (EROFS) fail
// on an open file descriptor, whose error carries no path of its own.
import { LpgenError } from '../errors.js';
import { fileSystemMessage } from '../report-error.js';

/** `error` as a one-line LpgenError naming `file` (and what was kept), or `error` itself when it is no file-system error. */
export function fileError(error: unknown, file: string, syscall: 'write' | 'open' | 'read' | 'rename', after = ''): unknown {
  if (error instanceof LpgenError) return error;
  const code = (error as NodeJS.ErrnoException)?.code;
  if (typeof code !== 'string') return error;
  const message = fileSystemMessage({ code, syscall, path: file });
  return message ? new LpgenError(`${message}${after}`) : error;
}
