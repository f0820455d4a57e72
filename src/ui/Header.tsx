import type { Principal } from '../plugins/session';
import { HEADER_LINKS, PRODUCT_NAME } from './navigation';

/** The public site's header: service links, then sign-in or Dashboard and Logout. */
export function Header({ principal, transparent }: { principal: Principal | null; transparent?: boolean }) {
  return (
    <header class={`site-header${transparent ? ' is-transparent' : ''}`} data-site-header>
      <div class="container header-inner">
        <a class="brand" href="/">
          <img src="/public/img/logo.svg" alt="" width="32" height="32" />
          <span>{PRODUCT_NAME}</span>
        </a>
        <button class="menu-button" type="button" aria-controls="site-nav" aria-expanded="false" data-menu-button>
          <span class="visually-hidden">Menu</span>
          <span class="menu-icon" aria-hidden="true"></span>
        </button>
        <nav id="site-nav" class="site-nav" aria-label="Main">
          <ul>
            {HEADER_LINKS.map((link) => (
              <li>
                <a href={link.href} safe>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <div class="nav-account">
            {principal ? (
              <>
                <a class="button button-ghost" href="/app">
                  Dashboard
                </a>
                <a class="button button-ghost" href="/app/logout">
                  Logout
                </a>
              </>
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
