/** Where a practice works: its country (phones), currency (prices), locale (its site's language and dates) and units (trackers). */
export interface PracticeLocale {
  /** ISO 3166 alpha-2, upper case. */
  country: string;
  /** ISO 4217, upper case. */
  currency: string;
  /** BCP 47, e.g. en-GB. */
  locale: string;
  units: 'us' | 'metric';
}

/** The spec's own practice: the United States, dollars, US English, pounds and Fahrenheit. */
export const DEFAULT_PRACTICE_LOCALE: PracticeLocale = { country: 'US', currency: 'USD', locale: 'en-US', units: 'us' };
