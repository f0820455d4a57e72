/** @jsxImportSource react */
import { useEffect, useId, useRef } from 'react';
import { zonedWhen } from '../lib/zoned-format';
import { SlotPicker } from '../SlotPicker';
import { CLEAR_SLOT_AND_INFO, STAGE_TITLES, useWizardState } from './state';
import { useSlotCheck } from './slot-check';
import { ErrorAlert } from './Alerts';
import type { BookingWizardProps, WizardState } from './types';
import { WizardSteps, WizardSummary } from './WizardSummary';
import { ChoosePractice } from './ChoosePractice';
import { InformationStage } from './InformationStage';
import { PaymentStage } from './PaymentStage';
import { Confirmation } from './Confirmation';
import type { MessageKey } from '../../src/lib/i18n';
import { Translations, useT } from '../lib/use-t';
import { messages as slotPickerMessages } from '../SlotPicker';
import { messages as summaryMessages } from './WizardSummary';
import { messages as choosePracticeMessages } from './ChoosePractice';
import { messages as informationMessages } from './InformationStage';
import { messages as customerMessages } from './CustomerPicker';
import { messages as petMessages } from './PetChoice';
import { messages as addPetMessages } from './AddPet';
import { messages as paymentMessages } from './PaymentStage';
import { messages as telehealthMessages } from './telehealth-fields';
import { messages as cardMessages } from './CardFields';
import { messages as stripeMessages } from './stripe';
import { messages as confirmationMessages } from './Confirmation';

/** Every text the wizard's stages show, handed over in the reader's language (and only these). */
export const messages = [
  ...new Set([
    'No listing found!',
    'Choose practice',
    'Consultation type and time',
    'Information',
    'Payment',
    'Confirmation',
    ...slotPickerMessages,
    ...summaryMessages,
    ...choosePracticeMessages,
    ...informationMessages,
    ...customerMessages,
    ...petMessages,
    ...addPetMessages,
    ...paymentMessages,
    ...telehealthMessages,
    ...cardMessages,
    ...stripeMessages,
    ...confirmationMessages,
  ] as const satisfies readonly MessageKey[]),
];

/**
 * The five-stage booking wizard (spec §2, §4): practice, type and slot, information, payment,
 * confirmation. A summary above lists what is chosen; each row goes back to its stage, and
 * changing the practice or the type clears the slot and the information. One stage per file;
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
  const { state, update } = useWizardState(props);
  const heading = useStageFocus(state.stage);

  const listing = listings.find((l) => l.id === state.listingId) ?? null;
  const consultation = listing?.consultations.find((c) => c.type === state.type) ?? null;
  // A slot that went to someone else sends the person back to choose another, keeping what they typed.
  const slotGone = (message: string) => update({ stage: 2, slot: null, slotLabel: '', slotMessage: message });
  useSlotCheck(slotToCheck(props, listing, state), state.stage, () => slotGone(props.slotGoneMessage));

  if (listings.length === 0) return <p className="empty-state">{t('No listing found!')}</p>;

  const slotText = state.slot ? zonedWhen(state.slot, state.zone, 'at', props.i18n?.locale) : '';

  return (
    <div className="booking-wizard">
      <WizardSteps stage={state.stage} />
      {state.stage < 5 ? <WizardSummary state={state} update={update} practiceName={props.practiceName} listing={listing} choosable={listings.length > 1} consultation={consultation} slotText={slotText} /> : null}
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
            onTypeChange={(type) => update({ type, date: '', ...CLEAR_SLOT_AND_INFO })}
            onZoneChange={(zone) => update({ zone })}
            onDateChange={(date) => update({ date, slot: null })}
            onPick={(slot) => update({ slot: slot.start, slotLabel: slot.label, slotMessage: null, stage: 3 })}
            waitlist={mode === 'owner'}
          />
        ) : null}
        {state.stage === 3 ? <InformationStage state={state} mode={mode} species={props.species} onDone={(patch) => update({ ...patch, stage: 4 })} /> : null}
        {state.stage === 4 && listing && consultation && state.slot ? (
          <PaymentStage
            state={state}
            listingId={listing.id}
            consultation={consultation}
            policy={listing.policy}
            paymentHidden={consultation.price === 0 || (mode === 'practice' && state.waive)}
            cardByIntent={props.cardByIntent}
            publishableKey={props.stripePublishableKey}
            noShow={mode === 'owner' && consultation.price > 0 && listing.noShowFee ? { fee: listing.noShowFee, practice: props.practiceName } : null}
            telehealth={mode === 'owner' && consultation.type !== 2000}
            onBooked={(bookingId) => update({ bookingId, pendingMessage: null, stage: 5 })}
            onPending={(pendingMessage) => update({ bookingId: null, pendingMessage, stage: 5 })}
            onSlotGone={slotGone}
          />
        ) : null}
        {state.stage === 5 ? (
          <Confirmation bookingId={state.bookingId} pendingMessage={state.pendingMessage ?? null} listing={listing} consultation={consultation} slotText={slotText} />
        ) : null}
      </section>
    </div>
  );
}
