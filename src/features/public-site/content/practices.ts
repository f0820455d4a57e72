import type { ContentPage } from '../public-site.content';
import { LIMITS } from '../../../lib/constants/limits';

const PRACTICE_SIGNUP = { href: '/vendor/signup', label: 'Sign up your practice' };
const PRACTICE_LOGIN = { href: '/vendor/login', label: 'Practice login' };

/** Pages for veterinarians and practices. */
export const PRACTICE_PAGES: Record<string, ContentPage> = {
  '/for-vet/': {
    title: 'For veterinary practices',
    description: 'Online booking, video consultations, card payments and a branded website for your veterinary practice.',
    hero: {
      heading: 'Bring your practice online, on your own terms',
      lead: 'Take bookings for clinic, video, telephone and chat consultations, get paid up front, and give clients a booking site with your name and logo on it.',
      cta: PRACTICE_SIGNUP,
      secondary: PRACTICE_LOGIN,
    },
    sections: [
      {
        heading: 'Everything a practice needs to consult online',
        cards: [
          {
            title: 'Listings and schedules',
            text: `Describe each location or vet, choose the consultation types you offer, their length and price, and set weekly opening hours in ${LIMITS.SCHEDULE_STEP_MINUTES}-minute steps.`,
          },
          {
            title: 'Appointments',
            text: 'See every booking by status and listing, open the pet’s details and reason for the visit, and cancel when you need to.',
          },
          {
            title: 'Video, phone and chat',
            text: 'Start a video session from the appointment itself. Nothing to install for you or your client.',
          },
          {
            title: 'Card payments',
            text: 'Clients pay when they book, so no-shows no longer cost you the slot. Card numbers never touch your systems.',
          },
          {
            title: 'Your branded site',
            text: 'A booking page on your own sub-domain or custom domain, with your logo, your text and a Book an Appointment block.',
          },
          {
            title: 'Team and reports',
            text: 'Invite colleagues, limit staff to the listings they manage, and follow bookings and revenue over time.',
          },
        ],
      },
      {
        heading: 'Getting started takes an afternoon',
        bullets: [
          'Sign up your practice with your name, e-mail and phone number.',
          'Create a listing for each clinic or vet, with consultation types, prices and hours.',
          'Choose your sub-domain, upload your logo and write a short welcome text.',
          'Share your booking link on your website, social pages and appointment reminders.',
        ],
      },
      {
        heading: 'Questions from practices',
        faqs: [
          {
            question: 'Do our existing clients have to use VetConsult?',
            answer:
              'No. Your branded site carries your name; clients book with you, not with a marketplace. You can also book appointments for clients yourself from the dashboard.',
          },
          {
            question: 'Which timezone are appointments in?',
            answer: 'Each listing has its own timezone. Clients see free times in their own timezone, converted correctly across daylight-saving changes.',
          },
          {
            question: 'Can a team member see everything?',
            answer: 'The practice’s root administrator sees all listings, the website and team settings. Staff with the user role see only the listings they manage and their bookings.',
          },
        ],
      },
    ],
  },

  '/vet-practice-management-solution/': {
    title: 'Practice management',
    description: 'Scheduling, online payments, client records and reporting for veterinary practices, in one web application.',
    hero: {
      heading: 'Practice management without the paperwork',
      lead: 'One web application for your schedule, your clients and their pets, your payments and your online presence. It runs in the browser on any computer, tablet or phone.',
      cta: PRACTICE_SIGNUP,
      secondary: { href: '/for-vet/', label: 'See what’s included' },
    },
    sections: [
      {
        heading: 'Run the day from one screen',
        cards: [
          {
            title: 'Schedule',
            text: 'Weekly hours per consultation type and listing. Booked times are blocked automatically, including appointments of different lengths.',
          },
          {
            title: 'Clients and pets',
            text: 'A searchable list of the people who book with you. Open a client to see their pets and the medical records they have shared.',
          },
          {
            title: 'Medical records',
            text: 'Conditions, medications, immunizations, trackers and documents, organised by category with counts, so nothing is buried.',
          },
          {
            title: 'Payments',
            text: 'Prices come from your listings and are charged when the client books. Each payment is tied to its appointment.',
          },
        ],
      },
      {
        heading: 'Built for how practices really work',
        bullets: [
          'Several clinics or vets under one practice, each with its own listing, timezone and hours.',
          'Role-based access: administrators manage settings and the team, staff see the listings they look after.',
          'E-mail confirmations and calendar invitations for every booking.',
          'Reports on bookings by listing and status, filtered by date.',
        ],
      },
      {
        heading: 'Safe with your clients’ data',
        paragraphs: [
          'Every practice sees only its own clients and bookings. Sessions use secure, HttpOnly cookies, passwords are stored only as strong one-way hashes, and card details are handled by our payment processor and never stored by us.',
        ],
      },
    ],
  },

  '/become-a-vet/': {
    title: 'Become a VetConsult vet',
    description: 'Consult online with pet owners as an independent veterinarian: set your own hours and prices.',
    hero: {
      heading: 'Consult online, on your schedule',
      lead: 'Licensed veterinarians use VetConsult to see clients by video, phone and chat, alongside clinical work or instead of it. You set the hours and the prices.',
      cta: PRACTICE_SIGNUP,
    },
    sections: [
      {
        heading: 'Why vets join',
        cards: [
          { title: 'Flexible hours', text: 'Open evenings, weekends or a single morning a week. Your calendar only shows the times you choose.' },
          { title: 'Paid on booking', text: 'Clients pay by card when they book, at the price you set for each consultation type.' },
          { title: 'Your own booking page', text: 'Share a page with your name and photo, so clients come back to you, not to a queue.' },
        ],
      },
      {
        heading: 'What we ask of you',
        bullets: [
          'A current licence to practise veterinary medicine where you consult.',
          'Professional indemnity insurance that covers remote consultations.',
          'A quiet, private space and a reliable internet connection for video sessions.',
          'Clear notes after each consultation, and honest advice when a pet needs to be seen in person.',
        ],
      },
      {
        heading: 'How to apply',
        paragraphs: [
          'Sign up as a practice with your own name, add a listing with the consultation types you want to offer and your weekly hours, and publish your booking page. We may ask for proof of registration before your listing is shown to clients.',
        ],
      },
    ],
  },

  '/partner-relief-vet/': {
    title: 'Partner relief vets',
    description: 'Relief and locum veterinarians covering online consultations for partner practices.',
    hero: {
      heading: 'Relief cover for your online clinic',
      lead: 'Keep your video and phone consultations open when your team is on leave, at capacity or out of hours, with experienced relief vets working under your practice’s name.',
      cta: { href: '/contact-us/', label: 'Talk to our partnerships team' },
    },
    sections: [
      {
        heading: 'How relief cover works',
        bullets: [
          'You add the relief vet to your team as a staff member, with access only to the listings they cover.',
          'They consult from your listings at the hours you schedule, and your clients book and pay exactly as usual.',
          'Notes and records stay with your practice and your clients’ pets; nothing moves to another clinic.',
          'When cover ends, you remove the team member and their access ends with it.',
        ],
      },
      {
        heading: 'For relief vets',
        cards: [
          { title: 'Varied work', text: 'Consult for several practices from one account, each in its own branded setting.' },
          { title: 'Clear scope', text: 'You see only the listings and bookings you are assigned to, so responsibilities are never in doubt.' },
          { title: 'Remote-first', text: 'Most shifts are video, phone and chat, so you can work from home in any timezone.' },
        ],
      },
      {
        heading: 'Interested?',
        paragraphs: [
          'Practices looking for cover and vets who want relief work can write to our partnerships team through the contact page. Tell us where you are licensed, the hours you need or offer, and the consultation types involved.',
        ],
      },
    ],
  },
};
