/** The redirects routes answer with: to a sign-in page that comes back afterwards, and after a form post. */

/** A sign-in page (`/login`, `/login/`, `/vendor/login`) that returns to `target` once signed in. */
export function loginRedirect(loginPath: string, target: string): string {
  return `${loginPath}?redirect=${encodeURIComponent(target)}`;
}

interface PostContext {
  isHtmx: boolean;
  set: { status?: number | string; headers: Record<string, string | number> };
}

/** After a successful post: htmx follows HX-Redirect, a plain form post gets a 303. */
export function redirectAfterPost(ctx: PostContext, target: string): string {
  if (ctx.isHtmx) {
    ctx.set.status = 200;
    ctx.set.headers['hx-redirect'] = target;
  } else {
    ctx.set.status = 303;
    ctx.set.headers.location = target;
  }
  return '';
}
