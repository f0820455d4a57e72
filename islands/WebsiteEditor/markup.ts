/** What each toolbar button writes, in the format being edited. */
export type Tool = 'bold' | 'italic' | 'heading' | 'link' | 'list';
export type Format = 'markdown' | 'html';

const WRAP: Record<Format, Record<Tool, (text: string) => string>> = {
  markdown: {
    bold: (text) => `**${text}**`,
    italic: (text) => `*${text}*`,
    heading: (text) => `\n## ${text}\n`,
    link: (text) => `[${text}](https://)`,
    list: (text) => `\n- ${text}\n`,
  },
  html: {
    bold: (text) => `<strong>${text}</strong>`,
    italic: (text) => `<em>${text}</em>`,
    heading: (text) => `<h2>${text}</h2>`,
    link: (text) => `<a href="https://">${text}</a>`,
    list: (text) => `<ul><li>${text}</li></ul>`,
  },
};

/** An uploaded image, as the format writes it; the description is escaped for either. */
export function imageMarkup(format: Format, url: string, alt: string): string {
  if (format === 'markdown') return `![${alt.replace(/[[\]\\]/g, '')}](${url})`;
  const safeAlt = alt.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<img src="${url}" alt="${safeAlt}">`;
}

/** The text with the selection (or `fallback` when nothing is selected) wrapped by the tool. */
export const toolMarkup = (format: Format, tool: Tool, selected: string, fallback: string) => WRAP[format][tool](selected || fallback);

/** Puts `inserted` in place of the textarea's selection, keeps the cursor after it, and tells listeners (the preview) it changed. */
export function insertAtCursor(area: HTMLTextAreaElement, inserted: string): void {
  const start = area.selectionStart ?? area.value.length;
  const end = area.selectionEnd ?? start;
  area.setRangeText(inserted, start, end, 'end');
  area.focus();
  area.dispatchEvent(new Event('input', { bubbles: true }));
}
