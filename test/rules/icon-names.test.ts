// The icon names the schema accepts (src/rules/icon-names.ts, read without loading lucide-react) are
// exactly those of the installed lucide-react: after an upgrade, `npm run icon-names` regenerates them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ICON_NAMES } from '../../src/rules/icon-names.js';
import { iconNamesModule, iconsByName } from '../../src/rules/icons.js';
import { repoRoot } from '../helpers.js';

it('src/rules/icon-names.ts is current for the installed lucide-react (else: npm run icon-names)', () => {
  expect(readFileSync(path.join(repoRoot, 'src', 'rules', 'icon-names.ts'), 'utf8')).toBe(iconNamesModule());
  expect([...ICON_NAMES].sort()).toEqual([...iconsByName().keys()].sort());
  expect(ICON_NAMES.has('calendar-check')).toBe(true);
});
