import type { ContentPage } from '../public-site.content';
import { CONTACT, PRODUCT_NAME } from '../../../ui/navigation';
import { LIMITS, TERMS } from '../../../lib/constants/limits';

/** About the company, help and contact: the footer links (spec §2). */
export const COMPANY_PAGES: Record<string, ContentPage> = {
  '/download-app/': {
    title: 'Get the app',
    description: `Use ${PRODUCT_NAME} on your phone: add it to your home screen and book, join video calls and check records on the go.`,
    hero: {
      heading: `${PRODUCT_NAME} in your pocket`,
      lead: `${PRODUCT_NAME} runs in your phone’s browser, with nothing to download from an app store. Add it to your home screen and it opens like any other app.`,
      cta: { href: '/signup-type', label: 'Create a free account' },
    },
    sections: [
      {
        heading: 'Add it to your home screen',
        cards: [
          {
            title: 'iPhone and iPad',
            text: 'Open this site in Safari, tap the Share button, then choose Add to Home Screen and confirm.',
          },
          {
            title: 'Android',
            text: 'Open this site in Chrome, tap the three-dot menu, then choose Add to Home screen or Install app.',
          },
          {
            title: 'Computer',
            text: 'Bookmark the site, or use your browser’s install option in the address bar where it is offered.',
          },
        ],
      },
      {
        heading: 'What you can do on your phone',
        bullets: [
          'Book clinic, video, telephone and chat consultations and pay by card.',
          'Join a video consultation with your phone’s camera: the screen fits small devices.',
          'Check upcoming appointments and cancel one if plans change.',
          'Add weight, medications and vaccinations to your pet’s records as they happen, and photograph documents straight into them.',
        ],
      },
      {
        heading: 'Tips for a good video call',
        paragraphs: [
          'Allow the browser to use your camera and microphone when asked. Use Wi-Fi where you can, keep the phone charged, and have someone hold the phone while you hold your pet: the vet will often want to see them walk, or look closely at an eye, ear or paw.',
        ],
      },
    ],
  },

  '/about/': {
    title: 'About us',
    description: `${PRODUCT_NAME} connects pet owners with veterinary practices for clinic, video, phone and chat consultations.`,
    hero: {
      heading: 'Good vet care should be easy to reach',
      lead: `${PRODUCT_NAME} connects pet owners with veterinary practices, in the clinic and online, and gives every pet a health record that travels with them.`,
      cta: { href: '/vet-appointments/', label: 'Book an appointment' },
      secondary: { href: '/for-vet/', label: 'For practices' },
    },
    sections: [
      {
        heading: 'Why we built it',
        paragraphs: [
          'Too many pet owners wait days for an appointment about a problem a vet could have assessed in ten minutes on a video call, or rush to an emergency clinic because they could not find anyone to ask. At the same time, practices lose hours every week to phone tag, no-shows and paper records.',
          `${PRODUCT_NAME} fixes both sides of that problem. Owners book the kind of consultation they need at a time that suits them, and practices get a calm, predictable schedule with payment taken up front.`,
        ],
      },
      {
        heading: 'What we believe',
        cards: [
          { title: 'Vets decide', text: 'Clinical judgement belongs to the veterinarian, including the decision that a pet needs to be seen in person.' },
          { title: 'Owners own the records', text: 'A pet’s history belongs with the family, and it should follow them to any vet they choose.' },
          { title: 'Practices keep their name', text: 'Clients book with their practice, on its own branded site, not through a faceless marketplace.' },
          { title: 'Privacy is not optional', text: 'We collect what the service needs, never sell it, and never store card numbers.' },
        ],
      },
      {
        heading: 'Who uses it',
        paragraphs: [
          'Independent clinics, multi-site practices, mobile vets who make house calls, and individual veterinarians consulting online. On the other side, dog and cat owners mostly, but also people caring for rabbits, birds, reptiles, horses and farm animals.',
        ],
      },
    ],
  },

  '/leadership-team/': {
    title: 'Leadership team',
    description: `The people who lead ${PRODUCT_NAME}: veterinarians, engineers and operators.`,
    hero: {
      heading: 'The people behind the platform',
      lead: `${PRODUCT_NAME} is led by a small team of veterinarians, engineers and practice managers who have all worked on the clinic floor or alongside it.`,
    },
    sections: [
      {
        heading: 'Leadership',
        cards: [
          {
            title: 'Dr. Maya Okafor, Chief Executive Officer',
            text: 'A small-animal vet for twelve years before co-founding the company, Maya still consults online one evening a week.',
          },
          {
            title: 'Daniel Reyes, Chief Technology Officer',
            text: 'Daniel leads engineering, with a focus on reliability, privacy and software that works well on any phone.',
          },
          {
            title: 'Dr. Hannah Lindqvist, Medical Director',
            text: 'Hannah sets our clinical standards for remote consultations and reviews the guidance we give owners and vets.',
          },
          {
            title: 'Priya Natarajan, Head of Practice Success',
            text: 'A former practice manager, Priya helps clinics set up listings, schedules and their branded sites.',
          },
          {
            title: 'Samuel Adeyemi, Head of Operations',
            text: 'Samuel runs support, payments and partnerships, and makes sure every question gets a clear, human answer.',
          },
        ],
      },
      {
        heading: 'How we work',
        bullets: [
          'Every product decision that affects care is reviewed by a practising veterinarian.',
          'Engineers spend time with practices and owners to see how the product is really used.',
          'We publish changes to our terms and privacy policy before they take effect.',
        ],
      },
    ],
  },

  '/our-partners/': {
    title: 'Our partners',
    description: `The practices, shelters and service providers who work with ${PRODUCT_NAME}.`,
    hero: {
      heading: 'Working together for healthier pets',
      lead: 'We partner with veterinary practices, shelters and specialist services so that owners can reach the right care, and practices can focus on medicine.',
      cta: { href: '/contact-us/', label: 'Become a partner' },
    },
    sections: [
      {
        heading: 'Who we work with',
        cards: [
          {
            title: 'Veterinary practices',
            text: 'Independent clinics and groups use our booking, consultation and records tools under their own brand.',
          },
          {
            title: 'Emergency and specialist hospitals',
            text: 'Referral centres receive complete records in advance, so a transferred patient is never a blank page.',
          },
          { title: 'Shelters and rescues', text: 'Adopters get a head start with their new pet’s records and an easy first consultation.' },
          {
            title: 'Payment and communication providers',
            text: 'Trusted processors handle card payments, e-mail and text messages, under contracts that protect your data.',
          },
        ],
      },
      {
        heading: 'What partners can expect',
        bullets: [
          'A named contact on our team and clear, written terms.',
          'Training for staff on listings, schedules, appointments and records.',
          'Honest reporting on bookings and outcomes.',
          'No use of partner or client data for anything other than providing the service.',
        ],
      },
    ],
  },

  '/shelter-partnership/': {
    title: 'Shelter partnership',
    description: 'Support for animal shelters and rescues: records for every adoption and easy first consultations for adopters.',
    hero: {
      heading: 'A healthy start for every adopted pet',
      lead: 'Shelters and rescues use VetConsult to hand over complete medical records at adoption and give new families an easy way to ask a vet the questions that come up in the first weeks.',
      cta: { href: '/contact-us/', label: 'Apply as a shelter' },
    },
    sections: [
      {
        heading: 'What the partnership includes',
        cards: [
          {
            title: 'Records that go home with the pet',
            text: 'Vaccinations, treatments, surgeries and notes are transferred to the adopter’s account, ready for their first vet.',
          },
          {
            title: 'First-weeks support',
            text: 'Adopters can book a video or chat consultation about settling in, diet, toilet training and behaviour.',
          },
          { title: 'No platform fee', text: 'Registered charities and non-profit rescues use the practice tools at no cost.' },
        ],
      },
      {
        heading: 'Why it helps',
        paragraphs: [
          'The first month after adoption is when most returns happen, usually because of behaviour or health worries that a short conversation with a vet could have settled. Giving adopters a clear history and an easy way to ask keeps more pets in their new homes.',
        ],
      },
      {
        heading: 'Who can apply',
        bullets: [
          'Registered animal charities and non-profit rescues.',
          'Municipal shelters and animal control services.',
          'Foster networks working with a supervising veterinarian.',
        ],
      },
    ],
  },

  '/faqs/': {
    title: 'Frequently asked questions',
    description: `Answers about booking, payments, consultations, records and accounts on ${PRODUCT_NAME}.`,
    hero: {
      heading: 'Frequently asked questions',
      lead: 'Quick answers about booking, paying, consulting online and keeping your pet’s records. Can’t find what you need? Our team is happy to help.',
      cta: { href: '/contact-us/', label: 'Contact us' },
    },
    sections: [
      {
        heading: 'Booking and payments',
        faqs: [
          {
            question: 'How far ahead can I book?',
            answer: `From today up to ${LIMITS.BOOKING_DAYS_AHEAD} days ahead. The first available slot is always more than an hour from now.`,
          },
          {
            question: 'Which timezone are the times in?',
            answer: 'Times are shown in your own timezone, which you can change when you book. The practice sees the same appointment in its local time.',
          },
          {
            question: 'How do I pay?',
            answer: 'By card, when you book. Prices are in US dollars and no taxes or booking fees are added. Your card details go straight to our payment processor; we never store card numbers.',
          },
          {
            question: 'Can I get a refund?',
            answer: `Yes, in the cases described in our terms. You may ask for a refund within ${TERMS.REFUND_DAYS} days of payment.`,
          },
        ],
      },
      {
        heading: 'Consultations',
        faqs: [
          {
            question: 'What do I need for a video consultation?',
            answer: 'A phone, tablet or computer with a camera and microphone, a modern browser and a stable connection. Join from the appointment in your dashboard.',
          },
          {
            question: 'What happens in a telephone consultation?',
            answer: 'The doctor will call you at the appointment time on the phone number in your profile.',
          },
          {
            question: 'How long does a second opinion take?',
            answer: `The written report arrives within ${TERMS.SECOND_OPINION_HOURS} hours, or within ${TERMS.SECOND_OPINION_EXTENDED_DAYS} days when the vet needs more information.`,
          },
          {
            question: 'Can I use VetConsult in an emergency?',
            answer: 'No. In an emergency call or go to your nearest emergency veterinary clinic immediately.',
          },
        ],
      },
      {
        heading: 'Records and account',
        faqs: [
          {
            question: 'Who can see my pet’s records?',
            answer: 'You, the practices you book with, and anyone you share a private records link with. No one else.',
          },
          {
            question: 'I forgot my password. What now?',
            answer: 'Choose “Forgot password” on the login page. We send a reset link to your e-mail address, or a one-time code to your phone.',
          },
          {
            question: 'How do I delete my account?',
            answer: `Write to ${CONTACT.email} from the address on your account. We delete your data, and it disappears from our backups within ${TERMS.BACKUP_WEEKS} weeks.`,
          },
        ],
      },
    ],
  },

  '/contact-us/': {
    title: 'Contact us',
    description: `How to reach the ${PRODUCT_NAME} team by phone or e-mail.`,
    hero: {
      heading: 'We’re here to help',
      lead: 'Questions about a booking, a payment or your account? Get in touch and a member of our team will reply, usually within one working day.',
      cta: { href: `mailto:${CONTACT.email}`, label: 'E-mail us' },
      secondary: { href: '/faqs/', label: 'Read the FAQs' },
    },
    sections: [
      {
        heading: 'Ways to reach us',
        cards: [
          { title: 'Phone', text: `${CONTACT.phone}, Monday to Friday, 8am to 6pm Eastern Time.` },
          { title: 'E-mail', text: `${CONTACT.email}. Please include the e-mail address on your account and, for bookings, the appointment date.` },
          { title: 'Practices', text: 'Practice administrators can reach our practice success team at the same address, with “Practice” in the subject.' },
        ],
      },
      {
        heading: 'Before you write',
        bullets: [
          'To change or cancel an appointment, open My Appointments in your dashboard: it is the fastest way.',
          'For questions about your pet’s treatment, contact the practice you booked with; they hold the clinical notes.',
          'If your pet is unwell right now, do not wait for an e-mail reply: call your nearest veterinary clinic.',
        ],
      },
      {
        heading: 'Press and partnerships',
        paragraphs: [
          'Journalists, shelters and organisations interested in working with us can write to the same address. Tell us who you are and what you have in mind, and we will put you in touch with the right person.',
        ],
      },
    ],
  },
};
