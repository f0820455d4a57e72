import { loginRedirect } from '../../../plugins/redirects';
import type { ContentPage } from '../public-site.content';
import { LIMITS, TERMS } from '../../../lib/constants/limits';
import { formatMoney, toMinor } from '../../../lib/money';

const SIGNUP = { href: '/signup-type', label: 'Create a free account' };
const LOGIN = { href: '/login/', label: 'Log in to book' };

/** The pet owner's services: the header links (spec §2). */
export const SERVICE_PAGES: Record<string, ContentPage> = {
  '/vet-appointments/': {
    title: 'Vet appointments',
    description: 'Book a clinic visit, video call, phone call or chat with a licensed veterinarian, and pay securely online.',
    hero: {
      heading: 'Vet appointments that fit your day',
      lead: 'Find a practice, pick a consultation type and a time that suits you, and pay online. Your booking, your pet’s details and the vet’s notes stay together in one place.',
      cta: LOGIN,
      secondary: SIGNUP,
    },
    sections: [
      {
        heading: 'Four ways to see a vet',
        paragraphs: [
          'Every practice on VetConsult decides which consultation types it offers, how long each one lasts and what it costs. Prices are shown in US dollars before you book, with no taxes or booking fees added on top.',
        ],
        cards: [
          {
            title: 'Clinic visit',
            text: 'A hands-on examination at the practice: vaccinations, lumps and bumps, lameness, dental checks, blood tests and anything the vet needs to see and touch.',
          },
          {
            title: 'Video consultation',
            text: 'Face to face from home, in your browser. Ideal for skin problems, eye discharge, behaviour questions, post-operative checks and follow-ups.',
          },
          {
            title: 'Telephone consultation',
            text: 'The vet calls you at the appointment time. Good for discussing test results, medication questions and ongoing conditions.',
          },
          {
            title: 'Chat consultation',
            text: 'A written conversation with a vet. Useful when you want to share photos, ask about diet or check whether a symptom needs a visit.',
          },
        ],
      },
      {
        heading: 'How booking works',
        cards: [
          {
            title: '1. Choose the practice and the type',
            text: `Pick a practice and the consultation you need. Dates are open from today up to ${LIMITS.BOOKING_DAYS_AHEAD} days ahead, and times are shown in your own timezone.`,
          },
          {
            title: '2. Tell the vet about your pet',
            text: 'Choose the pet from your profile and describe the reason for the consultation, so the vet is prepared before you meet.',
          },
          {
            title: '3. Pay and get your confirmation',
            text: 'Pay by card. You receive a confirmation e-mail with a link to your booking, and the appointment appears in your dashboard.',
          },
        ],
      },
      {
        heading: 'Before you book',
        bullets: [
          'Slots start more than an hour from now, so the practice always has time to prepare.',
          'A time that has just been taken by someone else disappears from the list; you can never be double-booked.',
          'You can cancel an upcoming appointment from your dashboard, and see whether it is upcoming, completed, rescheduled or cancelled.',
          'For video consultations, use a phone, tablet or computer with a camera, and a quiet, well-lit room.',
        ],
      },
      {
        heading: 'Common questions',
        faqs: [
          {
            question: 'Is an online consultation right for an emergency?',
            answer:
              'No. If your pet is struggling to breathe, collapsed, bleeding heavily, having a seizure or has eaten something poisonous, call your nearest emergency veterinary hospital straight away.',
          },
          {
            question: 'Can I book for more than one pet?',
            answer: 'Yes. Add each pet to your profile, then choose the right one when you book. Each appointment is for one pet.',
          },
          {
            question: 'What if I need to cancel?',
            answer: `Cancel from My Appointments before the appointment starts. Refunds follow our terms: you may ask for one within ${TERMS.REFUND_DAYS} days of payment.`,
          },
        ],
      },
    ],
  },

  '/vet-house-call/': {
    title: 'Vet house calls',
    description: 'Request a veterinarian visit at home for pets that find the clinic stressful, multi-pet households and end-of-life care.',
    hero: {
      heading: 'A vet at your door',
      lead: 'Some pets are calmer, and some owners find it easier, when the vet comes to them. Request a house call and a practice near you will arrange a visit.',
      cta: { href: loginRedirect('/login/', '/app/requests/house-visit'), label: 'Request a house call' },
      secondary: { href: '/login/', label: 'Log in' },
    },
    sections: [
      {
        heading: 'When a house call helps',
        cards: [
          { title: 'Anxious pets', text: 'Cats and dogs that panic in the car or the waiting room can be examined where they feel safe.' },
          { title: 'Senior and mobility-impaired pets', text: 'Arthritic dogs and frail cats avoid a difficult journey, and the vet sees how they manage at home.' },
          { title: 'Several pets at once', text: 'Annual checks and vaccinations for a whole household in a single visit.' },
          {
            title: 'Quiet end-of-life care',
            text: 'Gentle, unhurried euthanasia at home, with the family present and time to say goodbye.',
          },
        ],
      },
      {
        heading: 'How a house-call request works',
        bullets: [
          'Log in, open your dashboard and send a house-call request for the pet, with your address and what you need.',
          'A participating practice that covers your area reviews the request and contacts you to agree a time and the visit fee.',
          'The vet arrives with what is needed for an examination, vaccinations and routine samples. Anything that needs surgery or imaging is arranged at the clinic.',
          'Notes from the visit can be added to your pet’s medical records so the history stays complete.',
        ],
      },
      {
        heading: 'Preparing for the visit',
        paragraphs: [
          'Keep your pet in one room before the vet arrives, so they are easy to find and not hiding under a bed. Have any medication, food labels and previous records at hand, and write down your questions in advance. A bright spot near a table is the best place for an examination.',
        ],
      },
    ],
  },

  '/e-consultation/': {
    title: 'E-consultation',
    description: 'Send your pet’s history, photos and questions to a vet and receive a written assessment.',
    hero: {
      heading: 'E-consultation: a vet’s written advice',
      lead: `Describe the problem, upload photos, videos and test results, and receive a written report from a veterinarian within ${TERMS.E_CONSULTATION_REPORT_DAYS} days.`,
      cta: SIGNUP,
      secondary: { href: '/login/', label: 'Log in' },
    },
    sections: [
      {
        heading: 'What an e-consultation is for',
        paragraphs: [
          'An e-consultation is not a live call. You send the vet everything they need in writing, they review it carefully, and you receive a clear report you can keep and share with your own vet.',
        ],
        bullets: [
          'Understanding a diagnosis or a blood test result you have already been given.',
          'Questions about diet, weight, behaviour or a long-term condition.',
          'A skin problem, lump or wound that can be assessed from good photographs.',
          'Planning care for a new puppy or kitten, or a pet moving to a new home.',
        ],
      },
      {
        heading: 'What to send',
        cards: [
          { title: 'The history', text: 'When the problem started, how it has changed, and what has already been tried.' },
          { title: 'Photos and video', text: 'Clear, well-lit images of the area and short clips of any limping, coughing or unusual behaviour.' },
          { title: 'Records', text: 'Previous results, prescriptions and vaccination history, which you can attach straight from your pet’s medical records.' },
        ],
      },
      {
        heading: 'Questions',
        faqs: [
          {
            question: 'How quickly will I hear back?',
            answer: `You receive the written report within ${TERMS.E_CONSULTATION_REPORT_DAYS} days of submitting your e-consultation. If the vet needs more information they will ask you.`,
          },
          {
            question: 'Can the vet prescribe medication?',
            answer:
              'Whether a remote prescription is possible depends on the law where you live and on whether the vet has examined your pet. Where it is not possible, the report tells you what to ask your own vet for.',
          },
        ],
      },
    ],
  },

  '/talk-to-a-vet/': {
    title: 'Talk to a vet',
    description: 'Video, telephone and chat consultations with licensed veterinarians, from wherever you are.',
    hero: {
      heading: 'Talk to a vet today',
      lead: 'Worried about a symptom, or not sure whether it can wait? Book a video, phone or chat consultation and speak to a licensed veterinarian without leaving home.',
      cta: LOGIN,
      secondary: SIGNUP,
    },
    sections: [
      {
        heading: 'Choose how you talk',
        cards: [
          {
            title: 'Video',
            text: 'Join from your dashboard at the appointment time: no app to install. The vet can see your pet move, breathe and react.',
          },
          { title: 'Phone', text: 'The doctor will call you at the appointment time on the number in your profile. Keep your phone nearby.' },
          { title: 'Chat', text: 'Type your questions and share photos during the session; the conversation stays with the appointment.' },
        ],
      },
      {
        heading: 'Good reasons to talk to a vet remotely',
        bullets: [
          'Vomiting or diarrhoea that started recently in an otherwise bright pet.',
          'Itching, hair loss, hot spots and ear scratching.',
          'Eye redness or discharge, sneezing and mild coughs.',
          'Checking a wound or a surgical site after an operation.',
          'Behaviour changes, toilet-training and new-pet questions.',
          'Travel, diet and medication advice.',
        ],
      },
      {
        heading: 'When to go straight to a clinic',
        paragraphs: [
          'Remote consultations are not suitable for emergencies. Go to an emergency clinic now if your pet has trouble breathing, pale gums, a swollen hard belly, repeated unproductive retching, a seizure, a major injury, or has eaten chocolate, grapes, xylitol, rat poison or human medicines.',
        ],
      },
    ],
  },

  '/second-medical-opinion/': {
    title: 'Second medical opinion',
    description: 'An independent veterinary review of your pet’s diagnosis and treatment plan, with a written report.',
    hero: {
      heading: 'A second opinion, from a vet who reads everything',
      lead: `Facing surgery, a serious diagnosis or a treatment that is not working? Share your pet’s records and get an independent written review within ${TERMS.SECOND_OPINION_HOURS} hours.`,
      cta: { href: loginRedirect('/login/', '/app/requests/second-opinion'), label: 'Ask for a second opinion' },
      secondary: { href: '/login/', label: 'Log in' },
    },
    sections: [
      {
        heading: 'When owners ask for a second opinion',
        cards: [
          { title: 'Before major surgery', text: 'Cruciate repair, tumour removal or dental extractions: understand the options and the alternatives.' },
          { title: 'A serious diagnosis', text: 'Cancer, kidney or heart disease: check the diagnosis and hear what the prognosis really means.' },
          { title: 'Treatment not working', text: 'Skin, ear or gut problems that keep coming back despite months of treatment.' },
          { title: 'Costly decisions', text: 'Compare treatment plans before you commit to referral, imaging or long courses of medication.' },
        ],
      },
      {
        heading: 'How it works',
        bullets: [
          'Send a second-opinion request from your dashboard and choose the pet.',
          'Attach the records you have: clinical notes, laboratory results, imaging and the proposed treatment plan.',
          `A veterinarian reviews the case and sends a written report within ${TERMS.SECOND_OPINION_HOURS} hours. If more information is needed, the report is ready within ${TERMS.SECOND_OPINION_EXTENDED_DAYS} days.`,
          'The report is stored with your pet’s medical records, ready to share with your own vet.',
        ],
      },
      {
        heading: 'Getting records from other vets',
        paragraphs: [
          `We can ask your previous practices for their records on your behalf. The first ${TERMS.FREE_RECORDS_REQUESTS} records requests are free, and each additional vet after that costs ${formatMoney(toMinor(TERMS.EXTRA_RECORDS_REQUEST_USD, 'USD'), 'USD', 'short')}.`,
        ],
      },
    ],
  },

  '/pet-medical-records/': {
    title: 'Pet medical records',
    description: 'Keep every pet’s health history, trackers and documents in one place, and share them with any vet.',
    hero: {
      heading: 'Your pet’s whole health history, in one place',
      lead: 'Conditions, medications, vaccinations, weight, lab results and X-rays: keep them per pet, find them in seconds, and share them with a vet whenever you need to.',
      cta: { href: '/signup-type', label: 'Start your pet’s records' },
      secondary: { href: '/login/', label: 'Log in' },
    },
    sections: [
      {
        heading: 'Three kinds of record',
        cards: [
          {
            title: 'Health history',
            text: 'Conditions and visits, surgeries, medications, allergies, immunizations, food plans, hospitalizations and consultations.',
          },
          {
            title: 'Health trackers',
            text: 'Weight, height, temperature, pulse, blood pressure, cholesterol, blood glucose and blood counts, each dated so trends are easy to see.',
          },
          {
            title: 'Documents',
            text: 'Consultation notes, imaging, laboratory reports, prescriptions, insurance papers and hospital discharge letters, uploaded as files.',
          },
        ],
      },
      {
        heading: 'Why it matters',
        bullets: [
          'A new vet, an emergency clinic or a pet sitter gets the full picture straight away.',
          'Vaccination due dates and medication courses are easy to check.',
          'Weight and other trackers show slow changes you would not notice day to day.',
          'Nothing is lost when you move house or change practice.',
        ],
      },
      {
        heading: 'Private by default',
        paragraphs: [
          'Records are visible to you and to the practices you book with. You can create a private link to share a pet’s records with anyone else you choose, such as a specialist or a boarding kennel.',
          `We keep backups for up to ${TERMS.BACKUP_WEEKS} weeks so your records can be recovered after an incident; read our privacy policy for the details.`,
        ],
      },
    ],
  },
};
