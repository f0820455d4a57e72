import { Alert } from '../../../ui/Alert';
import { Field } from '../../../ui/Field';
import { FormActions } from '../../../ui/FormActions';
import { MAX_EMBED_ORIGINS } from '../../../lib/embed-origins';
import { t } from '../../../lib/i18n';

export const EMBED_SECTION = '/app/settings/website/embed';

/** Where the Website tab shows the booking widget's section: loaded on its own, so it has its own form and route. */
export function EmbedSlot() {
  return <div id="embed-section" hx-get={EMBED_SECTION} hx-trigger="load" hx-swap="outerHTML"></div>;
}

export interface EmbedSectionProps {
  /** The practice site's origin, e.g. https://happypaws.example.com: where the script comes from. */
  siteUrl: string;
  /** The origins as saved, or as typed when the save was refused. */
  origins: string;
  error?: string;
  saved?: boolean;
}

/** The booking widget: the tag to copy into the practice's own website, and the websites allowed to show it. */
export function EmbedSection({ siteUrl, origins, error, saved }: EmbedSectionProps) {
  const tag = `<script src="${siteUrl}/embed.js" async></script>`;
  return (
    <section id="embed-section" class="card" aria-labelledby="embed-heading">
      <h3 id="embed-heading" safe>
        {t('Booking widget on your own website')}
      </h3>
      {saved ? <Alert kind="success" message={t('Websites saved.')} /> : ''}
      <p safe>{t('Copy this tag into the page of your website where the booking should appear:')}</p>
      <pre class="embed-snippet">
        <code safe>{tag}</code>
      </pre>
      <form method="post" action={EMBED_SECTION} hx-post={EMBED_SECTION} hx-target="#embed-section" hx-swap="outerHTML" novalidate>
        <Field
          name="embed_origins"
          label={t('Websites allowed to show the widget')}
          error={error}
          hint={t('One address per line, like https://www.example.com, at most {max}. Other websites cannot show it.', { max: MAX_EMBED_ORIGINS })}
        >
          <textarea id="field-embed_origins" name="embed_origins" rows="4" aria-invalid={error ? 'true' : undefined} aria-describedby={error ? 'field-embed_origins-hint field-embed_origins-error' : 'field-embed_origins-hint'} safe>
            {origins}
          </textarea>
        </Field>
        {/* Its own button name: the Website tab has another form's Save above it. */}
        <FormActions submit={t('Save websites')} />
      </form>
    </section>
  );
}
