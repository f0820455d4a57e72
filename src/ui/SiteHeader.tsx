import type { Principal } from '../lib/principal';
import type { Website } from '../../db/schema';
import { AccountLinks } from './Header';
import { t } from '../lib/i18n';

/** A practice site's header: its name or logo only; the public navigation is hidden (spec §1). */
export function SiteHeader({ website, principal }: { website: Website; principal: Principal | null }) {
  return (
    <header class="site-header practice-header">
      <div class="container header-inner">
        <a class="brand" href="/">
          {website.logo ? <img src={website.logo} alt={website.name} height="40" /> : <span safe>{website.name}</span>}
        </a>
        <AccountLinks principal={principal}>
          <>
            <a class="button button-ghost" href="/login" safe>
              {t('Login')}
            </a>
            <a class="button" href="/signup" safe>
              {t('Sign up')}
            </a>
          </>
        </AccountLinks>
      </div>
    </header>
  );
}
