/** @jsxImportSource react */
import { useEffect, useId, useRef } from 'react';
import { zonedWhen } from '../lib/zoned-format';
import { SlotPicker, type PickerConsultation } from '../SlotPicker';
import { CLEAR_SLOT_AND_INFO, STAGE_TITLES, useWizardState } from './state';
import { slotStillFree, useSlotCheck } from './slot-check';
import { useChosenTimePolicy } from './chosen-time-policy';
import { ErrorAlert } from './Alerts';
import type { BookingWizardProps, WizardListing, WizardState, WizardUpdate } from './types';
import { WizardSteps, WizardSummary } from './WizardSummary';
import { ChoosePractice } from './ChoosePractice';
import { Confirmation } from './Confirmation';
import type { MessageKey } from '../../src/lib/i18n';
import { Translations, useT } from '../lib/use-t';
import { messages as slotPickerMessages } from '../SlotPicker';
import { messages as summaryMessages } from './WizardSummary';
import { messages as choosePracticeMessages } from './ChoosePractice';
import { messages as informationMessages } from './information-messages';
import { messages as paymentMessages } from './payment-messages';
import { messages as telehealthMessages } from './telehealth-fields';
import { messages as confirmationMessages } from './Confirmation';
import { InformationStage, PaymentStage, useNextStageLoaded } from './later-stages';

// The server and the browser wait for it before the first render (src/ui/Island.tsx, islands/client.tsx).
export { preload } from './later-stages';

/** Every text the wizard's stages show, handed over in the reader's language (and only these). */
export const messages = [
  ...new Set([
    'No listing found!',
    'Choose practice',
    'Consultation type and time',
    'Information',
    'Payment',
    'Confirmation',
    '{type} is not offered at {time}. Please choose another time.',
    ...slotPickerMessages,
    ...summaryMessages,
    ...choosePracticeMessages,
    ...informationMessages,
    ...paymentMessages,
    ...telehealthMessages,
    ...confirmationMessages,
  ] as const satisfies readonly MessageKey[]),
];

/**
 * The five-stage booking wizard (spec §2, §4): practice, type and slot, information, payment,
 * confirmation. A summary above lists what is chosen; each row goes back to its stage, and
 * editing the practice or the type row clears the slot and the information. One stage per file;
 * every label and price arrives in the props, worded by the server.
 */
/** The chosen slot to keep checking; not the owner's own waitlist offer, held for them (the public slots hide it, yet it is not gone). */
function slotToCheck(props: BookingWizardProps, listing: { id: number } | null, state: WizardState) {
  if (!listing || state.type === null || !state.slot) return null;
  if (props.initial.offer === 1 && state.slot === props.initial.slot) return null;
  return { listingId: listing.id, type: state.type, slot: state.slot, zone: state.zone };
}

export default function BookingWizard(props: BookingWizardProps) {
  return (
    <Translations i18n={props.i18n}>
      <Wizard {...props} />
    </Translations>
  );
}

/** The stage's heading, focused when the stage changes (not on the first one), so a screen reader follows. */
function useStageFocus(stage: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStage = useRef(true);
  useEffect(() => {
    if (firstStage.current) {
      firstStage.current = false;
      return;
    }
    heading.current?.focus();
  }, [stage]);
  return heading;
}

