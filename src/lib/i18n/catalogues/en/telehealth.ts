/** Telehealth: where vets are licensed, in-person exams (VCPR), the consult's kind and the owner's consent. */
export default [
  'I agree to receive veterinary care remotely by video, phone or chat. I understand that the veterinarian cannot examine my pet in person, that a remote consultation may not be enough to diagnose or treat, and that the veterinarian may advise an in-person visit. Without a recent in-person exam by this practice, or where its veterinarians are not licensed, the consultation is general advice only: no diagnosis and no prescription. In an emergency I will go to the nearest veterinary clinic at once. My consultation and its records are kept private as the practice’s privacy notice says.',
  'A licence number is at most 40 characters',
  'Choose a country by its two-letter code (ISO 3166-1), for example US or GB',
  'Choose a member of your team',
  'Choose a pet of this customer',
  'Choose a region of that country by its ISO 3166-2 code, for example US-CA, or leave it empty for the whole country',
  'Give the date of the exam, not later than today',
  'Licence not found',
  'Please read and accept the telehealth consent to book a video, phone or chat consultation',
  'The VCPR window is a whole number of months from 1 to 36',
  'The telehealth consent changed: please read and accept the current version',
  'Write the consent text (at most 10,000 characters)',
  'owner_country must be a two-letter country code',
  'owner_region must be an ISO 3166-2 region code such as US-CA',
  'telehealth_consent must be the version number of the consent accepted',
] as const;
