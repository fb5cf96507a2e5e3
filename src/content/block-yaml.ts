// The fastest reading of a content file: the block-style YAML that pages are
// written in (mappings of plain keys, "- " lists, plain text over one or more
// lines, one-line quoted text, full-line comments), read line by line. It is a
// subset, not a YAML parser: anything outside it (flow { } and [ ], | and >
// blocks, anchors, tags, escapes, multi-line quotes, tabs, a comment after a
// value, a key repeated...) returns undefined and the file goes to js-yaml
// (fast-yaml.ts), then to the Document path. js-yaml spent on a typical
// rich page a large share of reading it; this reads the same page in a fraction
// of that (see bench/RESULTS.md, section "Speed issue (13), fourth session"). test/content/fast-yaml.test.ts checks it gives the Document path's
// data for every bundled file, the bench's pages and the corpus.

/** A plain scalar's value as the YAML 1.2 core schema resolves it (fast-yaml.ts, shared with js-yaml). */
export type ResolveScalar = (text: string) => unknown;

interface Line {
  indent: number;
  /** The line without its indentation and trailing spaces; '' for a blank line or a comment. */
  text: string;
  comment: boolean;
}

/** Keys read the same by every reader: no null or bool look-alikes, no prototype names. */
const KEY = /^([A-Za-z_][\w-]{0,127}):(?: +|$)/;
const SPECIAL_KEY = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE|__proto__)$/;

