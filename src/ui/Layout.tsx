import type { PropsWithChildren } from '@kitajs/html';
import type { Tenant } from '../lib/tenant';
import type { Principal } from '../lib/principal';
import { Header } from './Header';
import { SiteHeader } from './SiteHeader';
import { Footer } from './Footer';
import { SiteFooter } from './SiteFooter';
import { PRODUCT_NAME } from './navigation';
import { HtmlDocument } from './HtmlDocument';
import { asReader, languageOfTag, readerFor, t } from '../lib/i18n';

interface LayoutProps {
  title: string;
  tenant: Tenant;
  principal: Principal | null;
  /** A hero page whose header starts transparent and turns opaque after 100 px of scroll. */
  transparentHeader?: boolean;
  /** The page shows React islands, so their loader is included. */
  islands?: boolean;
  /**
   * The page makes htmx requests (hx-* attributes), so htmx is included: every page but the ones
   * that say otherwise. A practice's site is plain links and its booking widget island, and
   * leaving htmx off keeps it within its JavaScript budget.
   */
  htmx?: boolean;
  description?: string;
  /** A page written in one language whatever the reader's (the marketing pages stay English): its chrome speaks it too. */
  lang?: string;
  /** A page shown in a sandboxed preview frame, where no script may run: it links none. */
  scriptless?: boolean;
}

/** The page's scripts: htmx where it makes requests, the site's own, and the islands' client where it has islands. */
function Scripts({ htmx, islands }: { htmx: boolean; islands?: boolean }) {
  return (
    <>
      {htmx ? <script src="/public/vendor/htmx.min.js" defer></script> : ''}
      <script src="/public/js/site.js" defer></script>
      <script src="/public/js/forms.js" defer></script>
      {/* The pages without htmx (a practice's home, a prescription check) hold no form that writes. */}
      {htmx ? <script src="/public/js/refusals.js" defer></script> : ''}
      {islands ? <script type="module" src="/public/islands/client.js"></script> : ''}
    </>
  );
}

/** The document shell: one for every host; the header and footer follow the tenant. */
export function Layout(props: PropsWithChildren<LayoutProps>) {
  const language = languageOfTag(props.lang);
  return language ? asReader(readerFor(language, props.lang), () => Shell(props)) : Shell(props);
}

function Shell({ title, tenant, principal, transparentHeader, islands, htmx = true, description, lang, scriptless, children }: PropsWithChildren<LayoutProps>) {
  const brand = tenant.kind === 'site' ? tenant.website.name : PRODUCT_NAME;
  return (
    <HtmlDocument
      lang={lang}
      head={
        <>
          <title safe>{`${title} · ${brand}`}</title>
          {description ? <meta name="description" content={description} /> : ''}
          <link rel="icon" href="/public/img/favicon.svg" type="image/svg+xml" />
          <link rel="stylesheet" href="/public/css/app.css" />
          {scriptless ? '' : <Scripts htmx={htmx} islands={islands} />}
        </>
      }
    >
      {/* Every htmx request disables the button that made it, or its form's submit buttons, until it settles
          (htmx 4's hx-disable, inherited by every trigger); htmx marks the trigger .htmx-request for the spinner. */}
      <body class={transparentHeader ? 'has-transparent-header' : ''} hx-disable:inherited="closest button, findAll [type=submit]">
        <a class="skip-link" href="#main" safe>
          {t('Skip to content')}
        </a>
        {tenant.kind === 'main' ? <Header principal={principal} transparent={transparentHeader} /> : ''}
        {tenant.kind === 'site' ? <SiteHeader website={tenant.website} principal={principal} /> : ''}
        <main id="main" tabindex="-1">
          {children}
        </main>
        {tenant.kind === 'main' ? <Footer /> : <SiteFooter />}
      </body>
    </HtmlDocument>
  );
}
