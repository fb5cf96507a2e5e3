// Command wiring and exit codes: 0 ok, 1 content or user error, 2 usage error.
// Each command's action runs through runAction (commands/action.ts), which turns
// failures into messages. Heavy modules load lazily inside each action so
// `lpgen --version` stays close to bare Node start-up.
import { Command, CommanderError } from 'commander';
import { packageVersion } from './paths.js';
import type { Io } from './report-error.js';
import type { BuildThreadOption, CommandContext } from './commands/action.js';
import { registerBuild } from './commands/build.js';
import { registerCheck } from './commands/check.js';
import { registerDev } from './commands/dev.js';
import { registerExport } from './commands/export.js';
import { registerMerge } from './commands/merge.js';
import { registerNew } from './commands/new.js';
import { registerLinks } from './commands/affiliate-links.js';
import { registerPublish } from './commands/publish.js';
import { registerSchema } from './commands/schema.js';
import { registerServe } from './commands/serve.js';
import { registerIndexNow } from './commands/indexnow.js';
import { registerUpdate } from './commands/update.js';
import { registerData } from './commands/data.js';
import { registerReport } from './commands/report.js';
import { registerQueue } from './commands/queue.js';
import { registerPlan } from './commands/plan.js';

export function createProgram(io: Io, setExit: (code: number) => void, options: RunOptions = {}): Command {
  const program = new Command('lpgen')
    .description('Build a static site of niche-and-city affiliate landing pages from YAML content.')
    .version(packageVersion(), '-v, --version', 'print the lpgen version')
    .showHelpAfterError('(run lpgen --help for usage)')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => (io.stdout ?? process.stdout).write(s),
      writeErr: (s) => (io.stderr ?? process.stderr).write(s),
    });
  const context: CommandContext = { io, setExit, buildThread: options.buildThread };
  for (const register of [
    registerBuild,
    registerNew,
    registerPublish,
    registerCheck,
    registerSchema,
    registerServe,
    registerDev,
    registerMerge,
    registerIndexNow,
    registerLinks,
    registerExport,
    registerUpdate,
    registerData,
    registerReport,
    registerQueue,
    registerPlan,
  ])
    register(program, context);
  return program;
}

export interface RunOptions {
  /** Run `lpgen build` in a thread of its own (commands/build.ts); the installed CLI does. */
  buildThread?: BuildThreadOption;
}

/** Runs the CLI with `argv` (without node and script); resolves to the exit code. */
export async function main(argv: string[], io: Io = {}, options: RunOptions = {}): Promise<number> {
  process.env.NODE_ENV ??= 'production';
  let code = 0;
  const program = createProgram(io, (c) => (code = c), options);
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and --version end through here with exit code 0; everything else is a usage error.
      return error.exitCode === 0 ? 0 : 2;
    }
    throw error;
  }
  return code;
}

export async function run(): Promise<void> {
  process.exitCode = await main(process.argv.slice(2), {}, { buildThread: true });
}
