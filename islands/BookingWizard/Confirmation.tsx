/** @jsxImportSource react */
import type { PickerConsultation } from '../SlotPicker';
import type { WizardListing } from './types';
import type { MessageKey } from '../../src/lib/i18n';
import { useT } from '../lib/use-t';

export const messages = ['Go to my appointments', 'Your appointment is booked. Booking id:', 'A confirmation e-mail with a calendar invitation is on its way.'] as const satisfies readonly MessageKey[];

interface ConfirmationProps {
  bookingId: number | null;
  /** Set when a person who is not yet the practice's customer was asked to accept instead. */
  pendingMessage: string | null;
  listing: WizardListing | null;
  consultation: PickerConsultation | null;
  slotText: string;
}

/** Stage 5: the booking id and what was booked, or that the person was asked to accept. */
export function Confirmation({ bookingId, pendingMessage, listing, consultation, slotText }: ConfirmationProps) {
  const t = useT();
  if (pendingMessage) {
    return (
      <div className="wizard-confirmation">
        <p className="alert alert-success" role="status">
          {pendingMessage}
        </p>
        <p>
          {listing?.title} · {consultation?.label ?? ''} · {slotText}
        </p>
        <a className="button" href="/app">
          {t('Go to my appointments')}
        </a>
      </div>
    );
  }
  return (
    <div className="wizard-confirmation">
      <p className="alert alert-success" role="status">
        {t('Your appointment is booked. Booking id:')} <strong data-booking-id={bookingId ?? ''}>{bookingId}</strong>
      </p>
      <p>
        {listing?.title} · {consultation?.label ?? ''} · {slotText}
      </p>
      <p>{t('A confirmation e-mail with a calendar invitation is on its way.')}</p>
      <a className="button" href="/app">
        {t('Go to my appointments')}
      </a>
    </div>
  );
}
