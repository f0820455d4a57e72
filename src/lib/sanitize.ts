import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for a practice's header and body HTML: text formatting, headings,
 * lists, links, https images and simple tables. No script, style, form, iframe, srcdoc
 * or event attribute survives; links may only be http(s), mailto or tel (no javascript:
 * or data:). Images come from https addresses (the app's S3 storage among them) or the app's own
 * `/files/public/` files. Used when a practice saves its website and again when a page shows it.
 */
export const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'span', 'div', 'section',
    'strong', 'b', 'em', 'i', 'u', 's', 'small', 'blockquote', 'ul', 'ol', 'li',
    'a', 'img', 'figure', 'figcaption', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'dl', 'dt', 'dd', 'sup', 'sub', 'mark', 'address', 'code', 'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images only over https: a practice page served over https shows no mixed content.
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

/** Where the app's own storage serves public files when it keeps them itself (relative, so any host of the app shows them). */
export const OWN_PUBLIC_FILES = '/files/public/';

export function sanitizePracticeHtml(dirty: string | null | undefined): string {
  return dirty ? sanitizeHtml(dirty, OPTIONS) : '';
}
