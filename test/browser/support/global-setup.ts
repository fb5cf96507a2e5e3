// vitest globalSetup of the browser project: build the sites once for every test file.
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildSites, type BuiltSites } from './sites.js';

declare module 'vitest' {
  export interface ProvidedContext {
    sites: BuiltSites;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const started = performance.now();
  const sites = await buildSites({ siteUrl: 'https://floridacrm.lpgen-test.dev/' });
  console.log(`browser tests: built the bundled and switchable sites in ${Math.round(performance.now() - started)} ms`);
  project.provide('sites', sites);
  return () => rmSync(sites.root, { recursive: true, force: true });
}
