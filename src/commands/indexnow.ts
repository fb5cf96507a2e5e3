// `lpgen indexnow`: tells search engines (IndexNow) which URLs changed on or after a date, as the lock
// records them. The only lpgen command that makes a network call.
import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import { parseDateOption } from '../lock/date.js';
import { runAction, type CommandContext } from './action.js';
import { parseSiteUrlOption } from './options.js';

interface IndexNowFlags {
  content: string;
  since: string;
  endpoint?: string;
  siteUrl?: string;
  dryRun?: boolean;
}

/** https, or plain http to this machine (a local test server). */
function parseEndpoint(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError('must be a URL, e.g. https://api.indexnow.org/indexnow');
  }
  const local = url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !local) throw new InvalidArgumentError('must be an https URL (http only to 127.0.0.1 or localhost)');
  return url.href;
}

export function registerIndexNow(program: Command, context: CommandContext): void {
  program
    .command('indexnow')
    .description('submit the URLs whose content changed on or after --since (content/routes.lock) to IndexNow; --dry-run prints them')
    .requiredOption('--since <YYYY-MM-DD>', 'submit URLs whose lock date is this day or later', parseDateOption)
    .option('-c, --content <dir>', 'content folder (site.yaml, routes.lock)', 'content')
    .option('--endpoint <url>', 'IndexNow endpoint (default: https://api.indexnow.org/indexnow)', parseEndpoint)
    .option('--site-url <url>', 'absolute https site URL (overrides site.yaml siteUrl)', parseSiteUrlOption)
    .option('--dry-run', 'print the submissions, send nothing')
    .option('-q, --quiet', 'print nothing but errors')
    .action(
      runAction(context, async (log, flags: IndexNowFlags) => {
        const { indexNowPlan, submit } = await import('../publish/indexnow-run.js');
        const plan = indexNowPlan(flags.content, flags.since, flags.siteUrl);
        if (plan.urls === 0) {
          log.info(`no URL in routes.lock changed on or after ${flags.since}: nothing to submit`);
          return;
        }
        if (flags.dryRun) {
          plan.submissions.forEach((s, i) => {
            (context.io.stdout ?? process.stdout).write(
              `# submission ${i + 1} of ${plan.submissions.length}: ${s.urlList.length} URLs (dry run: not sent)\n${JSON.stringify(s)}\n`,
            );
          });
          return;
        }
        await submit(plan.submissions, flags.endpoint, log);
      }),
    );
}
