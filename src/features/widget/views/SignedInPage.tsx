import type { Tenant } from '../../../lib/tenant';
import { HtmlDocument } from '../../../ui/HtmlDocument';
import { islandPropsJson } from '../../../ui/island-props';
import { t } from '../../../lib/i18n';
import { EmbedBrand } from './EmbedPage';

/**
 * The small first-party page sign-in returns to in the widget's window: its script hands the
 * token to the frame that opened it, only if that frame is on this very origin, then closes.
 */
export function SignedInPage({ site, token }: { site: Extract<Tenant, { kind: 'site' }>; token: string }) {
  return (
    <HtmlDocument
      head={
        <>
          <title safe>{`${t('You are signed in')} · ${site.website.name}`}</title>
          <link rel="stylesheet" href="/public/css/app.css" />
          <script src="/public/js/embed-signed-in.js" defer></script>
        </>
      }
    >
      <body class="embed-body">
        <main id="main" class="embed-widget">
          <EmbedBrand site={site} />
          <h1 safe>{t('You are signed in')}</h1>
          <p safe>{t('Go back to the booking: this window closes by itself.')}</p>
          <script type="application/json" id="widget-token">
            {islandPropsJson({ token })}
          </script>
        </main>
      </body>
    </HtmlDocument>
  );
}
