import { CONSULTATION_TYPES, type ConsultationType } from '../../../lib/constants/consultation-types';
import { LIMITS, TERMS } from '../../../lib/constants/limits';
import type { IconName } from '../views/HomeIcon';

/** The home page's prose: the consultation types, the booking steps, the questions and the record kinds. */
/** The four consultation types (spec §9) and what each one is good for. */
export const CONSULTATIONS: { type: ConsultationType; icon: IconName; title: string; text: string; goodFor: string[] }[] = [
  {
    type: CONSULTATION_TYPES.CLINIC,
    icon: 'clinic',
    title: 'Clinic visit',
    text: 'A full, hands-on examination at the practice.',
    goodFor: ['Vaccinations and check-ups', 'Lumps, limping and injuries', 'Blood tests and dental checks'],
  },
  {
    type: CONSULTATION_TYPES.VIDEO,
    icon: 'video',
    title: 'Video call',
    text: 'See the vet face to face from home, in your browser.',
    goodFor: ['Skin, eye and ear problems', 'Behaviour questions', 'Post-surgery checks'],
  },
  {
    type: CONSULTATION_TYPES.TELEPHONIC,
    icon: 'phone',
    title: 'Telephone',
    text: 'The vet calls you at the appointment time.',
    goodFor: ['Test results explained', 'Medication questions', 'Ongoing conditions'],
  },
  {
    type: CONSULTATION_TYPES.CHAT,
    icon: 'chat',
    title: 'Chat',
    text: 'A written conversation, with photos.',
    goodFor: ['Diet and nutrition', 'Is this worth a visit?', 'New puppy and kitten questions'],
  },
];

export const STEPS = [
  {
    title: 'Choose a practice and a time',
    text: `Pick the consultation type, then a date up to ${LIMITS.BOOKING_DAYS_AHEAD} days ahead and a free time, shown in your own timezone.`,
  },
  { title: 'Tell the vet about your pet', text: 'Choose the pet from your profile and describe the reason for the consultation.' },
  { title: 'Pay and you are booked', text: 'Pay by card in US dollars, with no fees added. Your confirmation arrives by e-mail.' },
];

export const FAQ_TEASER = [
  {
    question: 'Can a vet really help over video?',
    answer:
      'For many problems, yes: skin conditions, eye and ear problems, behaviour, diet and follow-ups are routinely assessed on camera. If the vet needs to examine your pet in person, they will tell you.',
  },
  {
    question: 'How much does a consultation cost?',
    answer: 'Each practice sets its own prices, shown in US dollars before you book. There are no booking fees and no taxes added.',
  },
  {
    question: 'What if I need to cancel?',
    answer: `Cancel from My Appointments before the appointment starts. You may ask for a refund within ${TERMS.REFUND_DAYS} days of payment.`,
  },
  {
    question: 'Is it for emergencies?',
    answer: 'No. If your pet is seriously ill or injured, call or go to your nearest emergency veterinary clinic straight away.',
  },
];

export const RECORD_KINDS = [
  'Conditions, surgeries and hospital stays',
  'Medications, allergies and immunizations',
  'Weight, temperature and other trackers',
  'Lab reports, imaging and prescriptions',
];
