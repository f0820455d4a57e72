import { consultationTypeLabel } from '../lib/constants/consultation-types';
import { BOOKING_PET_SPECIES, speciesName } from '../lib/constants/species';
import { priceLabel } from '../lib/money';

/**
 * What islands show for a consultation or a species, worded here from the server's constants:
 * islands never import src/, so labels and prices reach them as props (architecture §8).
 */
export interface ConsultationChoice {
  type: number;
  duration: number;
  /** Minor units of `currency` (the practice's). */
  price: number;
  currency: string;
  label: string;
  priceLabel: string;
  /** The owner's plan offer on this consultation (the server works it out; the wizard only shows it). */
  offer?: ConsultationOffer;
}

export interface ConsultationOffer {
  code: string;
  percent: number;
  /** Minor units after the offer, and as people read it. */
  price: number;
  priceLabel: string;
}

export function consultationChoice({ type, duration, price }: { type: number; duration: number; price: number }, currency: string): ConsultationChoice {
  return { type, duration, price, currency, label: consultationTypeLabel(type), priceLabel: priceLabel(price, currency) };
}

/** The species a person may pick when adding a pet while booking, as [code, name]. */
export function bookingPetSpecies(): [number, string][] {
  return BOOKING_PET_SPECIES.map((code) => [code, speciesName(code)]);
}
