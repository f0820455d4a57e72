/** @jsxImportSource react */
import type { PickerConsultation } from '../SlotPicker';
import type { WizardListing } from './types';

/** Stage 5: the booking id and what was booked. */
export function Confirmation({ bookingId, listing, consultation, slotText }: { bookingId: number | null; listing: WizardListing | null; consultation: PickerConsultation | null; slotText: string }) {
  return (
    <div className="wizard-confirmation">
      <p className="alert alert-success" role="status">
        Your appointment is booked. Booking id: <strong data-booking-id={bookingId ?? ''}>{bookingId}</strong>
      </p>
      <p>
        {listing?.title} · {consultation?.label ?? ''} · {slotText}
      </p>
      <p>A confirmation e-mail with a calendar invitation is on its way.</p>
      <a className="button" href="/app">
        Go to my appointments
      </a>
    </div>
  );
}
