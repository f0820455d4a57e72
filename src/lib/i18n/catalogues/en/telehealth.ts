/** Telehealth: where vets are licensed, in-person exams (VCPR), the consult's kind and the owner's consent. */
export default [
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
] as const;
