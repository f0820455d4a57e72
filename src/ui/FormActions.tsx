import type { PropsWithChildren } from '@kitajs/html';
import { t } from '../lib/i18n';

export interface FormActionsProps {
  /** The submit button's text. */
  submit?: string;
  /** An extra class for the submit button (`button-danger`). */
  kind?: string;
  /** Where Cancel leads back to; no Cancel link without it. */
  cancel?: string;
}

/** A form's buttons: submit (Save unless told), Cancel when there is somewhere to go back to, then any extras. */
export function FormActions({ submit = t('Save'), kind, cancel, children }: PropsWithChildren<FormActionsProps>) {
  return (
    <div class="form-actions">
      <button type="submit" class={kind ? `button ${kind}` : 'button'} safe>
        {submit}
      </button>
      {cancel ? (
        <a class="button button-ghost" href={cancel} safe>
          {t('Cancel')}
        </a>
      ) : (
        ''
      )}
      {children ?? ''}
    </div>
  );
}
