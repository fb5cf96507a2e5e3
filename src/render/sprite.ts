// The icon sprite: one content-hashed file holding the drawing of every icon
// the pages can show (the templates' own and those the content names), so a
// page carries one short <use> per icon instead of the drawings, and a visitor
// downloads them once for the whole site.
import type { Content } from '../content/types.js';
import type { IconSprite } from '../model.js';
import type { Asset } from './css.js';
import { hashedName } from './hash.js';
import type { Templates } from './templates.js';

/** Every icon name the pages' painPoints and features give. */
export function contentIconNames(content: Content): Set<string> {
  const names = new Set<string>();
  for (const page of content.pages) {
    for (const item of page.painPoints) if (item.icon) names.add(item.icon);
    for (const item of page.features) if (item.icon) names.add(item.icon);
  }
  return names;
}

/** Undefined for templates without an iconSprite export: their pages keep drawing their icons inline. */
export function buildIconSprite(templates: Templates, content: Content, base: string): { asset: Asset; view: IconSprite } | undefined {
  if (typeof templates.iconSprite !== 'function') return undefined;
  const { ids, svg } = templates.iconSprite(contentIconNames(content));
  const fileName = `assets/${hashedName('icons.svg', svg)}`;
  return { asset: { fileName, contents: svg }, view: { href: base + fileName, ids } };
}
