/**
 * The one safe way to read where a request goes. Bun gives `request.url` as written on the
 * request line with the Host header in front, so it can be relative ("/a?b" when Host is
 * empty or missing) or name an impossible port ("http://localhost:99999999/"), and
 * `new URL(request.url)` then throws. These read the string and never throw.
 */

/** The authority (host and port) of the URL, or '' when it has none. */
export function urlAuthority(url: string): string {
  const scheme = url.indexOf('://');
  if (scheme === -1 || scheme > 8) return '';
  const start = scheme + 3;
  const end = firstOf(url, ['/', '?', '#'], start);
  return url.slice(start, end);
}

/** The path and query ("/a/b?c=1"), without the fragment. */
export function requestTarget(request: Request | string): string {
  const url = typeof request === 'string' ? request : request.url;
  const scheme = url.indexOf('://');
  const start = scheme !== -1 && scheme <= 8 ? firstOf(url, ['/', '?', '#'], scheme + 3) : 0;
  const hash = url.indexOf('#', start);
  const target = url.slice(start, hash === -1 ? url.length : hash);
  return target.startsWith('/') ? target : `/${target}`;
}

/** The path alone ("/a/b"). */
export function requestPath(request: Request | string): string {
  const target = requestTarget(request);
  const query = target.indexOf('?');
  return query === -1 ? target : target.slice(0, query);
}

function firstOf(text: string, marks: string[], from: number): number {
  let found = text.length;
  for (const mark of marks) {
    const at = text.indexOf(mark, from);
    if (at !== -1 && at < found) found = at;
  }
  return found;
}
