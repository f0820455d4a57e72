import type { PickerConsultation } from '../SlotPicker';
import type { IslandMessages } from '../lib/i18n';

/** A listing as the wizard shows it (the server builds these from the practice's visible listings). */
export interface WizardListing {
  id: number;
  title: string;
  line1: string;
  line2: string | null;
  address: string | null;
  timezone: string;
  /** With their type label and price label as the server words them (src/lib/constants, src/lib/money). */
  consultations: PickerConsultation[];
  /** The listing's cancellation policy, a sentence a line, worded by the server in the reader's language and the practice's currency. */
  policy?: string[];
  /** The listing's no-show fee, worded by the server ("$25.00"): an owner paying by card agrees to keep the card for it. */
  noShowFee?: string | null;
}

export interface BookingWizardProps {
  mode: 'owner' | 'practice';
  practiceName: string;
  /** The practice's currency (ISO 4217): every price in `listings` is in its minor units. */
  currency: string;
  listings: WizardListing[];
  daysAhead: number;
  /** The payments provider takes the card in its own frame (Stripe's Payment Element), by a payment intent. */
  cardByIntent: boolean;
  stripePublishableKey: string | null;
  /** The species offered when adding a pet, as [code, name] (src/lib/constants/species.ts). */
  species: [number, string][];
  /** Said when the chosen slot went to someone else meanwhile (the server's words). */
  slotGoneMessage: string;
  initial: { listing?: number; type?: number; slot?: string; tz?: string; stage?: number; /** 1: the slot is the owner's waitlist offer, held for them (the public slots hide it). */ offer?: number };
  /** Its texts and locale in the reader's language (src/ui/Island.tsx hands them over); times are worded in the locale. */
  i18n?: IslandMessages;
}

/**
 * The person a practice books for: its customer in full, or someone who is not yet
 * its customer, known only by "First L." and the e-mail the practice typed; they accept by e-mail.
 */
export type Customer =
  | { customer: true; id: number; first_name: string; last_name: string; email: string }
  | { customer: false; display_name: string; email: string };

export type PendingCustomer = Extract<Customer, { customer: false }>;

export const isPending = (customer: Customer | null): customer is PendingCustomer => customer !== null && customer.customer === false;

/** What the booking calls name the person by: a customer's id, or a not-yet-customer's e-mail. */
export const customerFields = (customer: Customer | null) => (!customer ? {} : isPending(customer) ? { customer_email: customer.email } : { user_id: customer.id });

export interface Pet {
  id: number;
  name: string;
  type: number;
}

export type Stage = 1 | 2 | 3 | 4 | 5;

/** Everything the wizard remembers across a reload (session storage and the address). */
export interface WizardState {
  stage: Stage;
  listingId: number | null;
  type: number | null;
  zone: string;
  date: string;
  slot: string | null;
  slotLabel: string;
  customer: Customer | null;
  petId: number | null;
  /** The chosen pet's name, for the summary. */
  petName?: string | null;
  summary: string;
  waive: boolean;
  bookingId: number | null;
  /** Sent to a person who is not yet the practice's customer: what the server answered. */
  pendingMessage?: string | null;
  /** Why the wizard came back to the slot stage (the slot went to someone else), or cleared the time (another type does not offer it). */
  slotMessage?: string | null;
  /** The name typed on the card form, kept when the person goes back to an earlier stage (the card's number is not). */
  cardName?: string;
}

/** A change to the state: a patch, or one worked out from the state as it is then (after an answer came back). */
export type WizardUpdate = (patch: Partial<WizardState> | ((s: WizardState) => Partial<WizardState>)) => void;
