// The templates contract: what a templates folder's index.ts exports and which
// export renders each route kind. The one table below drives both the up-front
// export check (template-exports.ts) and the render dispatch (page.ts): a new
// route kind fails to compile until it has a row here and a case there.
import type { ComponentType, ReactNode } from 'react';
import type { HeadView, Island, Route, SiteView } from '../model.js';

/** For each route kind, the export that renders its page body. */
export const PAGE_COMPONENTS = {
  landing: 'LandingPage',
  home: 'HomePage',
  admin: 'AdminApp',
  notFound: 'NotFoundPage',
  legal: 'LegalPage',
  hub: 'HubPage',
} as const satisfies Record<Route['kind'], string>;

/** The exports every page is framed by, whatever its kind. */
export const FRAME_COMPONENTS = ['Document', 'ErrorBoundary'] as const;

/** Every component a templates folder must export. */
export const REQUIRED_COMPONENTS: readonly string[] = [...FRAME_COMPONENTS, ...Object.values(PAGE_COMPONENTS)];

type RouteOf<K extends Route['kind']> = Extract<Route, { kind: K }>;
/** Each page component, typed by the props of the route kind it renders. */
type PageComponents = { [K in Route['kind'] as (typeof PAGE_COMPONENTS)[K]]: ComponentType<RouteOf<K>['props']> };

/** What the engine reads of a compiled templates module. */
export interface Templates extends PageComponents {
  Document: ComponentType<{ site: SiteView; head: HeadView; island?: Island; children?: ReactNode }>;
  ErrorBoundary: ComponentType<{ children?: ReactNode }>;
  /** Every inline script the templates can emit, hashed for the Content-Security-Policy. */
  INLINE_SCRIPTS: readonly string[];
  /** The icon sprite for the icons the content names (templates/ui/Icon.tsx); optional: without it pages carry their icons. */
  iconSprite?: (names: Iterable<string>) => { ids: string[]; svg: string };
}

/** The default of an exhaustive switch: a compile error when a case is missing, a bug report if reached anyway. */
export function assertNever(value: never): never {
  const kind = (value as { kind?: unknown } | null)?.kind ?? value;
  throw new Error(`no case for ${String(kind)}: a bug in lpgen`);
}
