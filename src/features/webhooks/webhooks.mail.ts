import type { WebhookEndpoint } from '../../../db/schema';
import type { AppDeps } from '../../deps';
import { asReader, t } from '../../lib/i18n';
import { practiceContact } from '../accounts/accounts.practices.service';
import { endpointDisabledHtml } from './webhooks.mail-html';

/** Tells the practice, in its language, that an endpoint was disabled after 24 hours of failures, and how to turn it back on. */
export async function mailEndpointDisabled(deps: AppDeps, endpoint: WebhookEndpoint, lastError: string | null): Promise<void> {
  const contact = await practiceContact(deps, endpoint.vendor_id, null);
  if (!contact.email) return;
  const settings = `${deps.config.publicUrl}/app/settings/webhooks`;
  const message = await asReader(contact.reader, async () => {
    const why = t('Your webhook endpoint {url} was disabled: its deliveries kept failing for 24 hours.', { url: endpoint.url });
    const failure = t('Last error: {error}', { error: lastError ?? '—' });
    const then = t('Events are not sent to it until you turn it back on in Settings → Webhooks: {link}', { link: settings });
    return {
      subject: t('Webhook endpoint disabled'),
      text: [why, failure, then].join('\n\n'),
      html: await endpointDisabledHtml({ why, lastError: failure, then, link: settings, button: t('Settings') }),
    };
  });
  await deps.providers.mail.send({ to: contact.email, ...message, key: `webhook-disabled:${endpoint.id}:${endpoint.disabled_at ?? ''}` });
}
