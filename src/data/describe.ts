// The description file beside a dataset's CSV (content/data/<name>.yaml): where the
// figures come from, how a row finds its pages, and how each column is shown.
import * as z from 'zod';
import { httpsUrl, text } from '../content/schema.js';

/** What a row's key names: a place of cities.yaml, a county by name, or a county by its 5-digit FIPS code. */
export const JOINS = ['place', 'county', 'fips'] as const;
export type JoinKind = (typeof JOINS)[number];

export const FORMATS = ['integer', 'decimal', 'currency', 'percent', 'text'] as const;
export type ColumnFormat = (typeof FORMATS)[number];

const column = z.string().min(1);

export const ColumnSpec = z.strictObject({
  /** What the page shows beside the value; may use {city}, {county}, {niche}, {audience}, {naics}. */
  label: text,
  /** What the value counts ('establishments', 'people', 'USD'): for the reader of the file and lpgen queue. */
  unit: text.optional(),
  format: z.enum(FORMATS).default('integer'),
  /** Decimal places shown for decimal, currency and percent values (rounded half away from zero). */
  decimals: z.number().int().min(0).max(6).default(0),
});

export const DerivedSpec = z.strictObject({
  /** per10k: column ÷ population × 10,000; vsState: column against the state row's value of it, in percent. */
  kind: z.enum(['per10k', 'vsState']),
  column,
  label: text,
  /** per10k: the column holding the population of the row's area; omitted on a place join: the place's population in cities.yaml. */
  population: column.optional(),
  decimals: z.number().int().min(0).max(6).default(1),
});

export const DatasetFile = z.strictObject({
  /** The publisher and table, as a page cites it: 'U.S. Census Bureau, County Business Patterns 2022'. */
  source: text,
  /** Where the table can be downloaded (https). */
  sourceUrl: httpsUrl,
  /** The year the figures describe. */
  vintage: z.number().int().min(1900).max(2100),
  /** The terms the figures are published under: 'Public domain (U.S. Census Bureau)'. */
  licence: text,
  /** The CSV, beside this file; default: this file's name with .csv. */
  file: z
    .string()
    .regex(/^[\w.-]+\.csv$/, 'must be a .csv file name in the same folder')
    .optional(),
  key: z.strictObject({ column, joinsOn: z.enum(JOINS) }),
  /** The column of industry codes matched to each niche's `naics:` code (niche × area figures). */
  industry: z.strictObject({ column }).optional(),
  /** The key value of the row that holds the whole state's figures (vsState compares to it; it joins no page). */
  stateRow: z.string().min(1).optional(),
  columns: z.record(column, ColumnSpec),
  derived: z.array(DerivedSpec).default([]),
});

export type DatasetConfig = z.infer<typeof DatasetFile>;
export type ColumnSpecT = z.infer<typeof ColumnSpec>;
export type DerivedSpecT = z.infer<typeof DerivedSpec>;
