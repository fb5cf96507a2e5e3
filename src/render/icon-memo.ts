// Lucide rebuilds every icon's attribute map from scratch on each use (class
// merging, attribute renaming, accessibility checks): with ~40 icons on a
// landing page that was a fifth of the render time. Landing, home and legal
// pages now draw their icons with templates/ui/Icon.tsx, which skips Lucide's
// base component; this still serves the pages that render Lucide's
// components directly (the 404 page, the admin page, the error boundary). The element an icon
// renders depends only on the icon, its props and the Lucide context, so the
// render thread memoizes it per (icon, props, context) by wrapping the render
// function of lucide's one base component. Icons with children, refs or
// props that are not plain data are rendered as usual.
import { createRequire } from 'node:module';
import type { ReactElement } from 'react';

type Render = ((props: Record<string, unknown>, ref: unknown) => ReactElement) & { memoized?: boolean };

let done = false;

/** Resolved from where the templates module resolves it (lpgen's node_modules), so it is the same instance. */
export function memoizeLucideIcons(): void {
  if (done) return;
  done = true;
  let lucide: { Icon?: { render?: Render }; useLucideContext?: () => unknown };
  try {
    lucide = createRequire(import.meta.url)('lucide-react');
  } catch {
    return; // templates without lucide
  }
  const icon = lucide.Icon;
  const useContext = lucide.useLucideContext;
  const render = icon?.render;
  if (!icon || typeof render !== 'function' || render.memoized || typeof useContext !== 'function') return;
  const cache = new WeakMap<object, Map<string, ReactElement>>();
  const memo: Render = (props, ref) => {
    // Icons made by createLucideIcon pass their data as `icon`; hand-made ones pass `iconNode`.
    const { icon: data, iconNode, children, ...rest } = props;
    const identity = data ?? iconNode;
    if (ref || children !== undefined || typeof identity !== 'object' || identity === null) return render(props, ref);
    // The hook the original calls, so a LucideProvider's values are part of the key.
    const context = useContext();
    let key: string;
    try {
      key = JSON.stringify([rest, context], (_k, v) => {
        if (typeof v === 'function' || typeof v === 'symbol') throw new Error('not plain data');
        return v;
      });
    } catch {
      return render(props, ref);
    }
    let byProps = cache.get(identity);
    if (!byProps) cache.set(identity, (byProps = new Map()));
    let element = byProps.get(key);
    if (!element) byProps.set(key, (element = render(props, ref)));
    return element;
  };
  memo.memoized = true;
  icon.render = memo;
}
