import type { Principal } from '../lib/principal';
import { HEADER_LINKS, PRODUCT_NAME } from './navigation';
import { LinkList } from './LinkList';
import { LogoutButton } from './LogoutButton';
import { t } from '../lib/i18n';

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
          <span class="visually-hidden" safe>{t('Menu')}</span>
          <span class="menu-icon" aria-hidden="true"></span>
        </button>
        <nav id="site-nav" class="site-nav" aria-label={t('Main')}>
          <LinkList class="nav-links" links={HEADER_LINKS} />
          <AccountLinks principal={principal}>
            <a class="button" href="/login/" safe>
              {t('Login')}
            </a>
          </AccountLinks>
        </nav>
      </div>
    </header>
  );
}

/** Dashboard and Logout (with the person's picture, when they have one): what a signed-in person sees in the header of any host. */
export function SignedInLinks({ principal }: { principal: Principal }) {
  return (
    <>
      {principal.pic ? <img class="header-avatar" src={principal.pic} alt={`${principal.first_name} ${principal.last_name}`} width="32" height="32" /> : ''}
      <a class="button button-ghost" href="/app" safe>
        {t('Dashboard')}
      </a>
      <LogoutButton class="button button-ghost" />
    </>
  );
}

/** The header's account corner: Dashboard and Logout when signed in, else the sign-in links given. */
export function AccountLinks({ principal, children }: { principal: Principal | null; children: JSX.Element }) {
  return <div class="nav-account">{principal ? <SignedInLinks principal={principal} /> : children}</div>;
}
