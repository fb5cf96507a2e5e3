import { createContext, createElement, useContext, type ReactElement, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/**
 * A decorative Lucide icon in a fraction of Lucide's markup. Lucide writes
 * xmlns, width, height, fill and four stroke attributes on every <svg>; here
 * the `.i` component class in styles.css carries them once. Inside an
 * <IconScope> (the Document puts one around every static page) an icon's
 * shapes are written once per page, in a <symbol> at its first use, and each
 * later use is a one-line <use>: the five rating stars cost one star's path.
 * Always aria-hidden: every icon sits beside text that says what it means.
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

/** The ids of the icons already drawn on the page being rendered; null outside a scope. */
const Drawn = createContext<Set<string> | null>(null);

/** One per rendered page: a fresh set, so each page carries the symbols it uses and no others. */
export function IconScope({ children }: { children?: ReactNode }) {
  return <Drawn.Provider value={new Set()}>{children}</Drawn.Provider>;
}

export function Icon({ icon, className }: { icon: LucideIcon; className?: string }) {
  const { id, shapes } = drawingOf(icon);
  const drawn = useContext(Drawn);
  const svg = (children: ReactNode, viewBox?: string) => (
    // `i` is no Tailwind utility, so there is nothing for cn() to merge: plain concatenation, ~40 times a page.
    <svg className={className ? `i ${className}` : 'i'} viewBox={viewBox} aria-hidden="true">
      {children}
    </svg>
  );
  if (!drawn) return svg(shapes, '0 0 24 24');
  const use = <use href={`#${id}`} />;
  if (drawn.has(id)) return svg(use);
  drawn.add(id);
  return svg(
    <>
      <symbol id={id} viewBox="0 0 24 24">
        {shapes}
      </symbol>
      {use}
    </>,
  );
}