/** A character a plain scalar may not start with (YAML indicators), or a sequence entry's dash. */
const INDICATOR_FIRST = /^(?:[-?:,[\]{}#&*!|>'"%@`]|$)/;

class Unsupported extends Error {}
const unsupported = (): never => {
  throw new Unsupported();
};

/** The file's data, or undefined when it is not in the subset. */
export function parseBlockYaml(text: string, resolve: ResolveScalar): { data: unknown } | undefined {
  // Tabs, carriage returns, other controls, a byte-order mark and the Unicode line breaks have rules of their own.
  if (/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\ufeff\u2028\u2029]/.test(text)) return undefined;
  const lines: Line[] = [];
  for (let from = 0; from <= text.length; ) {
    let to = text.indexOf('\n', from);
    if (to < 0) to = text.length;
    // Only the space is white space here (trim() would also take a no-break space, which YAML keeps).
    let end = to;
    while (end > from && text.charCodeAt(end - 1) === 0x20) end--;
    let start = from;
    while (start < end && text.charCodeAt(start) === 0x20) start++;
    // A full-line comment reads as a blank line, except that it ends multi-line text.
    const comment = start < end && text.charCodeAt(start) === 0x23;
    lines.push({ indent: start - from, text: comment ? '' : text.slice(start, end), comment });
    from = to + 1;
  }
  try {
    const reader = new Reader(lines, resolve);
    const first = reader.next();
    if (first === undefined) return undefined;
    if (lines[first].indent !== 0) return undefined;
    const data = reader.node(first, -1);
    if (reader.next() !== undefined) return undefined;
    return { data };
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

class Reader {
  at = 0;
  constructor(
    readonly lines: Line[],
    readonly resolve: ResolveScalar,
  ) {}

  /** The index of the next non-blank line, without moving past it. */
  next(): number | undefined {
    while (this.at < this.lines.length && this.lines[this.at].text === '') this.at++;
    return this.at < this.lines.length ? this.at : undefined;
  }

  /** The block node starting at line `i`, nested under a parent at `parent` indentation. */
  node(i: number, parent: number): unknown {
    const { indent, text } = this.lines[i];
    if (indent <= parent) unsupported();
    if (text === '-' || text.startsWith('- ')) return this.sequence(indent);
    if (KEY.test(text)) return this.mapping(indent, text);
    return unsupported();
  }

  /** A mapping whose keys stand at `indent`; its first entry is `first` (the rest of a "- " line, or a whole line). */
  mapping(indent: number, first: string): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    let entry: string | undefined = first;
    this.at++;
    while (entry !== undefined) {
      const match: RegExpExecArray = KEY.exec(entry) ?? unsupported();
      const key = match[1];
      if (SPECIAL_KEY.test(key) || Object.hasOwn(out, key)) unsupported();
      out[key] = this.value(entry.slice(match[0].length), indent, true);
      const i = this.next();
      if (i === undefined || this.lines[i].indent < indent) break;
      if (this.lines[i].indent > indent) unsupported();
      entry = this.lines[i].text;
      // A list may stand at its key's indentation (`a:\n- b`) but ends a mapping of that indentation.
      if (entry === '-' || entry.startsWith('- ')) break;
      this.at++;
    }
    return out;
  }

  /** A list whose dashes stand at `indent`. */
  sequence(indent: number): unknown[] {
    const out: unknown[] = [];
    for (;;) {
      const line = this.lines[this.at];
      const rest = line.text === '-' ? '' : line.text.slice(2).replace(/^ +/, '');
      const column = indent + line.text.length - rest.length;
      if (rest.startsWith('-')) unsupported(); // a list in a list (`- - a`), or text starting with a dash
      if (KEY.test(rest)) out.push(this.mapping(column, rest));
      else {
        this.at++;
        out.push(this.value(rest, indent, false));
      }
      const i = this.next();
      if (i === undefined || this.lines[i].indent < indent) break;
      if (this.lines[i].indent > indent) unsupported();
      const text = this.lines[i].text;
      if (text !== '-' && !text.startsWith('- ')) break;
    }
    return out;
  }

  /**
   * The value after a key or a dash, on the current line: text (maybe continued on more
   * indented lines), or nothing and a nested block. `owner`: the key's or dash's indentation.
   * `inMapping`: a nested list may then stand at the key's own indentation.
   */
  value(rest: string, owner: number, inMapping: boolean): unknown {
    if (rest === '') {
      const i = this.next();
      if (i === undefined) return null;
      const { indent, text } = this.lines[i];
      if (indent > owner) return this.node(i, owner);
      if (inMapping && indent === owner && (text === '-' || text.startsWith('- '))) return this.sequence(indent);
      return null;
    }
    if (rest[0] === '"' || rest[0] === "'") return this.quoted(rest, owner);
    if (INDICATOR_FIRST.test(rest)) unsupported();
    return this.plain(rest, owner);
  }

  /** One-line quoted text: no escapes in "…", '' for a quote in '…'. */
  quoted(rest: string, owner: number): string {
    const quote = rest[0];
    const end = rest.lastIndexOf(quote);
    if (end === 0 || end !== rest.length - 1) unsupported();
    let body = rest.slice(1, end);
    if (quote === '"') {
      if (body.includes('"') || body.includes('\\')) unsupported();
    } else {
      if (body.replaceAll("''", '').includes("'")) unsupported();
      body = body.replaceAll("''", "'");
    }
    // A quoted value is one line here: a more indented line after it is not this value's.
    const i = this.next();
    if (i !== undefined && this.lines[i].indent > owner) unsupported();
    return body;
  }

  /** Plain text, continued on the following lines indented deeper than `owner`, folded as YAML folds it. */
  plain(first: string, owner: number): unknown {
    let value = checkedPlain(first);
    let breaks = 0;
    let lines = 1;
    for (; this.at < this.lines.length; this.at++) {
      const { indent, text, comment } = this.lines[this.at];
      if (comment) {
        // The text ends at a comment line; what follows must not be indented as if it went on.
        const i = this.next();
        if (i !== undefined && this.lines[i].indent > owner) unsupported();
        break;
      }
      if (text === '') {
        breaks++;
        continue;
      }
      if (indent <= owner) break;
      // A continuation line that starts like a list entry, a key or a comment has rules of its own.
      if (INDICATOR_FIRST.test(text)) unsupported();
      value += breaks === 0 ? ' ' : '\n'.repeat(breaks);
      value += checkedPlain(text);
      breaks = 0;
      lines++;
    }
    // Folded text has a space or a line break in it, so only one-line text can be a number, true or null.
    return lines === 1 ? this.resolve(value) : value;
  }
}

/** A line of plain text, refused where YAML would read a key (': ') or a comment (' #') in it. */
function checkedPlain(text: string): string {
  // One-character searches first: most lines of text have neither character.
  if (text.includes(':') && (text.includes(': ') || text.endsWith(':'))) unsupported();
  if (text.includes('#') && text.includes(' #')) unsupported();
  return text;
}
