import { CopyField } from '../../../ui/CopyField';
import { t } from '../../../lib/i18n';

/** The owner's public link of a pet's records (spec §2 `/3*?id=`): on, off, renew; plus the exports. */
export function SharePanel({ petId, shareUrl }: { petId: number; shareUrl: string | null }) {
  const action = `/app/medical-records/share?pet=${petId}`;
  const button = (value: string, text: string, kind = 'button-ghost') => (
    <form method="post" action={action} hx-post={action} hx-target="#records-screen" hx-swap="outerHTML">
      <input type="hidden" name="action" value={value} />
      <button type="submit" class={`button ${kind} button-small`} safe>
        {text}
      </button>
    </form>
  );
  return (
    <section class="card share-panel" aria-labelledby="share-title">
      <h2 id="share-title" safe>
        {t('Share and export')}
      </h2>
      {shareUrl ? (
        <CopyField id="share-link" label={t('Public read-only link')} value={shareUrl}>
          <div class="form-actions">
            {button('renew', t('Renew link'))}
            {button('off', t('Turn off public link'), 'button-danger')}
          </div>
        </CopyField>
      ) : (
        <div class="form-actions">
          <p class="muted" safe>
            {t("Anyone with the public link can read this pet's records (files stay private).")}
          </p>
          {button('on', t('Turn on public link'))}
        </div>
      )}
      <div class="form-actions">
        <a class="button button-ghost button-small" href={`/api/pets/${petId}/export`} safe>
          {t('Export JSON')}
        </a>
        <a class="button button-ghost button-small" href={`/api/pets/${petId}/fhir`} safe>
          {t('Download FHIR (JSON)')}
        </a>
        <a class="button button-ghost button-small" href={`/app/medical-records/print?pet=${petId}`} target="_blank" rel="noopener" safe>
          {t('Printable version')}
        </a>
      </div>
    </section>
  );
}
