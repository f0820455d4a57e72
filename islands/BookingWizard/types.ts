import type { PickerConsultation } from '../SlotPicker';

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
}

export interface BookingWizardProps {
  mode: 'owner' | 'practice';
  practiceName: string;
  listings: WizardListing[];
  daysAhead: number;
  /** The payments provider takes the card in its own frame (Stripe's Payment Element), by a payment intent. */
  cardByIntent: boolean;
  stripePublishableKey: string | null;
  /** The species offered when adding a pet, as [code, name] (src/lib/constants/species.ts). */
  species: [number, string][];
  initial: { listing?: number; type?: number; slot?: string; tz?: string; stage?: number };
}

export interface Customer {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

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
  summary: string;
  waive: boolean;
  bookingId: number | null;
}

export type WizardUpdate = (patch: Partial<WizardState>) => void;
