// YAML text → data for one content file, with every refusal located. Most
// files take the fast path (fast-yaml.ts); the rest, and every file with a
// problem, are read as a yaml Document, which knows line:col. Linear in the
// file's size: yaml's own duplicate-key check compares each key with every
// earlier one (20,000 keys took 14 s), so it is off and done here with a Set.
import { isMap, isScalar, LineCounter, parseAllDocuments, parseDocument, visit, type Node } from 'yaml';
import type { Issue } from '../errors.js';
import { fastParse } from './fast-yaml.js';
import { codeFrame, type Position } from './locate.js';

/** YAML's own guard against "billion laughs" documents (its default, stated so the message can quote it). */
const MAX_ALIAS_COUNT = 100;

export function parseYaml(file: string, text: string, issues: Issue[]): { data: unknown } | undefined {
  return fastParse(text) ?? parseYamlDocument(file, text, issues);
}

/** The Document path: slower, but it locates every refusal (and decides what the fast path leaves to it). */
export function parseYamlDocument(file: string, text: string, issues: Issue[]): { data: unknown } | undefined {
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
  for (const doc of parseAllDocuments(text, { prettyErrors: true })) {
    const error = ('errors' in doc ? doc.errors : [])[0];
    if (!error) continue;
    const pos = error.linePos?.[0] ?? { line: 1, col: 1 };
    let message = `YAML syntax error: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`;
    const line = text.split('\n')[pos.line - 1] ?? '';
    if (/\{[A-Za-z_]\w*\}/.test(line) && line.includes('{ ')) {
      message += ' (a {placeholder} inside a { … } mapping must be quoted: "…{city}…")';
    }
    return [{ file, line: pos.line, col: pos.col, field: '', message, frame: codeFrame(text.split('\n'), pos) }];
  }
  return [{ file, line: 1, col: 1, field: '', message: 'YAML syntax error' }];
}
