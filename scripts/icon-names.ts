// npm run icon-names: writes src/rules/icon-names.ts, the icon names the installed lucide-react exports.
// The schema checks `icon:` values against that list so content commands (check, new, update, publish)
// validate icon names without loading lucide-react and React, about 80 ms of every CLI start.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { iconNamesModule } from '../src/rules/icons.js';

const file = path.resolve(import.meta.dirname, '..', 'src', 'rules', 'icon-names.ts');
writeFileSync(file, iconNamesModule());
console.log(`✓ wrote ${path.relative(process.cwd(), file)}`);
