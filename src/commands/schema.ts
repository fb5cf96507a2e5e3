// `lpgen schema`: write JSON Schema files for editor completion, hover docs and validation.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { LpgenError } from '../errors.js';
import { runAction, type CommandContext } from './action.js';

export function registerSchema(program: Command, context: CommandContext): void {
  program
    .command('schema')
    .description('write JSON Schema files (site, niche, page, cities, legal) for editor completion, hover docs and validation')
    .option('-o, --out <dir>', 'folder for the *.schema.json files', 'schemas')
    .option('-c, --content <dir>', 'content folder whose niches and categories editors should complete', 'content')
    .action(
      runAction(context, async (log, opts: { out: string; content: string }) => {
        const [{ jsonSchemaFiles, schemaLists }, { displayPath }] = await Promise.all([import('../content/json-schema.js'), import('../content/files.js')]);
        // --out is a folder (made when missing); a file there is the user's, never replaced by one.
        if (statSync(opts.out, { throwIfNoEntry: false })?.isDirectory() === false) {
          throw new LpgenError(
            `--out ${opts.out} is a file, not a folder: schema writes its *.schema.json files into a folder (made if missing); choose another --out`,
            2,
          );
        }
        const lists = schemaLists(opts.content);
        mkdirSync(opts.out, { recursive: true });
        const files = jsonSchemaFiles(lists);
        for (const [name, text] of Object.entries(files)) writeFileSync(path.join(opts.out, name), text);
        log.info(`✓ wrote ${Object.keys(files).length} schemas to ${displayPath(path.resolve(opts.out))}/ (${Object.keys(files).join(', ')})`);
        if (lists.niches.length === 0)
          log.warn(
            `no niche presets found in ${displayPath(path.resolve(opts.content))}: editors will not complete niche: or category: values (pass --content)`,
          );
        else
          log.detail(
            `  completion lists: ${lists.niches.length} niches, ${lists.categories.length} categories from ${displayPath(path.resolve(opts.content))}`,
          );
      }),
    );
}
