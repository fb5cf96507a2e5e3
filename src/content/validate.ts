// Turns zod issues into located, human-worded Issues.
import type * as z from 'zod';
import { didYouMean } from '../suggest.js';
import type { FieldPath } from './locate.js';
import type { SourceFile } from './read.js';
import type { Reporter } from './report.js';

// lpgen check's quality warnings locate their issues with these.
export { issueAt, locatorFor } from './report.js';

export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `a string (${JSON.stringify(value.length > 30 ? value.slice(0, 30) + '…' : value)})`;
  return `a ${typeof value} (${String(value)})`;
}

const typeNames: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping',
};

/** Keys a strict object accepts at `path`, for "did you mean" on unknown keys. */
function knownKeys(schema: z.ZodType, path: FieldPath): string[] {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- walks zod's internal schema defs, which have no public type
  let current: any = schema;
  for (const segment of path) {
    while (current?._zod?.def?.innerType) current = current._zod.def.innerType;
    if (typeof segment === 'number') current = current?._zod?.def?.element;
    else current = current?._zod?.def?.shape?.[segment as string];
  }
  while (current?._zod?.def?.innerType) current = current._zod.def.innerType;
  return Object.keys(current?._zod?.def?.shape ?? {});
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined) return `required field is missing (expected ${typeNames[issue.expected] ?? issue.expected})`;
      return `expected ${typeNames[issue.expected] ?? issue.expected}, got ${describeValue(input)}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${describeValue(input)}`;
    case 'too_small':
      if (issue.origin === 'array') return `expected at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}`;
      if (issue.origin === 'string') return 'must not be empty';
      return `must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'array') return `expected at most ${issue.maximum} items`;
      return `must be at most ${issue.maximum}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'must be an email address' : issue.message;
    case 'invalid_union':
      return issue.message === 'Invalid input' ? 'invalid value' : issue.message;
    default:
      return issue.message;
  }
}

/** Validates one file; returns the parsed value or reports located issues. */
export function validateSource<S extends z.ZodType>(source: SourceFile, schema: S, report: Reporter): z.infer<S> | undefined {
  const result = schema.safeParse(source.data ?? {}, { reportInput: true });
  if (result.success) return result.data;
  for (const zi of result.error.issues) {
    if (zi.code === 'unrecognized_keys') {
      const known = knownKeys(schema, zi.path);
      for (const key of zi.keys) report.at(source, zi.path, `unknown field${didYouMean(key, known)}`, { key });
    } else {
      report.at(source, zi.path, describeIssue(zi));
    }
  }
  return undefined;
}

type Fields = Record<string, unknown>;

/**
 * `schema.safeParse(merged)` for the cascade's result, when each of `layers` went through
 * the same field schemas already (site.yaml and preset defaults, the page: PageDefaults, whose
 * fields are ResolvedContent's): a field one layer supplied whole is taken as that parse left
 * it (parsing it again gives an equal value); only a field the cascade built (a deep-merged
 * object) or that no layer set (a default, or a required field missing) is parsed here. Any
 * failure, or a key the schema lacks, takes the whole parse, so problems read as they always did.
 * Parsing every page's whole copy again cost a measurable share of a large build's CPU (see bench/RESULTS.md, section "Speed issue (13), fourth session").
 */
export function parseMerged<S extends z.ZodObject>(schema: S, merged: Fields, layers: ReadonlyArray<Fields | undefined>): z.ZodSafeParseResult<z.output<S>> {
  const whole = () => schema.safeParse(merged, { reportInput: true }) as z.ZodSafeParseResult<z.output<S>>;
  const shape = schema.shape as Record<string, z.ZodType>;
  for (const key of Object.keys(merged)) if (!(key in shape)) return whole();
  const data: Fields = {};
  for (const key of Object.keys(shape)) {
    const value = merged[key];
    if (value !== undefined && layers.some((layer) => layer?.[key] === value)) {
      data[key] = value;
      continue;
    }
    const field = shape[key].safeParse(value);
    if (!field.success) return whole();
    if (field.data !== undefined) data[key] = field.data;
  }
  return { success: true, data: data as z.output<S> };
}
