import { t } from '../lib/i18n';

/** The submit button a filter form shows only without script (with script, a change submits it). */
export function NoScriptSubmit({ label = t('Show') }: { label?: string }) {
  return (
    <noscript>
      <button type="submit" class="button button-small" safe>
        {label}
      </button>
    </noscript>
  );
}
