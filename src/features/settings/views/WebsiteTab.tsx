import { escapeHtml } from '@kitajs/html';
import type { Website } from '../../../../db/schema';
import { Alert } from '../../../ui/Alert';
import { Field } from '../../../ui/Field';
import { Island } from '../../../ui/Island';
import { SiteHeader } from '../../../ui/SiteHeader';
import { LIMITS } from '../../../lib/constants/limits';
import { INPUT_LIMITS } from '../../../lib/input-limits';
import { sanitizePracticeHtml } from '../../../lib/sanitize';
import type { FieldErrors } from '../../../lib/form-errors';
import { PracticeBodySection, PracticeHeaderSection } from '../../tenant-site/views/PracticeSections';
import { FormActions } from '../../../ui/FormActions';
import { t, translated } from '../../../lib/i18n';
import { EmbedSlot } from './EmbedSection';

export interface WebsiteFormProps {
  /** The sections as the practice wrote them, in `source_format`. */
  values: { name: string; header_section: string; body_section: string; source_format: 'markdown' | 'html' };
  /** The saved website: what the preview shows (what visitors see now). */
  website: Website | null;
  errors?: FieldErrors;
  message?: { kind: 'error' | 'success'; text: string };
  /** What saving the sections removed or cannot show (sanitize-report): said, never silent. */
  notes?: string[];
}

/** The Website tab's form and the preview of the saved site; htmx swaps both after a save. */
export function WebsitePanel({ values, website, errors = {}, message, notes = [] }: WebsiteFormProps) {
  return (
    <div id="website-panel">
      <div class="card">
        {message ? <Alert kind={message.kind}>{escapeHtml(message.text)}</Alert> : ''}
        {notes.map((note) => (
          <Alert kind="info" message={translated(note)} />
        ))}
        <form id="website-form" method="post" action="/app/settings/website" hx-post="/app/settings/website" hx-target="#website-panel" hx-swap="outerHTML" novalidate>
          <Field name="name" label={t('Brand name')} value={values.name} error={errors.name} required maxlength={120} />
          <Island
            name="WebsiteEditor"
            props={{
              format: values.source_format,
              header: values.header_section,
              body: values.body_section,
              errors: { header_section: errors.header_section, body_section: errors.body_section, source_format: errors.source_format },
              preview: '/app/settings/website/preview',
              upload: '/app/settings/website/image',
              maxLength: INPUT_LIMITS.MAX_SECTION_CHARS,
            }}
          />
          <FormActions />
        </form>
      </div>
      {website ? <EmbedSlot /> : ''}
      {website ? <WebsitePreview website={website} /> : ''}
    </div>
  );
}

/**
 * The logo, through the avatar editor (its own form: the square image is uploaded on its own). It
 * stays on the page after an upload, so the sections being typed in the form below are kept.
 */
export function LogoEditor({ website, error }: { website: Website | null; error?: string }) {
  if (!website) return '';
  return (
    <Island
      name="AvatarEditor"
      props={{
        label: t('Logo'),
        current: website.logo,
        action: '/app/settings/website/logo',
        error,
        size: LIMITS.AVATAR_WIDTH,
        zoomMin: LIMITS.AVATAR_ZOOM_MIN,
        zoomMax: LIMITS.AVATAR_ZOOM_MAX,
        zoomDefault: LIMITS.AVATAR_ZOOM_DEFAULT,
      }}
    />
  );
}

/** Exactly what visitors see: the site's header and the same sanitized sections the site renders. */
export function WebsitePreview({ website }: { website: Website }) {
  return (
    // Fetched again when a logo is uploaded beside it (its own part of the panel: the form keeps what is typed).
    <section
      class="site-preview card"
      aria-label={t('Preview')}
      hx-get="/app/settings/website"
      hx-select=".site-preview"
      hx-trigger="picture-saved from:body"
      hx-swap="outerHTML"
    >
      <h3 safe>{t('Preview')}</h3>
      <div class="site-preview-frame">
        <SiteHeader website={website} principal={null} />
        <PracticeHeaderSection safeHtml={sanitizePracticeHtml(website.header_section)} />
        <PracticeBodySection safeHtml={sanitizePracticeHtml(website.body_section)} />
      </div>
    </section>
  );
}
