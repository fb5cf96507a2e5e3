import { createHash } from 'node:crypto';

/** 'site.css' + contents → 'site.3f9a1c2b.css' */
export function hashedName(name: string, contents: string | Uint8Array): string {
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10);
  const dot = name.lastIndexOf('.');
  return `${name.slice(0, dot)}.${hash}${name.slice(dot)}`;
}
