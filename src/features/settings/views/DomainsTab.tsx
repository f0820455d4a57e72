import { escapeHtml } from '@kitajs/html';
import { Alert } from '../../../ui/Alert';
import { Field } from '../../../ui/Field';
import { DataTable } from '../../../ui/DataTable';
import type { FieldErrors } from '../../../lib/form-errors';
import type { DomainStatus } from '../settings.domains.status';
import { FormActions } from '../../../ui/FormActions';
import { t } from '../../../lib/i18n';
import { formatSlot } from '../../../lib/time';
import { SUB_DOMAIN_REDIRECT_DAYS } from '../settings.model';

// Names, not words: the same in every language.
const EXAMPLE_DOMAIN = 'vets.example.com';
const RECORD_TYPE = 'CNAME';

export interface DomainsPanelProps {
  values: { sub_domain: string; custom_domain: string };
  status: DomainStatus | null;
  /** The practice's zone: when a former address stops redirecting is told in it. */
  zone: string;
  baseDomain: string;
  errors?: FieldErrors;
  message?: { kind: 'error' | 'success'; text: string };
}

/** The Domains tab: the site's addresses, the form, and for a custom domain the DNS record to create. */
export function DomainsPanel({ values, status, zone, baseDomain, errors = {}, message }: DomainsPanelProps) {
  // Said before saving: a new sub-domain keeps the old one redirecting (decision 0049).
  const hint = `${t('Your site answers at <sub-domain>.{baseDomain}. At least 4 characters: letters, digits and hyphens.', { baseDomain })} ${t(
    'If you change it, the old address keeps working for {days} days: every page, link and booking widget there redirects to the new one, and no other practice can take it until then.',
    { days: SUB_DOMAIN_REDIRECT_DAYS },
  )}`;
  return (
    <div id="domains-panel">
      {status ? <SiteAddresses status={status} zone={zone} /> : ''}
      <div class="card">
        {message ? <Alert kind={message.kind}>{escapeHtml(message.text)}</Alert> : ''}
        <form method="post" action="/app/settings/domains" hx-post="/app/settings/domains" hx-target="#domains-panel" hx-swap="outerHTML" novalidate>
          <Field
            name="sub_domain"
            label={t('Sub-domain')}
            value={values.sub_domain}
            error={errors.sub_domain}
            required
            minlength={4}
            maxlength={63}
            hint={hint}
          />
          <Field
            name="custom_domain"
            label={t('Custom domain (optional)')}
            value={values.custom_domain}
            error={errors.custom_domain}
            maxlength={253}
            placeholder={EXAMPLE_DOMAIN}
            hint={t('Without http:// or www.')}
          />
          <FormActions />
        </form>
      </div>
    </div>
  );
}

function SiteAddresses({ status, zone }: { status: DomainStatus; zone: string }) {
  return (
    <div class="card site-addresses">
      <p>
        {escapeHtml(t('Your site is at'))}{' '}
        <a href={status.siteUrl} class="site-url" safe>
          {status.siteUrl}
        </a>
      </p>
      {status.redirects.map((r) => (
        <p class="site-redirect" data-former-address safe>
          {t('Your former address {url} redirects here until {date}.', { url: r.url, date: formatSlot(r.until, zone, 'date') })}
        </p>
      ))}
      {status.customUrl && status.cname ? (
        <>
          <p>
            {escapeHtml(t('Custom domain:'))}{' '}
            <a href={status.customUrl} safe>
              {status.customUrl}
            </a>
          </p>
          <p safe>{t("To connect it, create this DNS record at your domain's provider:")}</p>
          <DataTable
            class="dns-record"
            columns={[t('Type'), t('Name'), t('Value')]}
            rows={[status.cname]}
            row={(record) => (
              <tr>
                <td>{RECORD_TYPE}</td>
                <td safe>{record.name}</td>
                <td safe>{record.target}</td>
              </tr>
            )}
          />
          <p class={status.reaches ? 'dns-ok' : 'dns-pending'} data-dns-status safe>
            {status.reaches ? t('Connected: the domain reaches this server.') : t('Not connected yet: the domain does not point here yet.')}
          </p>
        </>
      ) : (
        ''
      )}
    </div>
  );
}
