import type { MessageKey } from '../../src/lib/i18n';

/* What the payment stage needs of a remote consult's place and consent without loading its form (a chunk of its own). */

export const messages = [
  'Where will your pet be during the consultation?',
  'Where will the pet be during the consultation?',
  'Country',
  'Region',
  'Whole country / not sure',
  'I have read and accept the telehealth consent',
] as const satisfies readonly MessageKey[];

/** What a video, phone or chat booking carries: where the pet will be (ISO 3166 codes) and, when not accepted before, the consent version read. */
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

/** The fields of it a refusal may name: said under that field, not over the form. */
export const TELEHEALTH_FIELDS = ['owner_country', 'owner_region', 'telehealth_consent'];

/** The fields the booking call sends for it. */
export const telehealthFields = (tele: Telehealth) => ({
  ...(tele.country ? { owner_country: tele.country, owner_region: tele.region } : {}),
  ...(tele.checked && tele.version !== null && !tele.acceptedBefore ? { telehealth_consent: tele.version } : {}),
});

