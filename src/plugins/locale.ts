import { Elysia } from 'elysia';
import { enterReader, narrowReader, readerOf } from '../lib/i18n';
import type { Principal } from '../lib/principal';
import type { Tenant } from '../lib/tenant';
import { browserZoneOf } from './viewer-zone';

/**
 * Every request starts with the reader its browser asks for (Accept-Language) and the zone it is
 * in, so even an answer refused before the session is read (a bad body, a throttle) speaks the
 * reader's language and knows their today.
 */
export const localePlugin = new Elysia({ name: 'locale' }).onRequest(({ request }) => {
  enterReader({ ...readerOf({ acceptLanguage: request.headers.get('accept-language') }), zone: browserZoneOf(request) ?? undefined });
});

/**
 * Once the host and session are known, the reader is settled in full: the account's own language,
 * then the browser's, then the practice site's (see lib/i18n/languages.ts `readerOf`).
 */
export const readerPlugin = new Elysia({ name: 'reader' }).derive({ as: 'global' }, (context) => {
  const { request } = context;
  const { principal, tenant } = context as unknown as { principal: Principal | null; tenant: Tenant };
  narrowReader(
    readerOf({
      account: principal?.language,
      acceptLanguage: request.headers.get('accept-language'),
      site: tenant.kind === 'site' ? tenant.practice.locale : null,
    }),
  );
  return {};
});
