// lpgen dev over HTTP: serves a build with the reload client, rebuilds on
// change, pushes reload events, shows errors as an overlay and recovers.
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDev, type BuildOutcome, type DevServer } from '../../src/dev/server.js';
import { createLogger } from '../../src/log.js';
import { copySite, copyTemplates, editFile, repoRoot } from '../helpers.js';

describe('lpgen dev', () => {
  let content: string;
  let templates: string;
  let server: DevServer;
  let waiting: ((o: BuildOutcome) => void)[] = [];
  const terminal: string[] = [];
  const nextBuild = () => new Promise<BuildOutcome>((resolve) => waiting.push(resolve));

  beforeAll(async () => {
    content = copySite();
    // Inside the repo, so the copy resolves react & co. like the real templates folder.
    templates = copyTemplates(mkdtempSync(path.join(repoRoot, 'test', '.tmp-dev-')));
    server = await startDev({
      content,
      templates,
      port: 0,
      logger: createLogger({ quiet: true }),
      onError: (error) => terminal.push(String((error as Error).message)),
      onBuild: (o) => {
        const w = waiting;
        waiting = [];
        for (const resolve of w) resolve(o);
      },
      debounceMs: 30,
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(path.dirname(templates), { recursive: true, force: true });
  });

  it('serves the build on 127.0.0.1 with the reload client, which never reaches the output folder', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const html = await (await fetch(`${server.url}dentist-crm-miami/`)).text();
    expect(html).toContain('<script src="/__lpgen/client.js" defer></script></body>');
    expect(readFileSync(path.join(server.out, 'dentist-crm-miami', 'index.html'), 'utf8')).not.toContain('__lpgen');
    const client = await fetch(`${server.url}__lpgen/client.js`);
    expect(client.headers.get('content-type')).toContain('javascript');
    expect(await client.text()).toContain('new EventSource("/__lpgen/events")');
    expect(server.out.startsWith(path.join(repoRoot, 'dist'))).toBe(false);
  });

  it('rebuilds when a page changes and sends a reload event', async () => {
    const events = await fetch(`${server.url}__lpgen/events`);
    expect(events.headers.get('content-type')).toBe('text/event-stream');
    const reader = events.body!.getReader();
    const built = nextBuild();
    editFile(content, 'pages/dentist-crm-miami.yaml', (t) => t + 'heroHeadline: Freshly Edited Headline\n');
    expect((await built).ok).toBe(true);
    let received = '';
    while (!received.includes('event: reload')) received += new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    expect(received).toContain('data: ok');
    expect(await (await fetch(`${server.url}dentist-crm-miami/`)).text()).toContain('Freshly Edited Headline');
  }, 60_000);

  // Editors and git replace a file rather than write into it; each way of saving must rebuild, every time.
  it.each([
    ['renaming a new file over it', 'heroHeadline', (file: string, text: string) => (writeFileSync(`${file}.tmp`, text), renameSync(`${file}.tmp`, file))],
    ['deleting it and creating it again', 'heroSubheadline', (file: string, text: string) => (unlinkSync(file), writeFileSync(file, text))],
  ])('rebuilds after a save by %s, and after the next save too', async (how, field, save) => {
    const file = path.join(content, 'pages', 'dentist-crm-tampa.yaml');
    const original = readFileSync(file, 'utf8');
    for (const text of [`Saved once by ${how}`, `Saved twice by ${how}`]) {
      const built = nextBuild();
      save(file, `${original}${field}: ${text}\n`);
      expect(await built, terminal.join('\n')).toMatchObject({ ok: true });
      expect(await (await fetch(`${server.url}dentist-crm-tampa/`)).text()).toContain(text);
    }
  });

  it('shows a content error as an overlay with file:line:col, keeps running, and recovers when fixed', async () => {
    // Built through the server's own rebuild queue, not the watcher (the save tests above cover watching):
    // its build starts after the edit, so it sees it, whatever else the watcher queued meanwhile.
    editFile(content, 'pages/dentist-crm-tampa.yaml', (t) => t.replace('city: Tampa', 'city: Tampa\npainPoints:\n  - title: true\n    description: x'));
    const failed = await server.rebuild();
    expect(failed.ok).toBe(false);
    expect(terminal.at(-1)).toMatch(/content error/);
    const page = await fetch(`${server.url}dentist-crm-tampa/`);
    expect(page.status).toBe(500);
    const overlay = await page.text();
    expect(overlay).toMatch(/pages\/dentist-crm-tampa\.yaml:\d+:\d+ {2}painPoints\[0\]\.title: /);
    expect(overlay).toContain('/__lpgen/client.js');
    // Assets still come from the last good build.
    expect((await fetch(`${server.url}hero/test.svg`)).status).toBe(200);
    editFile(content, 'pages/dentist-crm-tampa.yaml', (t) => t.replace('  - title: true', '  - title: Fixed'));
    expect((await server.rebuild()).ok).toBe(true);
    expect((await fetch(`${server.url}dentist-crm-tampa/`)).status).toBe(200);
  }, 60_000);

  it('shows a template syntax error the same way, and recovers', async () => {
    let built = nextBuild();
    const file = path.join(templates, 'NotFoundPage.tsx');
    const good = readFileSync(file, 'utf8');
    editFile(templates, 'NotFoundPage.tsx', () => 'export function NotFoundPage( {\n');
    expect((await built).ok).toBe(false);
    const overlay = await (await fetch(server.url)).text();
    expect(overlay).toMatch(/templates failed to compile:\n.*NotFoundPage\.tsx:\d+:\d+ /);
    built = nextBuild();
    editFile(templates, 'NotFoundPage.tsx', () => good);
    expect((await built).ok).toBe(true);
    expect((await fetch(server.url)).status).toBe(200);
  }, 60_000);

  it('removes its temp output folder on close', async () => {
    const other = await startDev({ content, templates, port: 0, logger: createLogger({ quiet: true }) });
    expect(existsSync(other.out)).toBe(true);
    await other.close();
    expect(existsSync(other.out)).toBe(false);
  }, 60_000);
});
