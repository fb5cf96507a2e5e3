// What only the dev server adds to responses: the live-reload client (an
// external script, so the site's hashed Content-Security-Policy allows it
// under 'self') and the error overlay shown instead of pages while a build is
// broken. Nothing here is ever written to the output folder.
import { ContentError, LpgenError, formatIssue } from '../errors.js';

export const EVENTS_PATH = '/__lpgen/events';
export const CLIENT_PATH = '/__lpgen/client.js';

// Reloads on every finished build; EventSource reconnects by itself when the dev server restarts.
export const CLIENT_JS = `new EventSource(${JSON.stringify(EVENTS_PATH)}).addEventListener('reload', () => location.reload());\n`;

const SNIPPET = `<script src="${CLIENT_PATH}" defer></script>`;

export function injectReload(html: string): string {
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + SNIPPET : html.slice(0, at) + SNIPPET + html.slice(at);
}

/** The lines a person acts on: `file:line:col  field: message` for content, the message otherwise. */
export function errorLines(error: unknown): string[] {
  if (error instanceof ContentError) return error.issues.map(formatIssue);
  if (error instanceof LpgenError) return error.message.split('\n');
  return [`unexpected failure, this is a bug in lpgen:`, ...String((error as Error)?.stack ?? error).split('\n')];
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export function overlayPage(lines: string[]): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>lpgen: build failed</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{margin:0;font:15px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;background:#1c1917;color:#fafaf9}
main{max-width:72rem;margin:0 auto;padding:2rem}h1{font-size:1.1rem;color:#fca5a5;margin:0 0 1rem}
pre{white-space:pre-wrap;background:#292524;border-left:4px solid #ef4444;padding:1rem;margin:0}p{color:#a8a29e}</style></head>
<body><main><h1>lpgen dev: the build failed</h1><pre id="lpgen-errors">${lines.map(escape).join('\n')}</pre>
<p>Fix the file and save: this page reloads by itself.</p></main>${SNIPPET}</body></html>`;
}
