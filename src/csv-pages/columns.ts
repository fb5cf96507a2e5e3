// The spreadsheet columns of a page, derived from the field registry (fields
// with the `csv` flag) and the page file's schema: a list becomes numbered
// columns (painPoints.1.title), an object dotted ones (testimonial.quote). The
// same rules read cells back, for `lpgen new --from`, `lpgen export` and
// `lpgen update --from`, so a field added to the registry gets its columns in all three.
import type * as z from 'zod';
import { fieldsWith } from '../content/fields.js';
import { PageFile } from '../content/schema.js';

export type Shape = { kind: 'text' | 'number' | 'boolean' } | { kind: 'object'; keys: Record<string, Shape> } | { kind: 'list'; item: Shape };

type Def = { type: string; innerType?: z.ZodType; element?: z.ZodType; shape?: Record<string, z.ZodType>; in?: z.ZodType };

/** What cells a schema's value takes: wrappers (optional, nullable, default, pipe) unwrapped. */
export function shapeOf(schema: z.ZodType): Shape {
  const def = (schema as unknown as { def: Def }).def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return shapeOf(def.innerType!);
    case 'pipe':
      return shapeOf(def.in!);
    case 'object':
      return { kind: 'object', keys: Object.fromEntries(Object.entries(def.shape!).map(([k, v]) => [k, shapeOf(v)])) };
    case 'array':
      return { kind: 'list', item: shapeOf(def.element!) };
    case 'number':
    case 'int':
      return { kind: 'number' };
    case 'boolean':
      return { kind: 'boolean' };
    default:
      return { kind: 'text' };
  }
}

// Through unknown: checking PageFile's shape against the record type compared zod's generics for 0.8 s of every tsc run.
const shape = PageFile.shape as unknown as Record<string, z.ZodType>;
/** Every spreadsheet field (registry order) with its shape. */
export const CSV_SHAPES: ReadonlyMap<string, Shape> = new Map(
  fieldsWith('csv')
    .filter((f) => f in shape)
    .map((f) => [f, shapeOf(shape[f])]),
);

/** How many items each list column (by prefix, e.g. 'painPoints') spans. */
export type Slots = Map<string, number>;

/** The columns of one field, in order; `slots` says how many numbered items each list gets. */
export function columnsOf(prefix: string, s: Shape, slots: Slots): string[] {
  if (s.kind === 'object') return Object.entries(s.keys).flatMap(([k, sub]) => columnsOf(`${prefix}.${k}`, sub, slots));
  if (s.kind === 'list') {
    const n = slots.get(prefix) ?? 1;
    return Array.from({ length: n }, (_, i) => columnsOf(`${prefix}.${i + 1}`, s.item, slots)).flat();
  }
  return [prefix];
}

/** Grows `slots` to fit `value` (a page's own value or what it inherits). */
export function fitSlots(prefix: string, s: Shape, value: unknown, slots: Slots): void {
  if (s.kind === 'list' && Array.isArray(value)) {
    slots.set(prefix, Math.max(slots.get(prefix) ?? 1, value.length));
    value.forEach((item, i) => fitSlots(`${prefix}.${i + 1}`, s.item, item, slots));
  } else if (s.kind === 'object' && isRecord(value)) {
    for (const [k, sub] of Object.entries(s.keys)) fitSlots(`${prefix}.${k}`, sub, value[k], slots);
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as cells (column → text); nothing for an unset value. */
export function flatten(prefix: string, s: Shape, value: unknown, out: Map<string, string>): void {
  if (value === undefined || value === null) return;
  if (s.kind === 'list') {
    if (Array.isArray(value)) value.forEach((item, i) => flatten(`${prefix}.${i + 1}`, s.item, item, out));
  } else if (s.kind === 'object') {
    if (isRecord(value)) for (const [k, sub] of Object.entries(s.keys)) flatten(`${prefix}.${k}`, sub, value[k], out);
  } else out.set(prefix, String(value));
}

/**
 * Which field a header column belongs to, or undefined for a column no field has:
 * 'painPoints.2.title' → painPoints (the item number must be 1 or more).
 */
export function fieldOfColumn(column: string): string | undefined {
  const [field, ...rest] = column.split('.');
  const s = CSV_SHAPES.get(field);
  return s && fits(s, rest) ? field : undefined;
}

function fits(s: Shape, rest: string[]): boolean {
  if (s.kind === 'list') return /^[1-9]\d*$/.test(rest[0] ?? '') && fits(s.item, rest.slice(1));
  if (s.kind === 'object') return rest[0] !== undefined && rest[0] in s.keys && fits(s.keys[rest[0]], rest.slice(1));
  return rest.length === 0;
}

/** The header's list sizes: the highest item number given under each list prefix. */
export function headerSlots(columns: readonly string[]): Slots {
  const slots: Slots = new Map();
  for (const column of columns) {
    const parts = column.split('.');
    for (let i = 1; i < parts.length; i++) {
      if (/^[1-9]\d*$/.test(parts[i])) {
        const prefix = parts.slice(0, i).join('.');
        slots.set(prefix, Math.max(slots.get(prefix) ?? 0, Number(parts[i])));
      }
    }
  }
  return slots;
}

export interface CellProblem {
  column: string;
  message: string;
}

/**
 * A field's value from a row's cells (trimmed text, missing = empty): undefined
 * when every cell is empty; list items whose cells are all empty are left out,
 * so a copywriter deletes an item by clearing it.
 */
export function unflatten(prefix: string, s: Shape, cells: Record<string, string>, slots: Slots, problems: CellProblem[]): unknown {
  if (s.kind === 'list') {
    const items: unknown[] = [];
    for (let i = 1; i <= (slots.get(prefix) ?? 0); i++) {
      const item = unflatten(`${prefix}.${i}`, s.item, cells, slots, problems);
      if (item !== undefined) items.push(item);
    }
    return items.length > 0 ? items : undefined;
  }
  if (s.kind === 'object') {
    const entries = Object.entries(s.keys).map(([k, sub]) => [k, unflatten(`${prefix}.${k}`, sub, cells, slots, problems)] as const);
    const set = entries.filter(([, v]) => v !== undefined);
    return set.length > 0 ? Object.fromEntries(set) : undefined;
  }
  const cell = cells[prefix] ?? '';
  if (cell === '') return undefined;
  if (s.kind === 'number') {
    const n = Number(cell);
    if (!Number.isFinite(n)) problems.push({ column: prefix, message: `"${cell}" is not a number` });
    return n;
  }
  if (s.kind === 'boolean') {
    if (cell !== 'true' && cell !== 'false') problems.push({ column: prefix, message: `"${cell}" is not true or false` });
    return cell === 'true';
  }
  return cell;
}

/** 'painPoints[1].title' (a loader issue's field) → 'painPoints.2.title' (its column). */
export function columnOfIssueField(field: string): string {
  return field.replace(/\[(\d+)\]/g, (_, i: string) => `.${Number(i) + 1}`);
}
