// displayPath: how a file is named in every message. Its fast path (a plain
// path under the working folder, sliced) must name each file as path.relative does.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { displayPath } from '../../src/content/files.js';

const reference = (abs: string) => {
  const rel = path.relative(process.cwd(), abs);
  return (rel && !rel.startsWith('..') ? rel : abs).split(path.sep).join('/');
};

describe('displayPath', () => {
  it('names every file as path.relative does, inside the working folder or not', () => {
    const cwd = process.cwd();
    const cases = [
      `${cwd}/content/pages/dentist-crm-miami.yaml`,
      `${cwd}/content/.hidden/x.yaml`,
      `${cwd}/content/pages/`,
      `${cwd}/content/./pages/a.yaml`,
      `${cwd}/content/../content/pages/a.yaml`,
      `${cwd}//content/a.yaml`,
      `${cwd}/content/pages/a.yaml/.`,
      `${cwd}/..`,
      `${cwd}x/content/a.yaml`,
      `${cwd}/`,
      cwd,
      path.dirname(cwd),
      '/elsewhere/content/site.yaml',
      '/',
    ];
    for (const abs of cases) expect(displayPath(abs), abs).toBe(reference(abs));
  });
});
