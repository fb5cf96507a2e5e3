// `lpgen new --niche <niche> --city <city>` writes a landing page that builds at
// once (or many: --cities, --top, --from); `lpgen new niche <slug>` scaffolds a
// preset for a new industry; `lpgen city add` puts a place into cities.yaml.
import type { Command } from 'commander';
import type { Logger } from '../log.js';
import { runAction, type CommandContext } from './action.js';
import type { CityAddOptions } from '../new/city-add.js';
import type { NewNicheOptions, NewPageOptions } from '../new/create.js';

/** 'new', 'new niche', 'city add'. */
const commandPath = (c: Command): string => (c.parent?.parent ? `${commandPath(c.parent)} ${c.name()}` : c.name());

const CONTENT = ['-c, --content <dir>', 'content folder (site.yaml, niches/, pages/)', 'content'] as const;

export function registerNew(program: Command, context: CommandContext): void {
  const print = (text: string) => (context.io.stdout ?? process.stdout).write(text);
  // Each action loads its module lazily, then does its work.
  // Under the content lock unless a dry run: what is read, checked and written is what a second writer at once finds.
  const run = <M, A extends unknown[]>(load: () => Promise<M>, work: (module: M, log: Logger, ...args: A) => void) =>
    runAction(context, async (log, ...args: A) => {
      const [module, { withContentLock }] = await Promise.all([load(), import('../content-write/content-files.js')]);
      const command = args.at(-1) as Command;
      const { content, dryRun } = command.opts() as { content: string; dryRun?: boolean };
      if (dryRun) return work(module, log, ...args);
      withContentLock(content, `lpgen ${commandPath(command)}`, log, () => work(module, log, ...args));
    });
  const create = () => import('../new/create.js');
  // Options after `new niche` belong to `niche`, not to `new` (both have --force).
  program.enablePositionalOptions();
  const command = program
    .command('new')
    .description('write content/pages/<route>.yaml for a niche and a city (or many), prefilled so it builds at once')
    .enablePositionalOptions()
    .option('-n, --niche <niche>', "niche preset: file name, slug, name or audience ('dentist', 'Dental', 'Dentists')")
    .option('--city <city>', "place from cities.yaml, any common spelling ('St. Petersburg', 'saint petersburg', 'st-petersburg')")
    .option('--cities <list>', "several places, comma-separated: 'Naples, Boca Raton, Kissimmee'")
    .option('--top <n>', 'the n most populous places that have no page of the niche yet')
    .option(
      '--from <file.csv>',
      'a CSV plan: columns niche,city and any page field, lists and objects as numbered columns (painPoints.1.title, testimonial.quote), as lpgen export writes them',
    )
    .option('--allow-unknown-city', 'write the page even if the city is not in cities.yaml (no local figures)')
    .option('--publish', 'write pages made in bulk (--cities, --top, --from) published, not as drafts')
    .option('-f, --force', 'replace existing pages')
    .option('--dry-run', 'print what would be written (one page: its YAML) and write nothing')
    .option(...CONTENT)
    .action(run(create, (m, log, opts: NewPageOptions) => m.createPage(opts, log, print)));
  command
    .command('niche <slug>')
    .description('write content/niches/<slug>.yaml: a preset skeleton for a new industry')
    .option('--name <name>', "display name used in copy, e.g. 'Yoga' (default: from the slug)")
    .requiredOption('--audience <audience>', "who the pages address, e.g. 'Yoga Studios'")
    .requiredOption('--category <category>', 'home-page category slug or name from site.yaml')
    .option('-f, --force', 'replace an existing preset')
    .option('--dry-run', 'print the YAML instead of writing it')
    .option(...CONTENT)
    .action(run(create, (m, log, slug: string, opts: NewNicheOptions) => m.createNiche(slug, opts, log, print)));
  // Registered here rather than in cli.ts: `city add` exists for `lpgen new`.
  program
    .command('city')
    .description('manage the places in content/cities.yaml')
    .command('add <name>')
    .description('add a place the dataset lacks to content/cities.yaml (figures only as you give them)')
    .requiredOption('--county <county>', "its county, e.g. 'Collier'")
    .option('--population <n>', 'its population (give the source in your notes; never estimated by lpgen)')
    .option('--lat <degrees>', 'latitude, decimal degrees (with --lon)')
    .option('--lon <degrees>', 'longitude, decimal degrees (with --lat)')
    .option('--source <text>', "where the county and population come from, shown beside them on pages, e.g. '2020 Census'")
    .option('--dry-run', 'print the entry instead of writing it')
    .option(...CONTENT)
    .action(
      run(
        () => import('../new/city-add.js'),
        (m, log, name: string, opts: CityAddOptions) => m.addCity(name, opts, log, print),
      ),
    );
}
