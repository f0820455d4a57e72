import type { Principal } from '../../lib/principal';
import { DASHBOARD_MENU } from '../../ui/navigation';
import type { ContentPage } from './public-site.content';
import { isPetOwner } from '../../lib/policy';

/** The entry pages a signed-out visitor is sent to; a signed-in person has no use for them. */
const ENTRY_PATHS = new Set(['/login/', '/login', '/signup-type', '/signup', '/vendor/login', '/vendor/signup']);

/**
 * A page's call to action for the person reading it: signed out, the page's own
 * ("Log in", "Create a free account"); signed in, what they can do next instead: their
 * dashboard's first pages (e.g. "Go to My Appointments", "My Profile").
 */
export function heroFor(hero: ContentPage['hero'], principal: Principal | null): ContentPage['hero'] {
  if (!principal) return hero;
  const asksToSignIn = [hero.cta, hero.secondary].some((link) => link && ENTRY_PATHS.has(link.href.split('?')[0]!));
  if (!asksToSignIn) return hero;
  // A page whose action signs in on the way to an owner's flow (ask for a second opinion) keeps the flow for owners.
  const target = hero.cta ? new URLSearchParams(hero.cta.href.split('?')[1] ?? '').get('redirect') : null;
  const flow = isPetOwner(principal) && target?.startsWith('/app/') ? { href: target, label: hero.cta!.label } : undefined;
  const [first, second] = DASHBOARD_MENU.filter((item) => item.show(principal) && !item.extra && item.href !== '/app/logout');
  if (!first) return { ...hero, cta: flow, secondary: undefined };
  return {
    ...hero,
    cta: { href: first.href, label: `Go to ${first.label}` },
    secondary: second ? { href: second.href, label: second.label } : undefined,
    also: flow,
  };
}
