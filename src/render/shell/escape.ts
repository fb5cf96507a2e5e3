// The encodings a printed value goes through on its way into a page, each the
// exact rule of the code that applies it, so a value filled into a shell reads
// byte for byte as React (or the templates' JSON) would have written it.

// react-dom/server 19 (cjs/react-dom-server-legacy.node.production.js, escapeTextForBrowser): text and
// attribute values are escaped by the same function: these five characters, nothing else.
const HTML_SPECIAL = /["'&<>]/;

export function escapeTextForBrowser(text: string): string {
  const first = HTML_SPECIAL.exec(text);
  if (!first) return text;
  let html = '';
  let last = 0;
  for (let i = first.index; i < text.length; i++) {
    let entity: string;
    switch (text.charCodeAt(i)) {
      case 34:
        entity = '&quot;';
        break;
      case 38:
        entity = '&amp;';
        break;
      case 39:
        entity = '&#x27;';
        break;
      case 60:
        entity = '&lt;';
        break;
      case 62:
        entity = '&gt;';
        break;
      default:
        continue;
    }
    if (last !== i) html += text.slice(last, i);
    last = i + 1;
    html += entity;
  }
  return last !== text.length ? html + text.slice(last) : html;
}

/**
 * React's own test for a URL it refuses to print (sanitizeURL, same file): such a value is written as an error
 * script in href/src, so it is never filled into a shell; the shape key carries it as it is.
 */
export const JAVASCRIPT_URL = /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;

/** A string as it stands inside JSON.stringify's quotes (the escaping is per character, so a part of a string encodes alike). */
export const jsonInner = (value: string): string => JSON.stringify(value).slice(1, -1);

/** templates/Document.tsx escapeJsonForHtml: JSON inside a <script> element. */
export function jsonForHtml(json: string): string {
  if (!/[<\u2028\u2029]/.test(json)) return json;
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
