// Pages that share a shape share their markup but for the printed values: the
// shape's shell is rendered by React once, with probes, and each later page of
// the shape is its values filled into it (3-4× faster than rendering it).
// React stays the reference: a shape is compiled at its second page (a page
// whose shape never repeats is simply rendered); the compiled shell is checked
// twice before it is trusted, against a render with a second set of values
// (longer, spaced, with every character that is escaped) and against React's
// render of the page itself; a shell that differs in either sends its shape to
// React for the rest of the build. Anything the probe cannot prove (a value used
// in a way no shell can fill, data with the marker characters) is rendered by React.
// LPGEN_RENDERER=react (or `lpgen build --renderer react`) renders every page with React.
// A build with a cache keeps the shells this thread trusted for the next one
// (cache/template-cache.ts): a quick rebuild fills its pages from them without
// loading React or the templates, and compiles a shape it lacks at once.
import type { Route } from '../../model.js';
import { compileShell, fill, shellFrom, storedShell, type Shell, type StoredShell } from './compile.js';
import { KeyedNames, shapeOf, substitute, type StaticRoute } from './shape.js';

type Render = (route: StaticRoute) => string;

/** Names the templates are known to read without printing; the rest are found by probing. */
const DECLARED: readonly string[] = ['icon'];
/** Probing again for newly found names: after this many, the shape is left to React. */
const MAX_PROBES = 4;

type Entry = { seen: 1 } | { shell: Shell } | { react: true };

/** Shells an earlier build trusted with the same templates (cache/template-cache.ts), for a build to fill from. */
export interface KeptShells {
  /** The templates they were rendered by: the identity renderWithShell is given. */
  templates: unknown;
  /** Per route kind, the paths keyed when they were trusted: their keys were taken with these. */
  keyed: Record<string, string[]>;
  /** The shell kept under a shape key, if any. */
  find(key: string): Shell | undefined;
}

/** A shell this thread trusted during the build, with the paths keyed for its kind when it did. */
export interface TrustedShell {
  kind: string;
  key: string;
  shell: Shell;
  keyed: string[];
}

export interface ShellStats {
  shell: number;
  react: number;
  shapes: number;
  compiled: number;
  /** Shapes a check sent to React: [reason, page url]. */
  mismatches: Array<[string, string]>;
  /** Paths found read but not printed (now part of the shape key). */
  keyed: string[];
}

export const stats: ShellStats = { shell: 0, react: 0, shapes: 0, compiled: 0, mismatches: [], keyed: [] };

const keyedByKind = new Map<string, KeyedNames>();
const entries = new Map<string, Entry>();
// The templates the cached shells were rendered by: other templates (lpgen dev after an edit, a --templates
// folder, a test's copy) render other HTML, so the cache starts over when they change.
let shellsOf: unknown;
// The cache of one build's shapes; a long-lived process (lpgen dev) starts over past this many.
const MAX_ENTRIES = 50_000;
let kept: KeptShells | undefined;
let trusted: TrustedShell[] = [];
let firstSight = false;

/**
 * A build that keeps its shells (one with a cache) compiles each landing page's shape at its first page instead
 * of its second: two more renders for a shape no other page has, and the first quick rebuild of that page finds
 * its shell too. Only landing pages: a quick rebuild renders no other kind (keeps the hubs, home and the rest), and
 * a hub's or the home page's shape is mostly its own, with a shell the size of the page.
 */
export function compileAtFirstSight(on: boolean): void {
  firstSight = on;
}

export const shellEnabled = (): boolean => process.env.LPGEN_RENDERER !== 'react';

function keyedFor(kind: string): KeyedNames {
  let keyed = keyedByKind.get(kind);
  if (!keyed) {
    keyedByKind.set(kind, (keyed = new KeyedNames()));
    for (const name of DECLARED) keyed.anywhere.add(name);
  }
  return keyed;
}

/** Second values for the check render: unlike the probes in length, spacing, case and escaping; equal where the page's are. */
const checkValue = (first: readonly number[]) => (i: number) => ` Check ${first[i]} "quoted" & <b>tags</b> 'x' \u2028 ${'long '.repeat(first[i] % 5)} `;

function startOver(templates: unknown): void {
  entries.clear();
  keyedByKind.clear();
  shellsOf = templates;
}

/**
 * Fills pages from shells an earlier build kept (undefined: none), and starts this build's list of trusted
 * shells afresh. Their keyed paths are this thread's from now on, so a page's key is taken as theirs were.
 */
export function useKeptShells(shells: KeptShells | undefined): void {
  kept = shells;
  trusted = [];
  if (!shells) return;
  startOver(shells.templates);
  for (const [kind, paths] of Object.entries(shells.keyed)) for (const path of paths) keyedFor(kind).add(path);
}

/** The paths keyed for a route kind now: a shell trusted now was keyed with them. */
export function keyedPaths(kind: string): string[] {
  return keyedFor(kind).paths();
}

/** The shells this thread trusted since useKeptShells or the last call, to keep for the next build. */
export function takeTrustedShells(): TrustedShell[] {
  const taken = trusted;
  trusted = [];
  return taken;
}

/** A trusted shell as it crosses threads: a shell's encodings are functions, sent as their numbers. */
export type SentShell = Omit<TrustedShell, 'shell'> & { shell: StoredShell };

