// `lpgen plan`: write the growth plan (plan.csv) that `lpgen new --from` reads (new/growth-plan.ts).
import type { Command } from 'commander';
import { LpgenError } from '../errors.js';
import { runAction, type CommandContext } from './action.js';

interface PlanOptions {
  top?: string;
  niche?: string;
  out?: string;
  force?: boolean;
  content: string;
}

export function registerPlan(program: Command, context: CommandContext): void {
  program
    .command('plan')
    .description('write a growth plan: a CSV of niche,city rows, for each niche the N most populous places with no page of it yet, for lpgen new --from')
    .argument('[file.csv]', 'the CSV to write (or --out; default plan.csv)')
    .option('--top <n>', 'places per niche, most populous first (as lpgen new --top)')
    .option('-n, --niche <list>', "only these niches, comma-separated: 'dentist, roofer' (default: every preset)")
    .option('-o, --out <file.csv>', 'the CSV to write')
    .option('-f, --force', 'replace an existing CSV')
    .option('-c, --content <dir>', 'content folder (site.yaml, niches/, pages/)', 'content')
    .option('-q, --quiet', 'print nothing but errors')
    .action(
      runAction(context, async (log, file: string | undefined, opts: PlanOptions) => {
        if (file && opts.out && file !== opts.out) throw new LpgenError(`two files given (${file} and --out ${opts.out}): give one`, 2);
        if (opts.top === undefined) throw new LpgenError('--top is required: lpgen plan --top 50 (places per niche)', 2);
        const out = file ?? opts.out ?? 'plan.csv';
        const { writeGrowthPlan } = await import('../new/growth-plan.js');
        const plan = writeGrowthPlan({ content: opts.content, top: opts.top, niche: opts.niche }, out, opts.force);
        const full = plan.perNiche.filter((n) => n.rows === Number(opts.top)).length;
        const niches = plan.perNiche.length;
        log.info(
          `✓ wrote ${out}: ${plan.rows} row${plan.rows === 1 ? '' : 's'} (niche,city), ${niches} niche${niches === 1 ? '' : 's'} × ${full === niches ? '' : 'up to '}${opts.top} places`,
        );
        for (const n of plan.perNiche.filter((p) => p.rows < Number(opts.top)))
          log.info(`  ${n.niche}: only ${n.rows} place${n.rows === 1 ? '' : 's'} with no page of it yet`);
        if (plan.rows > 0) log.info(`  next   lpgen new --from ${out}${opts.content === 'content' ? '' : ` --content ${opts.content}`}`);
      }),
    );
}
