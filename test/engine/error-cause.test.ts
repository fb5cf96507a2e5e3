// An LpgenError that explains a lower error keeps it as `cause` (standard
// ErrorOptions): the message is what the user reads, the cause what a debugger needs.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError, LpgenError } from '../../src/errors.js';
import { parseCsv } from '../../src/csv-pages/read-csv.js';
import { requestsFromCsv } from '../../src/new/plan-pages.js';
import { esbuildError } from '../../src/render/templates.js';
import { tempDir } from '../helpers.js';

/** The error `run` throws. */
function thrown(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}

describe('LpgenError keeps the error it wraps', () => {
  it('takes a cause, as Error does, and keeps its exit code', () => {
    const low = new Error('EACCES');
    const error = new LpgenError('cannot write x', 2, { cause: low });
    expect(error.cause).toBe(low);
    expect(error.exitCode).toBe(2);
    expect(new LpgenError('plain').cause).toBeUndefined();
    expect(new ContentError([], { cause: low }).cause).toBe(low);
  });

  it('an unreadable plan keeps the file system error', () => {
    const missing = path.join(tempDir(), 'plan.csv');
    const error = thrown(() => requestsFromCsv(missing, undefined));
    expect(error).toBeInstanceOf(LpgenError);
    expect(error.message.startsWith(`cannot read --from ${missing}: `)).toBe(true);
    expect((error.cause as NodeJS.ErrnoException).code).toBe('ENOENT');
  });

  it("a malformed CSV keeps the parser's error", () => {
    const error = thrown(() => parseCsv('niche,city\n"dentist,Miami\n', 'plan.csv'));
    expect(error).toBeInstanceOf(LpgenError);
    expect(error.message).toMatch(/^plan\.csv:\d+: /);
    expect((error.cause as Error & { code?: string }).code).toMatch(/^CSV_/);
  });

  it("a template that fails to compile keeps esbuild's error", () => {
    const low = Object.assign(new Error('Build failed'), {
      errors: [{ text: 'Unexpected "}"', location: { file: 'templates/index.ts', line: 3, column: 4 } }],
    });
    const error = esbuildError(low, 'templates');
    expect(error.message).toBe('templates failed to compile:\ntemplates/index.ts:3:5  Unexpected "}"');
    expect(error.cause).toBe(low);
  });
});
