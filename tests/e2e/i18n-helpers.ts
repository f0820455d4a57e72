import { expect, type Page } from '@playwright/test';
import { EN, type MessageKey } from '../../src/lib/i18n/catalogues/en';
import { ES } from '../../src/lib/i18n/catalogues/es';

/** A key's Spanish text with its arguments filled in plainly (the tests' labels have none or simple ones). */
export function es(key: MessageKey, values: Record<string, string | number> = {}): string {
  return ES[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The catalogue's English texts a person could recognise on a Spanish page: whole texts without
 * arguments, that Spanish says differently, and long enough not to be a name or a code.
 */
const ENGLISH_ONLY = new Set<string>(EN.filter((key) => !key.includes('{') && ES[key] !== key && /\p{L}{3,}/u.test(key) && key.length >= 4));

/**
 * Fails naming every visible text on the page (a text node, an input's placeholder, a button's
 * value, an image's alt) that is one of the catalogue's English texts: the page must be all Spanish.
 */
export async function expectNoEnglish(page: Page, where: string): Promise<void> {
  const texts = await page.evaluate(() => {
    const seen: string[] = [];
    const visible = (element: Element | null) => {
      for (let e = element; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.display === 'none' || style.visibility === 'hidden' || e.hasAttribute('hidden')) return false;
      }
      return true;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (text && parent && !['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName) && visible(parent)) seen.push(text);
    }
    document.querySelectorAll('input[placeholder], textarea[placeholder], img[alt], [aria-label], input[type=submit], button[title]').forEach((e) => {
      if (!visible(e)) return;
      for (const name of ['placeholder', 'alt', 'aria-label', 'value', 'title']) {
        const value = e.getAttribute(name)?.trim();
        if (value && (name !== 'value' || (e as HTMLInputElement).type === 'submit')) seen.push(value);
      }
    });
    return seen;
  });
  const english = [...new Set(texts.filter((text) => ENGLISH_ONLY.has(text) || ENGLISH_ONLY.has(text.replace(/[:*]$/, '').trim())))];
  expect(english, `English on ${where} (${page.url()})`).toEqual([]);
}
