// Content types by extension, as static hosts send them; text types carry a charset.
// mrmime (mime-db's extension table in 5 KB, no dependencies) rather than a
// hand-kept list of two dozen types: a file under content/public/ may be anything
// (.csv, .wasm, .ics, fonts), and an unknown type downloads instead of showing.
import { lookup } from 'mrmime';

/** Where lpgen keeps what hosts send rather than mime-db's choice. */
const HOST_TYPES: Record<string, string> = {
  // mime-db lists only image/vnd.microsoft.icon, which older browsers do not take as a favicon.
  ico: 'image/x-icon',
  // Sitemaps are served as application/xml by the common static hosts.
  xml: 'application/xml',
};

const TEXT = /^(text\/|application\/(json|xml|manifest\+json|javascript)$|application\/[\w.+-]+\+(json|xml)$)/;

export function contentType(file: string): string {
  const dot = file.lastIndexOf('.');
  const ext = dot >= 0 && !file.slice(dot).includes('/') ? file.slice(dot + 1).toLowerCase() : '';
  const type = HOST_TYPES[ext] ?? (ext ? lookup(ext) : undefined);
  if (!type) return 'application/octet-stream';
  // image/svg+xml is text too, but hosts send it without a charset (the file declares its own).
  return TEXT.test(type) && !type.startsWith('image/') ? `${type}; charset=utf-8` : type;
}
