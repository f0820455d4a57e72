/** @jsxImportSource react */
import type { PickerConsultation } from '../SlotPicker';
import { CLEAR_SLOT_AND_INFO, STAGE_TITLES } from './state';
import type { Stage, WizardListing, WizardState, WizardUpdate } from './types';
import type { MessageKey } from '../../src/lib/i18n';
import { useT, type IslandT } from '../lib/use-t';

export const messages = [
  'Booking steps',
  'Booking summary',
  'Practice',
  'Type',
  'Price',
  'Pet',
  'Information',
  'Edit',
  'Edit {field}',
  '{price} ({code}: {percent}% off {listPrice})',
  'Cancellation policy',
] as const satisfies readonly MessageKey[];

/** The five stages, the current one marked. */
export function WizardSteps({ stage }: { stage: Stage }) {
  const t = useT();
  return (
    <ol className="wizard-steps" aria-label={t('Booking steps')}>
      {([1, 2, 3, 4, 5] as Stage[]).map((n) => (
        <li key={n} aria-current={stage === n ? 'step' : undefined} className={stage === n ? 'is-current' : ''}>
          {t(STAGE_TITLES[n])}
        </li>
      ))}
    </ol>
  );
}

/** The price as the server worded it, with the owner's plan offer when one applies: "$36 (WELCOME: 20% off $45)". */
const priceText = (t: IslandT, { priceLabel, offer }: PickerConsultation) =>
  offer ? t('{price} ({code}: {percent}% off {listPrice})', { price: offer.priceLabel, code: offer.code, percent: String(offer.percent), listPrice: priceLabel }) : priceLabel;

/** What is chosen so far; each row's Edit goes back to its own stage (practice and type clear the slot and the information). */
export function WizardSummary({
  state,
  update,
  practiceName,
  listing,
  choosable,
  consultation,
  slotText,
}: {
  state: WizardState;
  update: WizardUpdate;
  practiceName: string;
  /** The chosen listing, named even when it is the practice's only one. */
  listing: WizardListing | null;
  /** There was a choice of listing, so the practice row goes back to it. */
  choosable: boolean;
  consultation: PickerConsultation | null;
  slotText: string;
}) {
  const t = useT();
  const practice = listing ? [practiceName, listing.title].filter(Boolean).join(' · ') : '';
  const rows: { label: MessageKey; value: string; stage: Stage; clear: boolean; editable?: boolean }[] = [
    { label: 'Practice', value: practice, stage: 1, clear: true, editable: choosable },
    { label: 'Type', value: consultation ? `${consultation.label}${state.slot ? `, ${slotText}` : ''}` : '', stage: 2, clear: true },
    // The price comes with the consultation: its stage opens, keeping the slot (another type keeps it while it offers it).
    { label: 'Price', value: consultation ? priceText(t, consultation) : '', stage: 2, clear: false },
    { label: 'Pet', value: state.petName ?? '', stage: 3, clear: false },
    { label: 'Information', value: state.summary, stage: 3, clear: false },
    { label: 'Cancellation policy', value: consultation && listing?.policy ? listing.policy.join(' ') : '', stage: 2, clear: false, editable: false },
  ];
  return (
    <dl className="wizard-summary" aria-label={t('Booking summary')}>
      {rows
        .filter((row) => row.value && row.stage < state.stage)
        .map((row) => (
          <div key={row.label} className="wizard-summary-row">
            <dt>{t(row.label)}</dt>
            <dd>{row.value}</dd>
            <dd>
              {row.editable === false ? null : (
                <button
                  type="button"
                  className="button button-ghost button-small"
                  aria-label={t('Edit {field}', { field: t(row.label).toLowerCase() })}
                  onClick={() => update({ stage: row.stage, ...(row.clear ? CLEAR_SLOT_AND_INFO : {}) })}
                >
                  {t('Edit')}
                </button>
              )}
            </dd>
          </div>
        ))}
    </dl>
  );
}
