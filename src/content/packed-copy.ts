// A build of a large site (PACK_FROM_PAGES) keeps each page's copy (types.ts
// PACKED_FIELDS) packed from where the page is loaded to where its landing
// route is rendered: brotli over its JSON,
// held as a one-byte string, so the build thread never holds the copy's ~25
// objects a page (each list item an object, each list an array) nor, for a site
// whose pages have copy of their own, its text: a page's JSON packs to a sixth
// of it. On the rich bench pages (whose copy repeats from page to
// page, so its strings were shared already): the build thread's live heap after
// planning shrank, and a view sent to a render worker carries one
// string instead of those objects. Packing costs CPU where a page is loaded
// (on both threads; plus the leftover notes), unpacking where it is rendered (see bench/RESULTS.md, section "Speed issue (13), sixth session").
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import type { GateParts } from '../gate/gate.js';
import { hasLeftover } from './leftovers.js';
import { isPackedField, PACKED_FIELDS, type MaybePacked, type PackedCopy, type PackedField, type PageData, type PageOutcome, type SitePage } from './types.js';

// Quality 1: cheaper than quality 2 for a few more bytes (see bench/RESULTS.md, section "Speed issue (13), sixth session").
// A window fitting a page's copy: the encoder's state stays small (a 64 KB window cost far more RSS).
const OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 1,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_LGWIN]: 13,
  },
};

/** The page with its copy packed (and `gate`, its quality bar's parts as measured whole); the other fields as they were, in the same order. */
export function packPage(page: PageData, gate: GateParts): SitePage {
  const copy: Record<string, unknown> = {};
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(page)) {
    const value = (page as unknown as Record<string, unknown>)[key];
    if (isPackedField(key)) copy[key] = value;
    else out[key] = value;
  }
  const leftovers = PACKED_FIELDS.filter((field) => hasLeftover(copy[field]));
  out.copy = {
    bytes: brotliCompressSync(JSON.stringify(copy), OPTIONS).toString('latin1'),
    ...(leftovers.length > 0 && { leftovers }),
    gate,
  } satisfies PackedCopy;
  return out as unknown as SitePage;
}

/**
 * From this many pages a build packs each page's copy; a smaller site keeps it as loaded. Packing costs CPU where a
 * page is loaded and where it is rendered (4-11% of a cold build of rich pages) and saves memory in proportion to the
 * pages held: unpacked, 5,000 rich pages peaked 12 MB higher (281 MB, under what 10,000 packed pages reach) and
 * 10,000 pages 20 MB higher (bench/RESULTS.md, section "Issue 34, second session").
 */
export const PACK_FROM_PAGES = 5000;

/** Whether a build of `pages` page files packs their copy (PageContext.packCopy). */
export const packsCopy = (pages: number): boolean => pages >= PACK_FROM_PAGES;

/**
 * A loaded page file with its quality bar parts measured (`measure`) while its copy is whole: its copy packed, the
 * parts kept in the pack; or, with `pack` false, the page as loaded and the parts kept in the outcome (PageOutcome.gate).
 */
export function packOutcome(outcome: PageOutcome<PageData>, measure: (page: PageData) => GateParts, pack: boolean): PageOutcome {
  if (!outcome.page) return outcome;
  const gate = measure(outcome.page);
  return pack ? { ...outcome, page: packPage(outcome.page, gate) } : { ...outcome, gate };
}

/** The packed fields, as they were before packing. */
const unpackCopy = (copy: PackedCopy): Pick<PageData, PackedField> => JSON.parse(brotliDecompressSync(Buffer.from(copy.bytes, 'latin1')).toString());

/**
 * The one way packed copy is read back: the page (or a landing view made from one) in full, its copy unpacked
 * if it is packed (taking only the fields in `keep`, when given), else the value itself.
 */
export function unpacked<T>(value: MaybePacked<T>, keep?: ReadonlySet<string>): T {
  if (!value.copy) return value as T;
  const { copy, ...rest } = value;
  const out = rest as Record<string, unknown>;
  for (const [key, field] of Object.entries(unpackCopy(copy))) if (!keep || keep.has(key)) out[key] = field;
  return out as T;
}

/** The page in full: unpacked if its copy is packed, else the page itself. */
export const fullPage = (page: SitePage): PageData => unpacked<PageData>(page);