function Wizard(props: BookingWizardProps) {
  const t = useT();
  const { listings, mode } = props;
  const id = useId();
  const { state, update, restored } = useWizardState(props);
  // The information form takes its fields from the state once: made again when the kept state is restored after a reload.
  const formKey = restored ? 'restored' : 'first';
  const heading = useStageFocus(state.stage);
  useNextStageLoaded(state.stage);

  const listing = listings.find((l) => l.id === state.listingId) ?? null;
  const consultation = listing?.consultations.find((c) => c.type === state.type) ?? null;
  // A slot that went to someone else sends the person back to choose another, keeping what they typed.
  const slotGone = (message: string) => update({ stage: 2, slot: null, slotLabel: '', slotMessage: message });
  useSlotCheck(slotToCheck(props, listing, state), state.stage, () => slotGone(props.slotGoneMessage));
  const policy = useChosenTimePolicy(listing, state);

  // Another type keeps the date, and the time while the new type still offers it; else the time goes, and the person is told why.
  const changeType = (type: number) => {
    update({ type, slotMessage: null });
    const kept = state.slot;
    if (!listing || !kept) return;
    void slotStillFree({ listingId: listing.id, type, slot: kept, zone: state.zone }).then((free) => {
      if (free !== false) return;
      const label = listing.consultations.find((c) => c.type === type)?.label ?? '';
      const time = zonedWhen(kept, state.zone, 'clock', props.i18n?.locale);
      update((s) => (s.type === type && s.slot === kept ? { slot: null, slotLabel: '', slotMessage: t('{type} is not offered at {time}. Please choose another time.', { type: label, time }) } : {}));
    });
  };

  if (listings.length === 0) return <p className="empty-state">{t('No listing found!')}</p>;

  const slotText = state.slot ? zonedWhen(state.slot, state.zone, 'at', props.i18n?.locale) : '';

  return (
    <div className="booking-wizard">
      <WizardSteps stage={state.stage} />
      {state.stage < 5 ? <WizardSummary state={state} update={update} practiceName={props.practiceName} listing={listing && { ...listing, policy }} choosable={listings.length > 1} consultation={consultation} slotText={slotText} /> : null}
      <section className="wizard-stage" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
          {t(STAGE_TITLES[state.stage])}
        </h2>
        {state.stage === 1 ? (
          <ChoosePractice
            listings={listings}
            onChoose={(chosen) => update({ listingId: chosen, type: state.listingId === chosen ? state.type : null, date: '', ...CLEAR_SLOT_AND_INFO, stage: 2 })}
          />
        ) : null}
        {state.stage === 2 ? <ErrorAlert message={state.slotMessage} /> : null}
        {state.stage === 2 && listing ? (
          <SlotPicker
            listingId={listing.id}
            consultations={listing.consultations}
            daysAhead={props.daysAhead}
            type={state.type}
            zone={state.zone}
            date={state.date}
            selected={state.slot}
            onTypeChange={changeType}
            onZoneChange={(zone) => update({ zone })}
            onDateChange={(date) => update({ date, slot: null })}
            onPick={(slot) => update({ slot: slot.start, slotLabel: slot.label, slotMessage: null, stage: 3 })}
            waitlist={mode === 'owner'}
          />
        ) : null}
        {state.stage === 3 ? <InformationStage key={formKey} state={state} mode={mode} species={props.species} onDraft={update} onDone={(patch) => update({ ...patch, stage: 4 })} /> : null}
        {state.stage === 4 && listing && consultation && state.slot ? (
          <PaymentStep wizard={props} state={state} update={update} listing={listing} consultation={consultation} policy={policy} onSlotGone={slotGone} />
        ) : null}
        {state.stage === 5 ? (
          <Confirmation bookingId={state.bookingId} pendingMessage={state.pendingMessage ?? null} listing={listing} consultation={consultation} slotText={slotText} />
        ) : null}
      </section>
    </div>
  );
}

/** Stage 4, once a listing, a type and a time are chosen: what is paid, and how, as the listing and the person's role say. */
function PaymentStep({ wizard, state, update, listing, consultation, policy, onSlotGone }: { wizard: BookingWizardProps; state: WizardState; update: WizardUpdate; listing: WizardListing; consultation: PickerConsultation; policy?: string[]; onSlotGone: (message: string) => void }) {
  const { mode } = wizard;
  return (
    <PaymentStage
      state={state}
      listingId={listing.id}
      consultation={consultation}
      policy={policy}
      paymentHidden={consultation.price === 0 || (mode === 'practice' && state.waive)}
      cardByIntent={wizard.cardByIntent}
      publishableKey={wizard.stripePublishableKey}
      noShow={mode === 'owner' && consultation.price > 0 && listing.noShowFee ? { fee: listing.noShowFee, practice: wizard.practiceName } : null}
      telehealth={consultation.type === 2000 ? null : mode}
      onCardName={(cardName) => update({ cardName })}
      onBooked={(bookingId) => update({ bookingId, pendingMessage: null, stage: 5 })}
      onPending={(pendingMessage) => update({ bookingId: null, pendingMessage, stage: 5 })}
      onSlotGone={onSlotGone}
    />
  );
}
