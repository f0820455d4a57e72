/**
 * The languages the product speaks: one catalogue each under `catalogues/`. English is the
 * spec's own words and the fallback for anything a reader's language does not settle.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The locale dates and numbers take when nothing names a region: the language's most common one. */
const DEFAULT_LOCALE: Record<Language, string> = { en: 'en-US', es: 'es-ES' };

/** Each language as its own speakers write it, for the language pickers. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language of a BCP 47 tag ("es-MX" → "es"), or null when the product does not speak it. */
export function languageOfTag(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : null;
}

/** A tag Intl accepts, or null ("xx-!!" is refused rather than thrown on later). */
export function canonicalTag(tag: string | null | undefined): string | null {
  if (!tag) return null;
  try {
    return Intl.getCanonicalLocales(tag.trim())[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The tags of an Accept-Language header, best first (q=0 dropped), e.g.
 * "es-MX,es;q=0.9,en;q=0.5" → ["es-MX", "es", "en"].
 */
export function acceptedTags(header: string | null | undefined): string[] {
  if (!header) return [];
  const ranked: { tag: string; q: number; at: number }[] = [];
  header.split(',').forEach((part, at) => {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = canonicalTag(rawTag);
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (tag && Number.isFinite(q) && q > 0) ranked.push({ tag, q, at });
  });
  return ranked.sort((a, b) => b.q - a.q || a.at - b.at).map((r) => r.tag);
}

export interface Reader {
  /** Which catalogue the reader's texts come from. */
  language: Language;
  /** The BCP 47 locale for Intl: dates, numbers, currencies, 12 or 24 hours. */
  locale: string;
  /** The IANA zone the reader's browser said it is in (its `tz` cookie): which day is today for them. */
  zone?: string;
}

/**
 * Who reads this answer, in the order the product settles it: the account's own choice, then
 * the browser's Accept-Language, then the practice site's locale, then English. The locale keeps
 * the region of whichever source gave the language (an en-GB browser reads 31/12/2026), else
 * the site's when it speaks the same language, else the language's default.
 */
export function readerOf(sources: { account?: string | null; acceptLanguage?: string | null; site?: string | null }): Reader {
  const site = canonicalTag(sources.site);
  const siteLanguage = languageOfTag(site);
  const regionFor = (language: Language, tag?: string | null): string =>
    (tag && tag.includes('-') && languageOfTag(tag) === language && tag) ||
    (site && siteLanguage === language ? site : DEFAULT_LOCALE[language]);
  const browserTags = acceptedTags(sources.acceptLanguage);
  if (isLanguage(sources.account)) {
    const browserSame = browserTags.find((tag) => languageOfTag(tag) === sources.account && tag.includes('-'));
    return { language: sources.account, locale: regionFor(sources.account, browserSame) };
  }
  for (const tag of browserTags) {
    const language = languageOfTag(tag);
    if (language) return { language, locale: regionFor(language, tag) };
  }
  if (siteLanguage) return { language: siteLanguage, locale: regionFor(siteLanguage, site) };
  return { language: DEFAULT_LANGUAGE, locale: DEFAULT_LOCALE[DEFAULT_LANGUAGE] };
}

export const defaultReader = (): Reader => ({ language: DEFAULT_LANGUAGE, locale: DEFAULT_LOCALE[DEFAULT_LANGUAGE] });
export const readerFor = (language: Language, locale?: string | null): Reader => ({
  language,
  locale: locale && languageOfTag(locale) === language ? locale : DEFAULT_LOCALE[language],
});
