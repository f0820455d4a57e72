import type { ContentPage } from '../public-site.content';
import { CONTACT, PRODUCT_NAME } from '../../../ui/navigation';
import { TERMS } from '../../../lib/constants/limits';
import { formatMoney, toMinor } from '../../../lib/money';
import { SESSION_DAYS } from '../../../plugins/session';

const UPDATED = 'Last updated 2 November 2026';
const BACKUPS = `up to ${TERMS.BACKUP_WEEKS} weeks`;

/** The privacy policy and the terms: legal text only (spec §2), served on practice sites too. */
export const LEGAL_PAGES: Record<string, ContentPage> = {
  '/privacy-policy/': {
    title: 'Privacy policy',
    description: `How ${PRODUCT_NAME} collects, uses, shares and protects personal data.`,
    legal: true,
    updated: UPDATED,
    hero: {
      heading: 'Privacy policy',
      lead: `This policy explains what personal data ${PRODUCT_NAME} collects when you use our website, our booking pages and the practice sites we host, why we collect it, who we share it with and the choices you have.`,
    },
    sections: [
      {
        heading: '1. Who we are',
        paragraphs: [
          `${PRODUCT_NAME} provides an online platform for booking veterinary consultations and keeping pet medical records. For your account and the platform itself we are the controller of your personal data. When you book with a veterinary practice, that practice is also responsible for the clinical records it keeps about your pet and for how it uses them.`,
        ],
      },
      {
        heading: '2. What we collect',
        bullets: [
          'Account details: your first and last name, e-mail address, phone number, profile picture if you add one, and your password, which we store only as a salted one-way hash that cannot be turned back into the password.',
          'Pets: each pet’s name, species, breed, notes, photo and status.',
          'Medical records: the health history, trackers, notes and documents you or a practice add, including uploaded files such as lab reports and imaging.',
          'Bookings: the practice, consultation type, date and time, your timezone, the pet, the reason for the consultation and the booking’s status.',
          'Payments: card payments are processed by our payment processor. Your card number and security code go directly to the processor and are never stored or logged by us; we keep only the amount, the card brand, the last four digits and the processor’s reference.',
          'Consultations: chat messages are stored with the appointment. Video and telephone consultations are not recorded by us.',
          'Technical data: your IP address, browser type and the pages you request, kept in security logs to protect accounts and detect abuse.',
        ],
      },
      {
        heading: '3. Cookies and sessions',
        paragraphs: [
          `When you log in we set one session cookie. It is HttpOnly, so scripts in the page cannot read it, it is sent only to the site that set it, and it expires after ${SESSION_DAYS} days or when you log out. Logging out or changing your password ends the session on our side too.`,
          'We do not use advertising cookies or third-party tracking scripts, and we do not build profiles of you for marketing.',
        ],
      },
      {
        heading: '4. Why we use your data',
        bullets: [
          'To provide the service you asked for: creating your account, booking and holding appointments, taking payment, running consultations and keeping records (performance of our contract with you).',
          'To send you what you need: booking confirmations, reminders, password reset links and one-time codes by e-mail or text message.',
          'To keep the platform secure: preventing fraud, limiting repeated failed logins and investigating misuse (our legitimate interests).',
          'To meet legal obligations, such as keeping payment records for tax and accounting purposes.',
          'To send pet health tips by e-mail, only if you sign up for the newsletter. You can unsubscribe at any time.',
        ],
      },
      {
        heading: '5. Who we share it with',
        bullets: [
          'The veterinary practice you book with, and its team members who manage that listing, see your name, contact details, the pet, the booking details and the records needed for the consultation.',
          'Anyone you send a private records link to can view that pet’s records until you stop sharing.',
          'Service providers who work for us under contract: payment processing, e-mail and text-message delivery, video connectivity, hosting and file storage. They may use the data only to provide their service to us.',
          'Authorities, when the law requires it.',
        ],
        paragraphs: ['We never sell personal data.'],
      },
      {
        heading: '6. How long we keep it',
        paragraphs: [
          'We keep your account data while your account is open. When you delete your account, we delete your personal data, except what we must keep by law, such as payment records. Practices may be required to keep their own clinical records for longer under veterinary regulations.',
          `Backups are kept for ${BACKUPS}, so deleted data disappears from our backups within ${TERMS.BACKUP_WEEKS} weeks of its deletion.`,
        ],
      },
      {
        heading: '7. How we protect it',
        bullets: [
          'All traffic to the platform is encrypted in transit.',
          'Passwords are hashed with a modern, slow algorithm; one-time codes are stored hashed and expire after minutes.',
          'Each practice can see only its own clients and bookings, and staff can be limited to the listings they manage.',
          'Uploaded files are stored under generated names and served only to the people allowed to see them.',
        ],
      },
      {
        heading: '8. Your rights',
        paragraphs: [
          'Depending on where you live, you have the right to access the personal data we hold about you, to correct it, to delete it, to receive a copy in a portable format, to object to or restrict certain uses, and to withdraw consent you have given. You can update most of your details yourself in My Profile. You also have the right to complain to your data protection authority.',
        ],
      },
      {
        heading: '9. Children',
        paragraphs: [
          'Accounts are for adults. Children may help care for a pet, but the account holder must be 18 or over, or the age of majority where they live.',
        ],
      },
      {
        heading: '10. Changes and contact',
        paragraphs: [
          'If we change this policy we will update the date above, and tell you by e-mail before a significant change takes effect.',
          `To exercise your rights or ask a question about privacy, write to ${CONTACT.email} or call ${CONTACT.phone}.`,
        ],
      },
    ],
  },

  '/terms-conditions/': {
    title: 'Terms & Conditions',
    description: `The terms that apply when you use ${PRODUCT_NAME} to book and pay for veterinary services.`,
    legal: true,
    updated: UPDATED,
    hero: {
      heading: 'Terms & Conditions',
      lead: `These terms apply when you use ${PRODUCT_NAME}, whether on our own website or on a practice’s booking site that we host. By creating an account or making a booking you agree to them.`,
    },
    sections: [
      {
        heading: '1. The service',
        paragraphs: [
          `${PRODUCT_NAME} lets you book clinic, video, telephone and chat consultations with independent veterinary practices, request second medical opinions, e-consultations and house calls, and keep medical records for your pets. The veterinary advice itself is given by the practice and the veterinarian you consult, who are responsible for it.`,
        ],
      },
      {
        heading: '2. Not for emergencies',
        paragraphs: [
          'Remote consultations cannot replace a physical examination. If your pet may be in an emergency, contact your nearest emergency veterinary clinic immediately. A veterinarian may decide that a remote consultation is not appropriate and that your pet needs to be seen in person.',
        ],
      },
      {
        heading: '3. Your account',
        bullets: [
          'You must give accurate details and keep your password secret. You are responsible for activity on your account.',
          'You must be 18 or over, or the age of majority where you live.',
          'We may suspend an account that is used to break the law, to abuse veterinary staff or to misuse the platform.',
        ],
      },
      {
        heading: '4. Bookings and payment',
        bullets: [
          'Prices are set by each practice and shown in US dollars before you book. No taxes or booking fees are added.',
          'You pay by card when you book. Your booking is confirmed once the payment succeeds.',
          'Card payments are handled by our payment processor; we never store your card number or security code.',
        ],
      },
      {
        heading: '5. Cancellations and refunds',
        paragraphs: [
          `You can cancel an upcoming appointment from your dashboard. You may ask for a refund within ${TERMS.REFUND_DAYS} days of payment if a consultation was cancelled, did not take place, or was not provided as described. Approved refunds are paid back to the card used for the booking.`,
        ],
      },
      {
        heading: '6. Second medical opinions',
        paragraphs: [
          `When you request a second medical opinion, the reviewing veterinarian sends you a written report within ${TERMS.SECOND_OPINION_HOURS} hours of receiving your complete request. If more information is needed to give a sound opinion, the report is delivered within ${TERMS.SECOND_OPINION_EXTENDED_DAYS} days.`,
        ],
      },
      {
        heading: '7. E-consultations',
        paragraphs: [
          `For an e-consultation, you receive the veterinarian’s written report within ${TERMS.E_CONSULTATION_REPORT_DAYS} days of submitting it.`,
        ],
      },
      {
        heading: '8. Requests for records from other vets',
        paragraphs: [
          `We can request your pet’s records from previous veterinary practices on your behalf. The first ${TERMS.FREE_RECORDS_REQUESTS} records requests are free. After that, each request to an additional vet costs ${formatMoney(toMinor(TERMS.EXTRA_RECORDS_REQUEST_USD, 'USD'), 'USD', 'short')}.`,
        ],
      },
      {
        heading: '9. Your data and backups',
        paragraphs: [
          `Records you add remain yours, and our privacy policy explains how we handle them. We keep backups for ${BACKUPS} to recover from incidents; data deleted longer ago than that cannot be restored.`,
        ],
      },
      {
        heading: '10. Practices using the platform',
        paragraphs: [
          'Practices are responsible for the accuracy of their listings, prices and schedules, for holding the licences required to give veterinary advice, for the content of their branded sites, and for keeping clinical records as their regulations require.',
        ],
      },
      {
        heading: '11. Liability',
        paragraphs: [
          `${PRODUCT_NAME} provides the platform with reasonable care and skill. We are not responsible for the clinical advice given by independent practices. Nothing in these terms limits liability that cannot be limited by law.`,
        ],
      },
      {
        heading: '12. Changes and contact',
        paragraphs: [
          `We may update these terms and will tell you by e-mail before a significant change takes effect. Questions about these terms can be sent to ${CONTACT.email}.`,
        ],
      },
    ],
  },
};
