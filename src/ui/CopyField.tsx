import type { PropsWithChildren } from '@kitajs/html';
import { t } from '../lib/i18n';

/** A read-only address with a Copy link button (public/js copies `data-copy`'s target); extras go below it. */
export function CopyField({ id, label, value, class: className, children }: PropsWithChildren<{ id: string; label: string; value: string; class?: string }>) {
  return (
    <div class={className ? `field ${className}` : 'field'}>
      <label for={id} safe>
        {label}
      </label>
      <div class="field-with-action">
        <input id={id} type="text" readonly value={value} />
        <button type="button" class="button button-ghost" data-copy={`#${id}`} data-copied-text={t('Copied!')} safe>
          {t('Copy link')}
        </button>
      </div>
      {children ?? ''}
    </div>
  );
}
