import type { MessageKey } from './i18n';

/**
 * Limits on what a request body may be, checked before anything parses or walks it
 * (architecture §9): a JSON body nested deeper than a form ever is, or larger than any
 * form sends, is refused with a plain message instead of reaching a recursive walk.
 */
export const INPUT_LIMITS = {
  /** Nesting of objects and arrays in a body; the deepest form (a listing's schedule) uses 4. */
  MAX_DEPTH: 32,
  /** JSON and url-encoded bodies. */
  MAX_BODY_BYTES: 1024 * 1024,
  /**
   * Plain-text bodies: no form or client sends one, and a large text refused by a route's schema
   * costs the framework's validation error about a millisecond per kilobyte (R3 fuzz).
   */
  MAX_TEXT_BYTES: 64 * 1024,
  /**
   * Other bodies are files uploaded to a signed address (a PDF, an image): above the largest file
   * any upload category takes (20 MB), so the files feature refuses an oversize file in its own words.
   */
  MAX_UPLOAD_BYTES: 25 * 1024 * 1024,
  /** Multipart bodies carry images of up to 2 MB each. */
  MAX_MULTIPART_BYTES: 16 * 1024 * 1024,
  /** A website section's source (Markdown or HTML), in characters: far above any page a practice writes. */
  MAX_SECTION_CHARS: 50_000,
} as const;

/** Catalogue keys, translated where they are answered. */
export const INPUT_MESSAGES = {
  tooDeep: 'The request body is nested too deeply',
  tooLarge: 'The request body is too large',
  badHost: 'Bad request: the Host header is missing or invalid',
  notJson: 'The body must be JSON, sent with Content-Type: application/json',
} as const satisfies Record<string, MessageKey>;

/**
 * Whether JSON text nests objects/arrays deeper than `max`. One pass over the characters,
 * skipping strings, with no recursion; malformed text is left for the JSON parser to refuse.
 */
export function jsonTooDeep(text: string, max: number = INPUT_LIMITS.MAX_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/** The most bytes a body of this content type may have. */
export function bodyLimitFor(contentType: string): number {
  const type = contentType.toLowerCase();
  if (type.startsWith('multipart/')) return INPUT_LIMITS.MAX_MULTIPART_BYTES;
  if (type.startsWith('text/')) return INPUT_LIMITS.MAX_TEXT_BYTES;
  const form = type === '' || type.includes('json') || type.startsWith('application/x-www-form-urlencoded');
  return form ? INPUT_LIMITS.MAX_BODY_BYTES : INPUT_LIMITS.MAX_UPLOAD_BYTES;
}
