import { Marked } from 'marked';
import { sanitizeWithReport } from '../../lib/sanitize-report';
import type { SourceFormat, WebsiteInput } from './settings.model';

/** Its own instance: another part of the app configuring `marked` globally never changes a practice's page. */
const markdown = new Marked({ gfm: true, async: false });

/** A section's HTML before cleaning: Markdown rendered (raw HTML in it passes on to the sanitizer), HTML as typed. */
export function sectionHtml(source: string | null | undefined, format: SourceFormat): string {
  if (!source) return '';
  return format === 'markdown' ? (markdown.parse(source) as string) : source;
}

export interface RenderedDraft {
  format: SourceFormat;
  /** The sanitized HTML the site shows. */
  header: string;
  body: string;
  /** What cleaning took out of either section, each item once (sanitize-report's items). */
  removed: string[];
}

/** The sections as the site would show them: rendered from their format, then through the one sanitizer. */
export function renderDraft(input: Pick<WebsiteInput, 'header_section' | 'body_section' | 'source_format'>): RenderedDraft {
  const format = input.source_format ?? 'html';
  const header = sanitizeWithReport(sectionHtml(input.header_section, format));
  const body = sanitizeWithReport(sectionHtml(input.body_section, format));
  return { format, header: header.html, body: body.html, removed: [...new Set([...header.removed, ...body.removed])] };
}
