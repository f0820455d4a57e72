import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for a practice's header and body HTML: text formatting, headings,
 * lists, links, images and simple tables. No script, style, form, iframe or event
 * attribute survives; links may only be http(s), mailto or tel.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'span', 'div', 'section',
    'strong', 'b', 'em', 'i', 'u', 's', 'small', 'blockquote', 'ul', 'ol', 'li',
    'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

export function sanitizePracticeHtml(dirty: string | null | undefined): string {
  return dirty ? sanitizeHtml(dirty, OPTIONS) : '';
}
