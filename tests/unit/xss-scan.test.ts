import { expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';

/**
 * The kitajs XSS scan over every server-rendered view: user text must be escaped (`safe`)
 * and raw HTML may only come from sanitized or server-rendered values named `safe…`.
 * Islands are React components (React escapes on its own), so the scan's reports on
 * islands/ are not about this runtime and are left out; so are the e-mails' React components
 * (files that open with the React JSX pragma).
 */
test('no view renders unescaped content', () => {
  const root = new URL('../..', import.meta.url).pathname;
  const files = new Bun.Glob('src/**/*.tsx').scanSync({ cwd: root });
  const scan = Bun.spawnSync([`${root}node_modules/.bin/xss-scan`, '--simplified', ...files], { cwd: root, stdout: 'pipe', stderr: 'pipe' });
  const output = `${scan.stdout.toString()}${scan.stderr.toString()}`;
  const react = (file: string) => existsSync(`${root}${file}`) && readFileSync(`${root}${file}`, 'utf8').startsWith('/** @jsxImportSource react */');
  const findings = output.split('\n').filter((line) => /\b(error|warning)\b.*\bK6\d\d\b/.test(line) && !line.startsWith('islands/') && !react(line.split('(')[0]!));
  expect(findings).toEqual([]);
}, 60_000);
