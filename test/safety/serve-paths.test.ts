// lpgen serve and lpgen dev read a request target as a path on this server:
// '//' and '//dentist-crm-miami' are paths with an empty segment, the 404 every
// such path is, never the host 'dentist-crm-miami' (which served the home
// page) nor an "Invalid URL" 500 (which, in dev, was thrown out of the handler).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { startDev, type DevServer } from '../../src/dev/server.js';
import { createLogger } from '../../src/log.js';
import { startServer, type RunningServer } from '../../src/serve/server.js';
import { copySite, tempDir } from '../helpers.js';
import { rawRequest } from '../support/http.js';

const quiet = createLogger({ quiet: true });
const EMPTY_SEGMENTS = ['//', '//dentist-crm-miami', '//dentist-crm-miami/', '///', '//index.html', '//x/y', '/\\dentist-crm-miami/'];
const portOf = (server: RunningServer) => Number(new URL(server.url).port);

describe('lpgen serve: paths with an empty segment', () => {
  let out: string;
  let server: RunningServer;
  beforeAll(async () => {
    out = path.join(tempDir(), 'dist');
    await build({ content: copySite(), out, logger: quiet });
    server = await startServer({ dir: out, port: 0 });
  }, 60_000);
  afterAll(() => server?.close());

  it.each(EMPTY_SEGMENTS)('GET %s is the 404 page with status 404', async (target) => {
    const r = await rawRequest(portOf(server), target);
    expect(r.status).toBe(404);
    expect(r.body).toBe(readFileSync(path.join(out, '404.html'), 'utf8'));
    expect(r.headers.location).toBeUndefined();
  });

  it('still serves the pages those paths resemble', async () => {
    const home = await rawRequest(portOf(server), '/');
    expect(home.status).toBe(200);
    expect(home.body).toBe(readFileSync(path.join(out, 'index.html'), 'utf8'));
    expect((await rawRequest(portOf(server), '/dentist-crm-miami/')).status).toBe(200);
    expect((await rawRequest(portOf(server), '/dentist-crm-miami')).headers.location).toBe('/dentist-crm-miami/');
    expect((await rawRequest(portOf(server), '/?q=1')).status).toBe(200);
  });
});

describe('lpgen dev: paths with an empty segment', () => {
  let server: DevServer;
  beforeAll(async () => {
    server = await startDev({ content: copySite(), port: 0, logger: quiet });
  }, 60_000);
  afterAll(() => server?.close());

  it.each(['//', '//dentist-crm-miami'])('GET %s is a 404, and the server keeps answering', async (target) => {
    const r = await rawRequest(portOf(server), target);
    expect(r.status).toBe(404);
    expect(r.body).toContain('<html');
    expect((await rawRequest(portOf(server), '/dentist-crm-miami/')).status).toBe(200);
  });
});
