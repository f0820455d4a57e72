import type { IslandMessages } from '../lib/i18n';
import type { WizardListing } from '../BookingWizard/types';

/** The framed booking widget's props (src/features/widget builds them from the practice's visible listings). */
export interface EmbedBookingProps {
  practiceName: string;
  listings: WizardListing[];
  daysAhead: number;
  i18n?: IslandMessages;
}

/** What the visitor chose before signing in: the wizard starts from it. */
export interface EmbedChoice {
  listing: number;
  type: number;
  slot: string;
  tz: string;
}

/** The messages the frame accepts from its sign-in window. */
export const TOKEN_MESSAGE = 'vetconsult:widget-token';
