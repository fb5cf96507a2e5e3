// Terminal output: colours only on a TTY and never with NO_COLOR; --quiet
// silences progress but never errors. Colours by picocolors (tiny, no
// dependencies, the colour library of most Node CLIs), enabled by our own rule:
// it looks at the stream lpgen writes to (tests pass their own), not at process.
import picocolors from 'picocolors';

type Colors = ReturnType<typeof picocolors.createColors>;

export interface Logger {
  info(line: string): void;
  warn(line: string): void;
  /** Many warnings, in order: one write (and from the build thread one message) instead of one per line. */
  warnAll(lines: readonly string[]): void;
  error(line: string): void;
  /** A line on stderr with no prefix: located issues, code frames. */
  detail(line: string): void;
  readonly color: boolean;
  /** stderr when progress lines may be drawn (a TTY, not --quiet); undefined otherwise. */
  readonly progressStream?: ProgressStream;
  /** Colour functions for stderr lines; they return the text unchanged when colour is off. */
  readonly colors: Colors;
}

/** Where a progress line is drawn: stderr, or the build thread's line to it (commands/build-thread.ts). */
export interface ProgressStream {
  readonly isTTY?: boolean;
  write(text: string): unknown;
}

export interface LoggerOptions {
  quiet?: boolean;
  stdout?: NodeJS.WritableStream & { isTTY?: boolean };
  stderr?: NodeJS.WritableStream & { isTTY?: boolean };
  env?: NodeJS.ProcessEnv;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const stdout = options.stdout ?? process.stdout;
  const stderr = options.stderr ?? process.stderr;
  const env = options.env ?? process.env;
  const color = Boolean(stderr.isTTY) && !('NO_COLOR' in env) && env.TERM !== 'dumb';
  const colors = picocolors.createColors(color);
  const warning = (line: string) => colors.yellow('warning') + ' ' + line + '\n';
  return {
    color,
    progressStream: stderr.isTTY && !options.quiet ? stderr : undefined,
    info: (line) => {
      if (!options.quiet) stdout.write(line + '\n');
    },
    warn: (line) => stderr.write(warning(line)),
    warnAll: (lines) => {
      if (lines.length > 0) stderr.write(lines.map(warning).join(''));
    },
    error: (line) => stderr.write(colors.red('error') + ' ' + line + '\n'),
    detail: (line) => stderr.write(line + '\n'),
    colors,
  };
}

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)}ms` : `${(ms / 1000).toFixed(2)}s`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A logger that holds its lines until release() passes them on to `log`, in order: for work that may be given up
 * and done again elsewhere (a quick rebuild tried before the build thread starts), whose lines are then dropped.
 */
export function heldLogger(log: Logger): Logger & { release(): void } {
  const held: (() => void)[] = [];
  return {
    color: log.color,
    colors: log.colors,
    info: (line) => held.push(() => log.info(line)),
    warn: (line) => held.push(() => log.warn(line)),
    warnAll: (lines) => held.push(() => log.warnAll(lines)),
    error: (line) => held.push(() => log.error(line)),
    detail: (line) => held.push(() => log.detail(line)),
    release() {
      for (const print of held.splice(0)) print();
    },
  };
}

/** A logger that prints nothing: for work whose every outcome is handled by the caller (a shared cache's miss). */
export const nullLogger: Logger = { info() {}, warn() {}, warnAll() {}, error() {}, detail() {}, color: false, colors: picocolors.createColors(false) };
