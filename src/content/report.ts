// One reporter per content load: every check reports a problem by file, field
// path and message, and the reporter locates it. A file's locator (a parsed YAML
// Document) is built on its first problem and reused for the next ones.
import type { Issue } from '../errors.js';
import { createLocator, formatPath, type FieldPath, type Locator, type Position } from './locate.js';
import type { SourceFile } from './read.js';

/** A lazily-built locator for one file, for a check that reports outside a load (lpgen check's quality warnings). */
export function locatorFor(source: SourceFile): () => Locator {
  let locator: Locator | undefined;
  return () => (locator ??= createLocator(source.text));
}

export function issueAt(source: SourceFile, locate: () => Locator, path: FieldPath, message: string, key?: string, text?: ReportOptions['text']): Issue {
  const locator = locate();
  const pos = positionAt(locator, path, key, text);
  const field = formatPath(key === undefined ? path : [...path, key]);
  return { file: source.file, line: pos.line, col: pos.col, field, message, frame: locator.frame(pos) };
}

/** Where an issue at `path` points: the nth `text.needle` in its value when found there, else the key's name or the value. */
export function positionAt(locator: Locator, path: FieldPath, key?: string, text?: ReportOptions['text']): Position {
  return (text && locator.textAt(path, text.needle, text.nth)) ?? (key === undefined ? locator.at(path) : locator.keyAt(path, key));
}

export interface ReportOptions {
  /** Point at this key's name under `path` (an unknown field) instead of at its value. */
  key?: string;
  /** Name this field in the message while pointing at `path` (a field missing from the whole cascade). */
  field?: string;
  /** Point at the nth occurrence of `needle` inside the value at `path` (an unknown {placeholder}), when found. */
  text?: { needle: string; nth: number };
}

export interface Reporter {
  /** The issues so far, in report order. */
  readonly issues: Issue[];
  at(source: SourceFile, path: FieldPath, message: string, options?: ReportOptions): void;
  /** Adds issues found elsewhere (a page loaded on a worker), already located. */
  add(issues: readonly Issue[]): void;
}

export function createReporter(issues: Issue[] = []): Reporter {
  const locators = new WeakMap<SourceFile, Locator>();
  const locatorOf = (source: SourceFile) => {
    let locator = locators.get(source);
    if (!locator) locators.set(source, (locator = createLocator(source.text)));
    return locator;
  };
  return {
    issues,
    at(source, path, message, { key, field, text } = {}) {
      const issue = issueAt(source, () => locatorOf(source), path, message, key, text);
      issues.push(field === undefined ? issue : { ...issue, field });
    },
    // Not push(...issues): one file may have 100,000 issues.
    add: (more) => {
      for (const issue of more) issues.push(issue);
    },
  };
}
