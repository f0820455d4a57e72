import sanitizeHtml from 'sanitize-html';
import { OPTIONS, OWN_PUBLIC_FILES } from './sanitize';
import { t } from './i18n';

export interface SanitizeReport {
  /** The cleaned HTML, exactly what sanitizePracticeHtml gives. */
  html: string;
  /** What was taken out, as a person reads it: "<script>", "onclick attribute", "javascript: link". */
  removed: string[];
  /** Image addresses kept but relative: they point nowhere on the practice's site. */
  relativeImages: string[];
}

const allowedTags = new Set(OPTIONS.allowedTags || []);
const attributesOf = (tag: string) => new Set([...((OPTIONS.allowedAttributes || {})[tag] ?? []), ...((OPTIONS.allowedAttributes || {})['*'] ?? [])].map(String));
const schemeOf = (url: string) => /^\s*([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();

/** What one tag loses: the tag itself, attributes off the allow-list, addresses of a scheme not allowed. */
function losses(tag: string, attribs: Record<string, string>): string[] {
  if (!allowedTags.has(tag)) return [`<${tag}>`];
  const allowed = attributesOf(tag);
  const lost = Object.keys(attribs)
    .filter((name) => !allowed.has(name))
    .map((name) => `${name} attribute`);
  const url = tag === 'a' ? attribs.href : tag === 'img' ? attribs.src : undefined;
  const scheme = url === undefined ? undefined : schemeOf(url);
  const byTag = (OPTIONS.allowedSchemesByTag || {}) as Record<string, string[]>;
  const schemes: string[] = (tag === 'img' && byTag.img) || (Array.isArray(OPTIONS.allowedSchemes) ? OPTIONS.allowedSchemes : []);
  const kind = tag === 'img' ? 'image' : 'link';
  if (scheme && !schemes.includes(scheme)) lost.push(`${scheme}: ${kind}`);
  if (url !== undefined && url.trim().startsWith('//')) lost.push(`//… ${kind} address`);
  return lost;
}

/**
 * Cleans a practice's HTML as the site does and says what the cleaning did, so the practice
 * learns what was removed for safety and which images will not load.
 */
export function sanitizeWithReport(dirty: string | null | undefined): SanitizeReport {
  const removed = new Set<string>();
  const relativeImages = new Set<string>();
  const record: sanitizeHtml.Transformer = (tagName, attribs) => {
    for (const loss of losses(tagName, attribs)) removed.add(loss);
    const src = attribs.src?.trim();
    if (tagName === 'img' && src && !schemeOf(src) && !src.startsWith('//') && !src.startsWith(OWN_PUBLIC_FILES)) relativeImages.add(src);
    return { tagName, attribs };
  };
  const html = dirty ? sanitizeHtml(dirty, { ...OPTIONS, transformTags: { ...OPTIONS.transformTags, '*': record } }) : '';
  return { html, removed: [...removed], relativeImages: [...relativeImages] };
}

/** The shapes `losses` gives: anything else in a link's `removed` list is dropped, never shown. */
const REMOVED_ITEM = /^(<[a-z][a-z0-9-]{0,30}>|[a-z][a-z0-9_:.-]{0,40} attribute|[a-z][a-z0-9+.-]{0,20}: (link|image)|\/\/… (link|image) address)$/;
export const knownRemovals = (items: string[]) => items.filter((item) => REMOVED_ITEM.test(item)).slice(0, 20);

/**
 * One removal item in the reader's language: an element keeps its name (`<script>`), the rest
 * names the attribute or the scheme as an argument of a catalogue text.
 */
export function removalText(item: string): string {
  const attribute = /^(.+) attribute$/.exec(item);
  if (attribute) return t('{name} attribute', { name: attribute[1]! });
  const scheme = /^(.+): (link|image)$/.exec(item);
  if (scheme) return scheme[2] === 'link' ? t('{scheme}: link', { scheme: scheme[1]! }) : t('{scheme}: image', { scheme: scheme[1]! });
  if (item === '//… link address') return t('//… link address');
  if (item === '//… image address') return t('//… image address');
  return item;
}

/**
 * The notes a practice reads about its website sections: what the last save removed for safety,
 * and the images of the stored sections that cannot load because their addresses are relative.
 */
export function sanitizeNotes(removed: string[], ...stored: (string | null | undefined)[]): string[] {
  const relative = [...new Set(stored.flatMap((section) => sanitizeWithReport(section).relativeImages))];
  const notes: string[] = [];
  if (removed.length) notes.push(t('Removed for safety: {items}.', { items: removed.map(removalText).join(', ') }));
  if (relative.length) notes.push(t('These images will not load on your site, because their addresses are relative: {items}. Use a full https:// address.', { items: relative.join(', ') }));
  return notes;
}
