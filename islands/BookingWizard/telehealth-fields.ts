import type { MessageKey } from '../../src/lib/i18n';

/* What the payment stage needs of a remote consult's place and consent without loading its form (a chunk of its own). */

export const messages = [
  'Where will your pet be during the consultation?',
  'Country',
  'Region (such as US-CA)',
  'I have read and accept the telehealth consent',
] as const satisfies readonly MessageKey[];

/** What a video, phone or chat booking carries: the owner's place and, when not accepted before, the consent version read. */
export interface Telehealth {
  country: string;
  region: string;
  /** The current version, once loaded. */
  version: number | null;
  /** Accepted with this practice before: not asked again. */
  acceptedBefore: boolean;
  checked: boolean;
}

export const EMPTY_TELEHEALTH: Telehealth = { country: '', region: '', version: null, acceptedBefore: false, checked: false };

/** The fields the booking call sends for it. */
export const telehealthFields = (tele: Telehealth) => ({
  ...(tele.country ? { owner_country: tele.country.trim().toUpperCase(), owner_region: tele.region.trim().toUpperCase() } : {}),
  ...(tele.checked && tele.version !== null && !tele.acceptedBefore ? { telehealth_consent: tele.version } : {}),
});

