import { expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { islandLoaders } from '../../islands/registry';

const root = new URL('../../islands/', import.meta.url).pathname;
const files = [...new Bun.Glob('**/*.{ts,tsx}').scanSync({ cwd: root })];

test('every island is registered under its file name: islands/<Name>.tsx or the folder islands/<Name>/<Name>.tsx', async () => {
  for (const [name, load] of Object.entries(islandLoaders)) {
    expect(files.includes(`${name}.tsx`) || files.includes(`${name}/${name}.tsx`)).toBe(true);
    expect(typeof (await load()).default).toBe('function');
  }
});

test('the booking wizard is a folder, one stage per file, each under 200 lines (issue 10 item 4)', () => {
  const wizard = files.filter((f) => f.startsWith('BookingWizard/'));
  expect(wizard).toContain('BookingWizard/BookingWizard.tsx');
  for (const stage of ['ChoosePractice', 'InformationStage', 'PaymentStage', 'Confirmation']) expect(wizard).toContain(`BookingWizard/${stage}.tsx`);
  const long = wizard.filter((file) => readFileSync(root + file, 'utf8').split('\n').length >= 200);
  expect(long).toEqual([]);
});

test('islands import nothing from src/ or db/, and keep no copy of the labels, species or money formatting', () => {
  for (const file of files) {
    const source = readFileSync(root + file, 'utf8');
    // A type-only import (the catalogue's MessageKey) is erased from the bundle: nothing of the server ships.
    const code = source.replace(/^import type [^;]+;$/gm, '');
    const imports = [...code.matchAll(/from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1] ?? m[2]!);
    expect({ file, bad: imports.filter((path) => /(^|\/)(src|db)\//.test(path)) }).toEqual({ file, bad: [] });
    // The server's words (src/lib/constants, src/lib/money) arrive as props.
    expect({ file, copies: source.match(/'Telephonic'|'Guinea Pig'|'Free'|`\$\$\{/g) ?? [] }).toEqual({ file, copies: [] });
  }
});
