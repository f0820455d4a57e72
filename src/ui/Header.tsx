import type { Principal } from '../lib/principal';
import { HEADER_LINKS, PRODUCT_NAME } from './navigation';

/**
 * The public site's header: service links, then sign-in or Dashboard and Logout.
 * On phones the links fold behind the menu button (public/js/site.js opens them).
 */
export function Header({ principal, transparent }: { principal: Principal | null; transparent?: boolean }) {
  return (
    <header class={`site-header${transparent ? ' is-transparent' : ''}`} data-site-header>
      <div class="container header-inner">
        <a class="brand" href="/">
          <img src="/public/img/logo.svg" alt="" width="36" height="36" />
          <span>{PRODUCT_NAME}</span>
        </a>
        <button class="menu-button" type="button" aria-controls="site-nav" aria-expanded="false" data-menu-button>
          <span class="visually-hidden">Menu</span>
          <span class="menu-icon" aria-hidden="true"></span>
        </button>
        <nav id="site-nav" class="site-nav" aria-label="Main">
          <ul class="nav-links">
            {HEADER_LINKS.map((link) => (
              <li>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
          <div class="nav-account">
            {principal ? (
              <SignedInLinks />
            ) : (
              <a class="button" href="/login/">
                Login
              </a>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}

/** Dashboard and Logout: what a signed-in person sees in the header of any host. */
export function SignedInLinks() {
  return (
    <>
      <a class="button button-ghost" href="/app">
        Dashboard
      </a>
      <a class="button button-ghost" href="/app/logout">
        Logout
      </a>
    </>
  );
}
