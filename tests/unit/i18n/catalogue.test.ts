import { describe, expect, test } from 'bun:test';
import { IntlMessageFormat } from 'intl-messageformat';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EN } from '../../../src/lib/i18n/catalogues/en';
import { ES } from '../../../src/lib/i18n/catalogues/es';

/**
 * The catalogues are complete and agree: every English key has its Spanish text, with the same
 * arguments (a translation that drops `{name}` would show a blank), and each key is written once.
 */
const ROOT = join(import.meta.dir, '../../..');
const CHAPTERS = join(ROOT, 'src/lib/i18n/catalogues/en');

/** The names of a message's arguments, plural and select included, nested ones too. */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: unknown[]): void => {
    for (const node of nodes as { type: number; value?: string; options?: Record<string, { value: unknown[] }>; children?: unknown[] }[]) {
      if (node.type !== 0 && node.type !== 7 && typeof node.value === 'string') names.add(node.value);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
      if (node.children) walk(node.children);
    }
  };
  walk(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst() as unknown[]);
  return [...names].sort();
}

describe('message catalogues', () => {
  test('every English key has a Spanish text, and no Spanish text is for a key English lacks', () => {
    const english = new Set<string>(EN);
    expect(EN.filter((key) => typeof (ES as Record<string, unknown>)[key] !== 'string')).toEqual([]);
    expect(Object.keys(ES).filter((key) => !english.has(key))).toEqual([]);
  });

  test('every message parses, and its Spanish text takes the same arguments', () => {
    const differing = EN.filter((key) => argumentsOf(key, 'en').join() !== argumentsOf(ES[key], 'es').join());
    expect(differing).toEqual([]);
  });

  test('each key is written in one chapter only', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const file of readdirSync(CHAPTERS).filter((name) => name !== 'index.ts')) {
      const chapter = file.replace(/\.ts$/, '');
      const keys = new Function(`return ${readFileSync(join(CHAPTERS, file), 'utf8').replace(/^[\s\S]*?export default/, '').replace(/as const;\s*$/, '')}`)() as string[];
      for (const key of keys) {
        if (seen.has(key)) twice.push(`${JSON.stringify(key)} in ${seen.get(key)} and ${chapter}`);
        seen.set(key, chapter);
      }
    }
    expect(twice).toEqual([]);
  });
});
