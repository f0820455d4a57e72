import type { FirstStep } from '../settings.first-steps.service';
import { t } from '../../../lib/i18n';

/** The checklist a new practice sees on its dashboard until every step is done. */
export function FirstSteps({ steps }: { steps: FirstStep[] | null }) {
  if (!steps) return '';
  return (
    <section class="card first-steps" aria-labelledby="first-steps-heading">
      <h2 id="first-steps-heading" safe>
        {t('First steps')}
      </h2>
      <ol>
        {steps.map((step) => (
          <li data-step={step.key} data-done={String(step.done)}>
            <a href={step.href} safe>
              {step.label}
            </a>
            {step.done ? <span class="visually-hidden" safe>{` ${t('(done)')}`}</span> : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
