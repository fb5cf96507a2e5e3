// Two kinds of failure: a user mistake (LpgenError: printed without a stack,
// exit 1) and anything else (a bug: printed with its stack).

/** One located problem in a content file. */
export interface Issue {
  /** Path relative to the current directory, e.g. content/pages/x.yaml. */
  file: string;
  line: number;
  col: number;
  /** Field path as the user writes it: painPoints[2].title; empty for the whole file. */
  field: string;
  message: string;
  /** A few source lines with a caret, for the terminal. */
  frame?: string;
  severity?: 'error' | 'warning';
}

export class LpgenError extends Error {
  readonly exitCode: number;
  /** `options.cause`: the lower error this one explains (an errno, a parser's error), kept for whoever debugs it; never printed. */
  constructor(message: string, exitCode = 1, options?: ErrorOptions) {
    super(message, options);
    this.name = 'LpgenError';
    this.exitCode = exitCode;
  }
}

export class ContentError extends LpgenError {
  readonly issues: Issue[];
  constructor(issues: Issue[], options?: ErrorOptions) {
    super(`${issues.length} content error${issues.length === 1 ? '' : 's'}`, 1, options);
    this.name = 'ContentError';
    this.issues = issues;
  }
}

/** `content/pages/x.yaml:12:7  painPoints[2].title: expected a string, got a number` */
export function formatIssue(issue: Issue): string {
  const where = `${issue.file}:${issue.line}:${issue.col}`;
  const what = issue.field ? `${issue.field}: ${issue.message}` : issue.message;
  return printable(`${where}  ${what}`);
}

/**
 * Text from content (file names, values, code frames) made safe for a
 * terminal: control characters other than tab and newline, which could move
 * the cursor, recolour or retitle it, are shown as \x1b-style escapes.
 */
export function printable(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** A value from the user shown in a message: at most `max` characters ('aaaa…' past that), so a 100 KB cell prints as one short line. */
export function clip(value: string, max = 60): string {
  return value.length > max ? `${value.slice(0, max)}…` : value;
}

/** Code-point order: the same under every locale, and no collator loaded (ICU's first comparison cost ~10 ms of a rebuild). */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function sortIssues(issues: Issue[]): Issue[] {
  return [...issues].sort((a, b) => byCodePoint(a.file, b.file) || a.line - b.line || a.col - b.col || byCodePoint(a.field, b.field));
}
