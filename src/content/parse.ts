// YAML text → data for one content file, with every refusal located. Most
// files take the fast path (fast-yaml.ts); the rest, and every file with a
// problem, are read as a yaml Document, which knows line:col. Linear in the
// file's size: yaml's own duplicate-key check compares each key with every
// earlier one (quadratic in the keys), so it is off and done here with a Set.
import type { CST, Node } from 'yaml';
import type { Issue } from '../errors.js';
import { fastParse, valueEnd } from './fast-yaml.js';
import { codeFrame, createLocator, formatPath, yamlLib, type Position } from './locate.js';
import { CONTROL, controlName } from './decode.js';

/** YAML's own guard against "billion laughs" documents (its default, stated so the message can quote it). */
const MAX_ALIAS_COUNT = 100;

export function parseYaml(file: string, text: string, issues: Issue[]): { data: unknown } | undefined {
  return fastParse(text) ?? parseYamlDocument(file, text, issues);
}

/** parseYaml for a content file: decode.ts refused raw control characters; a double-quoted escape ("\0", "\e", "\x1b") makes one too. */
export function parseContentYaml(file: string, text: string, issues: Issue[]): { data: unknown } | undefined {
  const parsed = parseYaml(file, text, issues);
  // Only a file with a backslash can hold an escape: the others are not walked.
  const found = parsed && text.includes('\\') ? escapedControl(parsed.data, []) : undefined;
  if (!found) return parsed;
  const locator = createLocator(text);
  const pos = locator.at(found.path);
  issues.push({
    file,
    line: pos.line,
    col: pos.col,
    field: formatPath(found.path),
    message: `holds the control character ${controlName(found.char)} (an escape in double quotes): it would reach the HTML; delete it (\\t and \\n are fine)`,
    frame: locator.frame(pos),
  });
  return undefined;
}

