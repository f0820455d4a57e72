import { unprocessable } from './errors';

/** How many sites one practice may embed its booking widget on. */
export const MAX_EMBED_ORIGINS = 20;

const FIELD = 'embed_origins';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * One origin as a browser sends it (`https://host[:port]`, lower case, no default port), or null
 * when the text is not exactly an origin: no path, query, fragment, credentials or wildcard.
 * Plain http is allowed only for a local address outside production (a practice testing its page).
 */
export function embedOrigin(text: string, production: boolean): string | null {
  const raw = text.trim();
  if (!/^https?:\/\/[^/?#@*\s]+\/?$/i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol === 'http:' && (production || !LOCAL_HOSTS.has(url.hostname))) return null;
  if (url.protocol === 'https:' && production && LOCAL_HOSTS.has(url.hostname)) return null;
  return url.origin;
}

/** The practice's list, checked and normalised (duplicates dropped); a bad entry is a 422 naming `embed_origins`. */
export function parseEmbedOrigins(entries: readonly string[], production: boolean): string[] {
  const texts = entries.map((entry) => entry.trim()).filter(Boolean);
  const origins: string[] = [];
  for (const text of texts) {
    const origin = embedOrigin(text, production);
    if (!origin) throw unprocessable('{origin} is not a website address like https://www.example.com (no path)', FIELD, { origin: text.slice(0, 200) });
    if (!origins.includes(origin)) origins.push(origin);
  }
  if (origins.length > MAX_EMBED_ORIGINS) throw unprocessable('List at most {max} websites', FIELD, { max: MAX_EMBED_ORIGINS });
  return origins;
}

/**
 * The page's Content-Security-Policy with `frame-ancestors` naming exactly the practice's
 * origins besides itself: a browser refuses to show the page framed by any other site.
 */
export function withFrameAncestors(csp: string, origins: readonly string[]): string {
  // Saved origins were checked; this keeps a stray character from ever writing another directive.
  const ancestors = ["'self'", ...origins.filter((origin) => /^https?:\/\/[a-z0-9.\-:[\]]+$/i.test(origin))].join(' ');
  return csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${ancestors}`);
}