export const sentShell = (t: TrustedShell): SentShell => ({ ...t, shell: storedShell(t.shell) });

export function receivedShell(sent: SentShell): TrustedShell | undefined {
  const shell = shellFrom(sent.shell);
  return shell && { ...sent, shell };
}

/** The shell for this route, from this build's shells or the kept ones (found once, then held). */
function shellOf(route: StaticRoute, templates: unknown): { shape?: ReturnType<typeof shapeOf>; entry?: Entry } {
  if (templates !== shellsOf) startOver(templates);
  const shape = shapeOf(route, keyedFor(route.kind));
  if (!shape) return {};
  let entry = entries.get(shape.key);
  if (!entry && kept && kept.templates === templates) {
    const shell = kept.find(shape.key);
    if (shell) entries.set(shape.key, (entry = { shell }));
  }
  return { shape, entry };
}

/** The route's page can be filled from a shell (kept or trusted): rendering it needs neither React nor the templates. */
export function fillsFromShell(route: Route, templates: unknown): boolean {
  if (route.kind === 'admin' || !shellEnabled()) return false;
  const { entry } = shellOf(route, templates);
  return entry !== undefined && 'shell' in entry;
}

/** The page's HTML: from its shape's shell when there is a trusted one, else rendered by React. `templates`: what `render` renders with. */
export function renderWithShell(route: Route, render: Render, templates: unknown): string {
  if (route.kind === 'admin' || !shellEnabled()) return renderByReact(route as StaticRoute, render);
  const { shape, entry } = shellOf(route, templates);
  if (!shape) return renderByReact(route, render);
  if (entry && 'shell' in entry) {
    stats.shell++;
    return fill(entry.shell, shape.values);
  }
  // With kept shells (a quick rebuild, a page or two) or shells to keep, a new shape is compiled at once.
  if (!entry && (kept || (firstSight && route.kind === 'landing'))) {
    stats.shapes++;
    return compileAndCheck(route, render, shape.key, 0);
  }
  if (!entry) {
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(shape.key, { seen: 1 });
    stats.shapes++;
    return renderByReact(route, render);
  }
  if ('react' in entry) return renderByReact(route, render);
  return compileAndCheck(route, render, shape.key, 0);
}

function compileAndCheck(route: StaticRoute, render: Render, key: string, probes: number): string {
  const keyed = keyedFor(route.kind);
  let compiled: ReturnType<typeof compileShell>;
  try {
    compiled = compileShell(render, route, keyed);
  } catch (error) {
    // A template that cannot take a probe (it parsed a value, say): React renders the shape, and reports any real failure.
    compiled = { refused: `the probe render threw: ${String((error as Error | undefined)?.message ?? error).split('\n')[0]}` };
  }
  if ('rekey' in compiled) {
    // The names are keyed from now on: this page (and every later one) has another key.
    let added = false;
    for (const name of compiled.rekey) added = keyed.add(name) || added;
    stats.keyed.push(...compiled.rekey.map((name) => name.replaceAll('\u0001', '.')));
    // Keyed already and misused still: the markers were mangled where no key helps.
    if (!added) return refuse(key, 'values used in ways a shell cannot fill', route, renderByReact(route, render));
    entries.delete(key);
    const shape = shapeOf(route, keyed);
    if (!shape || probes + 1 >= MAX_PROBES) return renderByReact(route, render);
    if (!entries.has(shape.key)) stats.shapes++;
    const entry = entries.get(shape.key);
    if (entry && 'shell' in entry) return fill(entry.shell, shape.values);
    if (entry && 'react' in entry) return renderByReact(route, render);
    return compileAndCheck(route, render, shape.key, probes + 1);
  }
  const html = renderByReact(route, render);
  if ('refused' in compiled) return refuse(key, compiled.refused, route, html);
  const shape = shapeOf(route, keyed)!;
  const first = firstOccurrences(shape.values);
  const check = checkValue(first);
  let checked: string | undefined;
  try {
    checked = render(substitute(route, keyed, check));
  } catch {
    checked = undefined;
  }
  if (
    checked !==
    fill(
      compiled.shell,
      shape.values.map((_, i) => check(i)),
    )
  )
    return refuse(key, 'differs with other values', route, html);
  if (fill(compiled.shell, shape.values) !== html) return refuse(key, 'differs from React', route, html);
  stats.compiled++;
  entries.set(key, { shell: compiled.shell });
  // Kept for the next build's quick rebuilds, which render landing pages only.
  if (route.kind === 'landing') trusted.push({ kind: route.kind, key, shell: compiled.shell, keyed: keyed.paths() });
  return html;
}

function refuse(key: string, reason: string, route: StaticRoute, html: string): string {
  entries.set(key, { react: true });
  stats.mismatches.push([reason, route.url]);
  return html;
}

function renderByReact(route: StaticRoute, render: Render): string {
  stats.react++;
  return render(route);
}

/** For each occurrence, the first occurrence of the same string. */
function firstOccurrences(values: readonly string[]): number[] {
  const firstOf = new Map<string, number>();
  return values.map((value, i) => {
    const first = firstOf.get(value);
    if (first !== undefined) return first;
    firstOf.set(value, i);
    return i;
  });
}
