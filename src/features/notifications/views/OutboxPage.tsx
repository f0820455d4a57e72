import { escapeHtml } from '@kitajs/html';
import { Layout } from '../../../ui/Layout';
import type { Tenant } from '../../../lib/tenant';
import type { OutboxMessage } from '../../../../db/schema';
import { t } from '../../../lib/i18n';

/** The development outbox: every e-mail and SMS the outbox providers recorded, newest first. */
export function OutboxPage({ tenant, messages }: { tenant: Tenant; messages: OutboxMessage[] }) {
  return (
    <Layout title={t('Dev outbox')} tenant={tenant} principal={null}>
      <section class="container">
        <h1 safe>{t('Development outbox')}</h1>
        <p class="muted" safe>
          {t('E-mails and text messages sent while no real provider is configured. Not available in production.')}
        </p>
        {messages.length === 0 ? (
          <p class="empty-state" safe>
            {t('Nothing has been sent yet.')}
          </p>
        ) : (
          <ol class="outbox-list">
            {messages.map((m) => (
              <li class="card outbox-item">
                <p class="outbox-meta">
                  <span class="badge">{m.channel}</span>{' '}
                  {escapeHtml(t('to'))} <strong safe>{m.to}</strong> · <time datetime={m.created_at} safe>{m.created_at}</time>
                </p>
                {m.subject ? <h2 class="outbox-subject" safe>{m.subject}</h2> : ''}
                <pre class="outbox-body" safe>
                  {m.body}
                </pre>
                {m.html ? (
                  <details class="outbox-html">
                    <summary safe>{t('HTML version')}</summary>
                    {/* An empty sandbox: the e-mail's HTML is shown as a mail client would, with no script and no access to this page. */}
                    <iframe class="outbox-html-frame" sandbox="" srcdoc={m.html} title={t('HTML version')} loading="lazy"></iframe>
                  </details>
                ) : (
                  ''
                )}
                {m.attachments?.length ? (
                  <p class="muted" safe>
                    {t('Attachments: {names}', { names: m.attachments.map((a) => a.filename).join(', ') })}
                  </p>
                ) : (
                  ''
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </Layout>
  );
}