/** The first key or string value holding a control character other than tab, LF or CR, and where. */
function escapedControl(value: unknown, path: PropertyKey[]): { path: PropertyKey[]; char: string } | undefined {
  if (typeof value === 'string') {
    const m = CONTROL.exec(value);
    return m ? { path, char: m[0] } : undefined;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = escapedControl(value[i], [...path, i]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const m = CONTROL.exec(key);
      if (m) return { path, char: m[0] };
      const found = escapedControl(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** The Document path: slower, but it locates every refusal (and decides what the fast path leaves to it). */
export function parseYamlDocument(file: string, text: string, issues: Issue[]): { data: unknown } | undefined {
  const { LineCounter, parseDocument, visit } = yamlLib();
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { uniqueKeys: false, lineCounter });
  let lines: string[] | undefined;
  const located = (offset: number, message: string): Issue => {
    const pos: Position = lineCounter.linePos(offset);
    return { file, line: pos.line, col: pos.col, field: '', message, frame: codeFrame((lines ??= text.split('\n')), pos) };
  };
  const [error] = doc.errors;
  if (error?.code === 'MULTIPLE_DOCS') {
    issues.push(located(error.pos[0], 'a content file holds one YAML document, but a second one starts at this ---: remove the line or split the file'));
    return undefined;
  }
  if (error) {
    issues.push(...syntaxIssues(file, text));
    return undefined;
  }
  const [warning] = doc.warnings;
  if (warning) {
    // e.g. an unknown !!tag: yaml would turn it into a plain string and print a warning of its own.
    issues.push(located(warning.pos[0], `YAML: ${warning.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`));
    return undefined;
  }
  const duplicate = firstDuplicateKey(doc.contents as Node | null);
  if (duplicate) {
    issues.push(located(duplicate.offset, `YAML syntax error: Map keys must be unique ("${duplicate.key}" is also on line ${lineCounter.linePos(duplicate.first).line})`));
    return undefined;
  }
  try {
    return { data: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
  } catch (error) {
    if (!(error instanceof ReferenceError && /alias/i.test(error.message))) throw error;
    // The document parses, but expanding its aliases would not end (or not in memory): point at the first alias.
    let offset = 0;
    visit(doc, {
      Alias(_key, node) {
        offset = node.range?.[0] ?? 0;
        return visit.BREAK;
      },
    });
    issues.push(located(offset, `YAML aliases (*name) expand to too much data (more than ${MAX_ALIAS_COUNT} aliased collections): write the values out instead of nesting aliases`));
    return undefined;
  }
}

/** The second occurrence of a scalar key in any mapping, with where the first one is. */
function firstDuplicateKey(root: Node | null): { key: string; offset: number; first: number } | undefined {
  const { isMap, isScalar, visit } = yamlLib();
  let found: { key: string; offset: number; first: number } | undefined;
  visit(root ?? ({} as Node), {
    Map(_key, map) {
      if (!isMap(map)) return;
      const seen = new Map<unknown, number>();
      for (const pair of map.items) {
        if (!isScalar(pair.key)) continue;
        const offset = pair.key.range?.[0] ?? 0;
        const first = seen.get(pair.key.value);
        if (first !== undefined) {
          found = { key: String(pair.key.value), offset, first };
          return visit.BREAK;
        }
        seen.set(pair.key.value, offset);
      }
    },
  });
  return found;
}

/**
 * The first syntax error of a file: later ones are almost always echoes of it
 * (one unquoted '{city}' in a flow mapping yields dozens).
 */
function syntaxIssues(file: string, text: string): Issue[] {
  const { parseAllDocuments } = yamlLib();
  const lines = text.split('\n');
  for (const doc of parseAllDocuments(text, { prettyErrors: true })) {
    const error = ('errors' in doc ? doc.errors : [])[0];
    if (!error) continue;
    // yaml reports a missing closing quote where it gave up looking: the end of the file.
    // The mistake is where the string opens, so point there.
    const open = error.code === 'MISSING_CHAR' && /^Missing closing/.test(error.message) ? unclosedQuote(text) : undefined;
    if (open) {
      // Closed on a later line all the same: that line is not indented past the string's key (js-yaml reads it).
      const closed = valueEnd(text, open.offset);
      const message = closed >= 0 && text.lastIndexOf('\n', closed) > open.offset
        ? `quoted string continued on a line not indented past its key: indent the string's next lines further than its key (or keep it on one line)`
        : `unclosed quote: this string opens with ${open.quote} but never closes it (add a closing ${open.quote} where the text ends)`;
      return [{ file, line: open.pos.line, col: open.pos.col, field: open.field, message, frame: codeFrame(lines, open.pos) }];
    }
    const pos = error.linePos?.[0] ?? { line: 1, col: 1 };
    let message = `YAML syntax error: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`;
    const line = lines[pos.line - 1] ?? '';
    if (/\{[A-Za-z_]\w*\}/.test(line) && line.includes('{ ')) {
      message += ' (a {placeholder} inside a { … } mapping must be quoted: "…{city}…")';
    }
    return [{ file, line: pos.line, col: pos.col, field: '', message, frame: codeFrame(lines, pos) }];
  }
  return [{ file, line: 1, col: 1, field: '', message: 'YAML syntax error' }];
}

/** The first quoted string (key or value, block or flow) whose closing quote is missing, from yaml's own tokens. */
function unclosedQuote(text: string): { quote: string; offset: number; pos: Position; field: string } | undefined {
  const { CST, LineCounter, Parser } = yamlLib();
  const lineCounter = new LineCounter();
  let found: { quote: string; offset: number; field: string } | undefined;
  const check = (token: CST.Token | null | undefined, field: () => string) => {
    if (found || !token || (token.type !== 'double-quoted-scalar' && token.type !== 'single-quoted-scalar')) return;
    if (!isClosed(token.source)) found = { quote: token.source[0], offset: token.offset, field: field() };
  };
  for (const token of new Parser(lineCounter.addNewLine).parse(text)) {
    if (token.type !== 'document') continue;
    check(token.value, () => '');
    CST.visit(token, (item, path) => {
      check(item.key, () => cstField(token, path.slice(0, -1)));
      check(item.value, () => cstField(token, path));
      return found ? CST.visit.BREAK : undefined;
    });
    if (found) break;
  }
  return found && { quote: found.quote, offset: found.offset, pos: lineCounter.linePos(found.offset), field: found.field };
}

/** The field path (painPoints[2].title) of the collection item at `path` in yaml's tokens. */
function cstField(doc: CST.Document, path: CST.VisitPath): string {
  const { CST } = yamlLib();
  const segments: Array<string | number> = [];
  for (let i = 1; i <= path.length; i++) {
    const at = path.slice(0, i);
    const parent = CST.visit.parentCollection(doc, at);
    const isSeq = parent.type === 'block-seq' || (parent.type === 'flow-collection' && parent.start.source === '[');
    if (isSeq) segments.push(at[i - 1][1]);
    else segments.push(String(CST.resolveAsScalar(CST.visit.itemAtPath(doc, at)?.key)?.value ?? ''));
  }
  return formatPath(segments);
}

/** '…' closes with an odd run of quotes ('' is an escaped one); "…" with a quote not escaped by a backslash. */
function isClosed(source: string): boolean {
  const quote = source[0];
  const body = source.slice(1);
  if (!body.endsWith(quote)) return false;
  if (quote === "'") return /(^|[^'])('{2})*'$/.test(body);
  return /(^|[^\\])(\\\\)*"$/.test(body);
}
