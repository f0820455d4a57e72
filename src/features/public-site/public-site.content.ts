/**
 * The public site's pages as data: one view renders them all (views/ContentPageView.tsx).
 * Paths are the spec's header and footer links (§2) and the legal pages.
 */
export interface ContentSection {
  heading: string;
  paragraphs?: string[];
  /** Cards in a grid: a title and a sentence or two each. */
  cards?: { title: string; text: string }[];
  bullets?: string[];
  faqs?: { question: string; answer: string }[];
}

export interface ContentPage {
  title: string;
  description: string;
  hero: { heading: string; lead: string; cta?: { href: string; label: string } };
  sections: ContentSection[];
  /** Legal text: rendered as a document, not a marketing page. */
  legal?: boolean;
}

export const CONTENT_PAGES: Record<string, ContentPage> = {};
