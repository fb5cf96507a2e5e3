// `lpgen schema`: write JSON Schema files for editor completion and validation.
import type { Command } from 'commander';
import { reportError, type Io } from '../report-error.js';
import { createLogger } from '../log.js';

export function registerSchema(program: Command, io: Io, setExit: (code: number) => void): void {
  program
    .command('schema')
    .description('write JSON Schema files (site, niche, page, cities) for editor completion and validation')
    .option('-o, --out <dir>', 'folder for the *.schema.json files', 'schemas')
    .action(async (opts: { out: string }) => {
      const log = createLogger(io);
      try {
        const [{ mkdirSync, writeFileSync }, path, { jsonSchemaFiles }] = await Promise.all([
          import('node:fs'),
          import('node:path'),
          import('../content/json-schema.js'),
        ]);
        mkdirSync(opts.out, { recursive: true });
        const files = jsonSchemaFiles();
        for (const [name, text] of Object.entries(files)) writeFileSync(path.join(opts.out, name), text);
        log.info(`✓ wrote ${Object.keys(files).length} schemas to ${opts.out}/ (${Object.keys(files).join(', ')})`);
        setExit(0);
      } catch (error) {
        setExit(reportError(error, log));
      }
    });
}
