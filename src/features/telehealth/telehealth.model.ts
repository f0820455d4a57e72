import type { MessageKey } from '../../lib/i18n';

/** The VCPR window's bounds in months, and its default. */
export const VCPR_MONTHS = { min: 1, max: 36, default: 12 } as const;

export const TELEHEALTH_MESSAGES = {
  country: 'Choose a country from the list: an ISO 3166-1 two-letter code',
  region: 'Choose a region of that country from the list (an ISO 3166-2 code), or the whole country',
  licenceNumber: 'A licence number is at most 40 characters',
  member: 'Choose a member of your team',
  licenceNotFound: 'Licence not found',
  pet: 'Choose a pet of this customer',
  examinedAt: 'Give the date of the exam, not later than today',
  examTooOld: 'Give a date within the last {months} months: an older exam can no longer count for telemedicine',
  window: 'The VCPR window is a whole number of months from 1 to 36',
  consentText: 'Write the consent text (at most 10,000 characters)',
  consentMissing: 'Please read and accept the telehealth consent to book a video, phone or chat consultation',
  consentStale: 'The telehealth consent changed: please read and accept the current version',
} as const satisfies Record<string, MessageKey>;
