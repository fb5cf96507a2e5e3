// `lpgen new --niche <niche> --city <city>` writes a landing page that builds at
// once; `lpgen new niche <slug>` scaffolds a preset for a new industry.
import type { Command } from 'commander';
import { reportError, type Io } from '../cli.js';
import { createLogger } from '../log.js';
import type { NewNicheOptions, NewPageOptions } from '../new/create.js';

const CONTENT = ['-c, --content <dir>', 'content folder (site.yaml, niches/, pages/)', 'content'] as const;

export function registerNew(program: Command, io: Io, setExit: (code: number) => void): void {
  const print = (text: string) => (io.stdout ?? process.stdout).write(text);
  const run = async (work: (create: typeof import('../new/create.js'), log: ReturnType<typeof createLogger>) => void) => {
    const log = createLogger(io);
    try {
      work(await import('../new/create.js'), log);
      setExit(0);
    } catch (error) {
      setExit(reportError(error, log));
    }
  };
  // Options after `new niche` belong to `niche`, not to `new` (both have --force).
  program.enablePositionalOptions();
  const command = program
    .command('new')
    .description('write content/pages/<route>.yaml for a niche and a city, prefilled so it builds at once')
    .enablePositionalOptions()
    .option('-n, --niche <niche>', "niche preset: file name, slug, name or audience ('dentist', 'Dental', 'Dentists')")
    .option('--city <city>', "city from cities.yaml ('St. Petersburg', 'st-petersburg', 'st petersburg')")
    .option('--allow-unknown-city', 'write the page even if the city is not in cities.yaml (no local figures)')
    .option('-f, --force', 'replace an existing page')
    .option('--dry-run', 'print the YAML instead of writing it')
    .option(...CONTENT)
    .action((opts: NewPageOptions) => run((create, log) => create.createPage(opts, log, print)));
  command
    .command('niche <slug>')
    .description('write content/niches/<slug>.yaml: a preset skeleton for a new industry')
    .option('--name <name>', "display name used in copy, e.g. 'Yoga' (default: from the slug)")
    .requiredOption('--audience <audience>', "who the pages address, e.g. 'Yoga Studios'")
    .requiredOption('--category <category>', 'home-page category slug or name from site.yaml')
    .option('-f, --force', 'replace an existing preset')
    .option('--dry-run', 'print the YAML instead of writing it')
    .option(...CONTENT)
    .action((slug: string, opts: NewNicheOptions) => run((create, log) => create.createNiche(slug, opts, log, print)));
}
