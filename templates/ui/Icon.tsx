import { createContext, createElement, use, useContext, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LucideIcon } from 'lucide-react';
import type { IconSprite } from 'lpgen/model';
import { iconsByName } from 'lpgen/rules/icons';
import * as siteIcons from './icons.js';

/** The icons the templates draw (ui/icons.ts): the sprite file always holds them. */
const SITE_ICONS: readonly LucideIcon[] = Object.values(siteIcons);

/**
 * A decorative Lucide icon in a fraction of Lucide's markup. Lucide writes
 * xmlns, width, height, fill and four stroke attributes on every <svg>; here
 * the `.i` component class in styles.css carries them once. Inside an
 * <IconScope> (the Document puts one around every static page) an icon's
 * shapes are written once per page, in a <symbol> at its first use, and each
 * later use is a one-line <use>: the five rating stars cost one star's path.
 * When the build wrote an icon sprite (iconSprite below, assets/icons.<hash>.svg),
 * the icons in it are a <use> of that cached file and no page carries their
 * shapes at all. Always aria-hidden: every icon sits beside text that says what it means.
 */

interface Drawing {
  id: string;
  shapes: ReactElement[];
}

interface LucideData {
  name: string;
  node: [string, Record<string, string>][];
}

const drawings = new WeakMap<LucideIcon, Drawing>();

/**
 * Each Lucide icon is a forwardRef wrapper whose render passes the icon's
 * data to Lucide's base component as `icon` (lucide-react ≥ 1.0); the render
 * is called once per icon and process, outside any React render.
 */
function drawingOf(icon: LucideIcon): Drawing {
  let drawing = drawings.get(icon);
  if (drawing) return drawing;
  const render = (icon as unknown as { render?: (props: object, ref: null) => ReactElement<{ icon?: LucideData }> }).render;
  const data = render?.({}, null).props.icon;
  if (!data || typeof data.name !== 'string' || !Array.isArray(data.node)) {
    throw new Error(`lucide-react no longer exposes icon data on ${icon.displayName ?? 'an icon'}: update templates/ui/Icon.tsx`);
  }
  drawing = {
    id: `i-${data.name}`,
    // Lucide's `key` is React's, not an SVG attribute.
    shapes: data.node.map(([tag, { key, ...attrs }], i) => createElement(tag, { key: key ?? i, ...attrs })),
  };
  drawings.set(icon, drawing);
  return drawing;
}

/** The site's sprite file, indexed once per sprite rather than once per page. */
interface SpriteIndex {
  href: string;
  ids: ReadonlySet<string>;
  /** The <use> of each icon drawn so far, as the inner HTML of its <svg>. */
  uses: Map<string, { __html: string }>;
}

const spritesByObject = new WeakMap<IconSprite, SpriteIndex>();
const spritesByText = new Map<string, SpriteIndex>();

function spriteIndex(sprite: IconSprite): SpriteIndex {
  let index = spritesByObject.get(sprite);
  if (index) return index;
  // Each batch of pages a worker renders has its own copy of the sprite's view.
  const text = `${sprite.href}\n${sprite.ids.join('\n')}`;
  index = spritesByText.get(text);
  if (!index) {
    if (spritesByText.size >= 4) spritesByText.delete(spritesByText.keys().next().value!);
    spritesByText.set(text, (index = { href: sprite.href, ids: new Set(sprite.ids), uses: new Map() }));
  }
  spritesByObject.set(sprite, index);
  return index;
}

interface Scope {
  /** The ids of the icons already drawn on the page being rendered. */
  drawn: Set<string>;
  sprite?: SpriteIndex;
}

/** Null outside a scope (the admin page's island, which the client hydrates without one). */
const Drawn = createContext<Scope | null>(null);

/** One per rendered page: a fresh set, so each page carries the symbols it uses and no others. */
export function IconScope({ sprite, children }: { sprite?: IconSprite; children?: ReactNode }) {
  const scope: Scope = { drawn: new Set(), sprite: sprite && spriteIndex(sprite) };
  return <Drawn.Provider value={scope}>{children}</Drawn.Provider>;
}

/** What an icon's markup depends on besides the icon itself: no scope (drawn in full), the page's own symbols, or a sprite file. */
export type IconMode = 'bare' | 'symbols' | SpriteIndex;

/** The icon mode where it is called: from a component's render (site-markup.tsx). */
export function useIconMode(): IconMode {
  const scope = use(Drawn);
  return scope === null ? 'bare' : (scope.sprite ?? 'symbols');
}

/**
 * `node` rendered on its own with icons drawn as `mode` draws them; undefined
 * when it drew an icon's shapes into a <symbol>, which a page writes only at an
 * icon's first use, so that markup depends on the rest of the page.
 */
export function renderAlone(node: ReactNode, mode: IconMode): string | undefined {
  if (mode === 'bare') return renderToStaticMarkup(node);
  const scope: Scope = { drawn: new Set(), sprite: mode === 'symbols' ? undefined : mode };
  const html = renderToStaticMarkup(<Drawn.Provider value={scope}>{node}</Drawn.Provider>);
  return scope.drawn.size === 0 ? html : undefined;
}

export function Icon({ icon, className }: { icon: LucideIcon; className?: string }) {
  const { id, shapes } = drawingOf(icon);
  const scope = useContext(Drawn);
  const svg = (children: ReactNode, viewBox?: string) => (
    // `i` is no Tailwind utility, so there is nothing for cn() to merge: plain concatenation, ~40 times a page.
    <svg className={className ? `i ${className}` : 'i'} viewBox={viewBox} aria-hidden="true">
      {children}
    </svg>
  );
  if (!scope) return svg(shapes, '0 0 24 24');
  const { sprite } = scope;
  if (sprite?.ids.has(id)) {
    // The <use> is the same for every icon of this sprite: React renders it once, each page copies its markup.
    let markup = sprite.uses.get(id);
    if (!markup) sprite.uses.set(id, (markup = { __html: renderToStaticMarkup(<use href={`${sprite.href}#${id}`} />) }));
    return <svg className={className ? `i ${className}` : 'i'} aria-hidden="true" dangerouslySetInnerHTML={markup} />;
  }
  const use = <use href={`#${id}`} />;
  if (scope.drawn.has(id)) return svg(use);
  scope.drawn.add(id);
  return svg(
    <>
      <symbol id={id} viewBox="0 0 24 24">
        {shapes}
      </symbol>
      {use}
    </>,
  );
}

/**
 * The sprite file: every icon of SITE_ICONS and of `names` (lucide's
 * kebab-case names; the build passes those site.yaml's and the niche presets'
 * defaults name), one <symbol> each, in a fixed order so the same icons always
 * make the same file (its name is its hash).
 */
export function iconSprite(names: Iterable<string>): { ids: string[]; svg: string } {
  const byName = iconsByName();
  const byId = new Map<string, Drawing>();
  for (const icon of [...SITE_ICONS, ...[...names].flatMap((name) => byName.get(name) ?? [])]) {
    const drawing = drawingOf(icon);
    byId.set(drawing.id, drawing);
  }
  const ids = [...byId.keys()].sort();
  const symbols = ids.map((id) =>
    renderToStaticMarkup(
      <symbol id={id} viewBox="0 0 24 24">
        {byId.get(id)!.shapes}
      </symbol>,
    ),
  );
  return { ids, svg: `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n` };
}
