// `lpgen schema`: write JSON Schema files for editor completion and validation.
import type { Command } from 'commander';
import { runAction, type CommandContext } from './action.js';

export function registerSchema(program: Command, context: CommandContext): void {
  program
    .command('schema')
    .description('write JSON Schema files (site, niche, page, cities) for editor completion and validation')
    .option('-o, --out <dir>', 'folder for the *.schema.json files', 'schemas')
    .action(
      runAction(context, async (log, opts: { out: string }) => {
        const [{ mkdirSync, writeFileSync }, path, { jsonSchemaFiles }] = await Promise.all([
          import('node:fs'),
          import('node:path'),
          import('../content/json-schema.js'),
        ]);
        mkdirSync(opts.out, { recursive: true });
        const files = jsonSchemaFiles();
        for (const [name, text] of Object.entries(files)) writeFileSync(path.join(opts.out, name), text);
        log.info(`✓ wrote ${Object.keys(files).length} schemas to ${opts.out}/ (${Object.keys(files).join(', ')})`);
      }),
    );
}
