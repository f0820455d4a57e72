/**
 * The public site's pages as data: one view renders them all (views/ContentPageView.tsx).
 * Paths are the spec's header and footer links (§2) and the legal pages, each with its
 * trailing slash. The text itself lives in content/*.ts, one module per group of pages.
 */
import { SERVICE_PAGES } from './content/services';
import { PRACTICE_PAGES } from './content/practices';
import { COMPANY_PAGES } from './content/company';
import { ARTICLE_PAGES } from './content/articles';
import { LEGAL_PAGES } from './content/legal';

interface ContentLink {
  href: string;
  label: string;
}

export interface ContentCard {
  title: string;
  text: string;
  /** A dated article summary (blog, news): ISO date, shown as a <time>. */
  date?: string;
  link?: ContentLink;
}

export interface ContentSection {
  heading: string;
  paragraphs?: string[];
  /** Cards in a grid: a title and a sentence or two each. */
  cards?: ContentCard[];
  bullets?: string[];
  faqs?: { question: string; answer: string }[];
}

export interface ContentPage {
  title: string;
  description: string;
  /** `also`: a signed-in owner's way into the page's own flow, beside their next steps (see public-site.next-steps.ts). */
  hero: { heading: string; lead: string; cta?: ContentLink; secondary?: ContentLink; also?: ContentLink };
  sections: ContentSection[];
  /** Legal text: rendered as a document, not a marketing page. */
  legal?: boolean;
  /** Shown under the legal page's heading, e.g. "Last updated 2 November 2026". */
  updated?: string;
}

export const CONTENT_PAGES: Record<string, ContentPage> = {
  ...SERVICE_PAGES,
  ...PRACTICE_PAGES,
  ...COMPANY_PAGES,
  ...ARTICLE_PAGES,
  ...LEGAL_PAGES,
};
