import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copySite, editFile, readHtml, runCli, tempDir } from '../helpers.js';

describe('numbers where display text is expected', () => {
  it('accepts `value: 120` and `value: 1200`, shown as 120 and 1,200; `500+` still works', async () => {
    const dir = copySite();
    editFile(dir, 'pages/dentist-crm-miami.yaml', (t) =>
      t.replace('value: $350', 'value: 1200').replace('{ label: Typical No-Show Rate, value: 20% }', '{ label: Clinics, value: 120 }'),
    );
    const out = path.join(tempDir(), 'dist');
    const r = await runCli(['build', '--content', dir, '--out', out, '--quiet']);
    expect(r.code).toBe(0);
    const html = readHtml(out, 'dentist-crm-miami/index.html');
    expect(html).toContain('1,200');
    expect(html).toMatch(/>120</);
    expect(html).toContain('500+');
  });

  it('still rejects a value that is neither text nor a number', async () => {
    const dir = copySite();
    editFile(dir, 'pages/dentist-crm-miami.yaml', (t) => t.replace('value: $350', 'value: true'));
    const r = await runCli(['check', '--content', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/dentist-crm-miami\.yaml:5:\d+\s+localStats\[1\]\.value: /);
  });
});
