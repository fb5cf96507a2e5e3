// `lpgen publish <routes…> | --ready`: turn drafts into published pages by
// editing their files in place (src/publish/).
import type { Command } from 'commander';
import { runAction, type CommandContext } from './action.js';

interface PublishFlags {
  content: string;
  ready?: boolean;
  dryRun?: boolean;
  force?: boolean;
}

export function registerPublish(program: Command, context: CommandContext): void {
  program
    .command('publish [routes...]')
    .description(
      'publish draft or scheduled pages: the routes named (refused below the quality bar unless --force), or --ready for every draft that passes it (edits the page files in place)',
    )
    .option('--ready', 'every draft that passes the quality bar (site.yaml quality); the others are listed with what they lack')
    .option('--force', 'publish what the gate holds back (the routes named, or every draft with --ready), printing what it overrides')
    .option('--dry-run', 'say what would be published and write nothing')
    .option('-c, --content <dir>', 'content folder (site.yaml, niches/, pages/)', 'content')
    .action(
      runAction(context, async (log, routes: string[], flags: PublishFlags) => {
        const [{ publishPages }, { withContentLock }] = await Promise.all([import('../publish/publish.js'), import('../content-write/content-files.js')]);
        // Read, choose and write under the content lock, so a writer at the same time cannot slip in between.
        if (flags.dryRun) publishPages(routes, flags, log);
        else withContentLock(flags.content, 'lpgen publish', log, () => publishPages(routes, flags, log));
      }),
    );
}
