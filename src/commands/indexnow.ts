// `lpgen indexnow`: tells search engines (IndexNow) which URLs changed on or after a date, as the lock
// records them. The only lpgen command that makes a network call.
import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import { parseDateOption } from '../lock/date.js';
import { runAction, type CommandContext } from './action.js';
import { parseSiteUrlOption } from './options.js';
import { serviceUrlProblem } from '../urls.js';

interface IndexNowFlags {
  content: string;
  since: string;
  endpoint?: string;
  siteUrl?: string;
  dryRun?: boolean;
  connectTimeout?: number;
  timeout?: number;
}

/** https, or plain http to this machine (a local test server); its host checked like every URL (urls.ts). */
function parseEndpoint(value: string): string {
  const problem = serviceUrlProblem(value);
  if (problem) throw new InvalidArgumentError(`${problem}, e.g. https://api.indexnow.org/indexnow`);
  return new URL(value).href;
}

/** Seconds, more than 0 and at most an hour, as milliseconds. */
function parseSeconds(value: string): number {
  const s = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || s <= 0 || s > 3600)
    throw new InvalidArgumentError('must be a number of seconds above 0 and at most 3600, e.g. 10 or 0.5');
  return s * 1000;
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
    .option('--connect-timeout <seconds>', 'give up when the endpoint has not accepted the connection within this time (default: 10)', parseSeconds)
    .option('--timeout <seconds>', 'give up when the whole answer has not come back within this time after connecting (default: 30)', parseSeconds)
    .option('-q, --quiet', 'print nothing but errors')
    .action(
      runAction(context, async (log, flags: IndexNowFlags) => {
        const [{ indexNowPlan, submit }, { DEFAULT_TIMEOUTS }] = await Promise.all([
          import('../publish/indexnow-run.js'),
          import('../publish/indexnow-post.js'),
        ]);
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
        await submit(plan.submissions, flags.endpoint, log, {
          connect: flags.connectTimeout ?? DEFAULT_TIMEOUTS.connect,
          answer: flags.timeout ?? DEFAULT_TIMEOUTS.answer,
        });
      }),
    );
}
