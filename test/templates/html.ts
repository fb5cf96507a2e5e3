// Tiny string helpers for asserting on rendered HTML without a DOM.

/** Every `id="…"` in the markup. */
export function ids(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
}

/** The targets of every in-page link (`href="#x"` → 'x'), ignoring a bare '#'. */
export function anchorTargets(html: string): string[] {
  return [...html.matchAll(/\shref="#([^"]+)"/g)].map((m) => m[1]);
}

/** Opening tags of every `<a>` whose href is exactly `href`. */
export function linksTo(html: string, href: string): string[] {
  const escaped = href.replace(/&/g, '&amp;').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...html.matchAll(new RegExp(`<a\\s[^>]*href="${escaped}"[^>]*>`, 'g'))].map((m) => m[0]);
}

/** The markup of the element that has `id`, up to its matching close tag (same tag name, nesting-aware). */
export function elementById(html: string, id: string): string | null {
  const open = new RegExp(`<([a-z0-9]+)\\s[^>]*id="${id}"[^>]*>`).exec(html);
  if (!open) return null;
  const tag = open[1];
  const re = new RegExp(`<(/?)${tag}(?=[\\s>])[^>]*>`, 'g');
  re.lastIndex = open.index;
  let depth = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(open.index, m.index + m[0].length);
  }
  return null;
}

/** Heading levels in document order, e.g. [1, 2, 3, 3, 2]. */
export function headingLevels(html: string): number[] {
  return [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
}

/** Elements whose class list holds `name` as a whole token ('card' counts cards, not card titles). */
export function countClass(html: string, name: string): number {
  return [...html.matchAll(/\sclass="([^"]*)"/g)].filter((m) => m[1].split(/\s+/).includes(name)).length;
}

export function count(html: string, needle: string): number {
  return html.split(needle).length - 1;
}

/** Text content, roughly: tags dropped, common entities decoded, whitespace collapsed. */
export function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
