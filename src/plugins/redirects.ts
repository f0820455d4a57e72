/** The redirects routes answer with: to a sign-in page that comes back afterwards, to another page, and after a form post. */

/** A sign-in page (`/login`, `/login/`, `/vendor/login`) that returns to `target` once signed in. */
export function loginRedirect(loginPath: string, target: string): string {
  return `${loginPath}?redirect=${encodeURIComponent(target)}`;
}

interface AnswerSet {
  status?: number | string;
  headers: Record<string, unknown>;
}

interface PostContext {
  isHtmx: boolean;
  set: AnswerSet;
}

/** The one redirect: Location and a 303 (see other, after a post or for a page that lives elsewhere) or a 302; an empty body. */
export function redirectTo(set: AnswerSet, target: string, status: 302 | 303 = 303): string {
  set.status = status;
  set.headers.location = target;
  return '';
}

/** After a successful post: htmx follows HX-Redirect, a plain form post gets a 303. */
export function redirectAfterPost(ctx: PostContext, target: string): string {
  if (!ctx.isHtmx) return redirectTo(ctx.set, target);
  ctx.set.status = 200;
  ctx.set.headers['hx-redirect'] = target;
  return '';
}
