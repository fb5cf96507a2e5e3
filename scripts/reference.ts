// npm run reference: writes docs/reference.md from the content schemas (src/content/reference-doc.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { jsonSchemaFiles, schemaLists } from '../src/content/json-schema.js';
import { referenceMarkdown } from '../src/content/reference-doc.js';

const root = path.resolve(import.meta.dirname, '..');
writeFileSync(path.join(root, 'docs', 'reference.md'), referenceMarkdown(jsonSchemaFiles(schemaLists(path.join(root, 'content')))));
console.log('✓ wrote docs/reference.md');
