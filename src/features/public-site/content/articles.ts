import type { ContentPage } from '../public-site.content';
import { PRODUCT_NAME } from '../../../ui/navigation';

/** The blog and the news page: dated article summaries, newest first. */
export const ARTICLE_PAGES: Record<string, ContentPage> = {
  '/blog/': {
    title: 'Blog',
    description: 'Practical advice on pet health from veterinarians: when to call a vet, nutrition, behaviour and preventive care.',
    hero: {
      heading: 'Pet health, explained by vets',
      lead: 'Practical, evidence-based advice for everyday pet care, written by the veterinarians who consult on our platform.',
      cta: { href: '/talk-to-a-vet/', label: 'Talk to a vet' },
    },
    sections: [
      {
        heading: 'Latest articles',
        cards: [
          {
            date: '2026-11-12',
            title: 'Video, phone or clinic? Choosing the right consultation',
            text: 'A simple guide to which problems a vet can assess on camera, which need a conversation, and which need hands-on examination, with examples from real cases.',
            link: { href: '/vet-appointments/', label: 'Compare consultation types' },
          },
          {
            date: '2026-10-28',
            title: 'Festive food hazards for dogs and cats',
            text: 'Chocolate, grapes and raisins, onions, cooked bones and xylitol in sugar-free sweets: what makes them dangerous, the signs to look for and when to call a vet.',
          },
          {
            date: '2026-10-09',
            title: 'Keeping a weight diary for your pet',
            text: 'Slow weight gain is easy to miss. How to weigh cats and small dogs at home, how often to record it, and what a healthy trend looks like.',
            link: { href: '/pet-medical-records/', label: 'About health trackers' },
          },
          {
            date: '2026-09-17',
            title: 'Understanding your pet’s blood test results',
            text: 'What a complete blood count and a biochemistry panel measure, why one result slightly out of range is often not a worry, and the questions to ask your vet.',
          },
          {
            date: '2026-08-30',
            title: 'Helping an anxious cat through vet visits',
            text: 'Carrier training, pheromone sprays, quiet appointment times and the growing case for house calls for cats who find the clinic frightening.',
            link: { href: '/vet-house-call/', label: 'About house calls' },
          },
          {
            date: '2026-08-14',
            title: 'When is a second opinion worth it?',
            text: 'Seeking a second opinion is not a sign of distrust. The situations where it helps most, and how to gather records so the reviewing vet has the full story.',
            link: { href: '/second-medical-opinion/', label: 'Request a second opinion' },
          },
        ],
      },
      {
        heading: 'Write for us',
        paragraphs: [
          'We welcome articles from practising veterinarians, veterinary nurses and behaviourists. Every article is reviewed by our medical director before it is published, and we credit authors by name.',
        ],
      },
    ],
  },

  '/news/': {
    title: 'News',
    description: `Product updates and company news from ${PRODUCT_NAME}.`,
    hero: {
      heading: `News from ${PRODUCT_NAME}`,
      lead: 'Product updates, new features for owners and practices, and news about our partnerships.',
      cta: { href: '/contact-us/', label: 'Press enquiries' },
    },
    sections: [
      {
        heading: 'Recent updates',
        cards: [
          {
            date: '2026-11-05',
            title: 'Opening hours now shown in your own timezone',
            text: 'Practice booking pages show weekly opening hours converted to the visitor’s timezone, with daylight-saving changes handled on both sides.',
          },
          {
            date: '2026-10-20',
            title: 'Custom domains for practice sites',
            text: 'Practices can now serve their branded booking page from their own domain name as well as their sub-domain, with the same logo, text and booking block.',
            link: { href: '/for-vet/', label: 'For practices' },
          },
          {
            date: '2026-09-24',
            title: 'Shelter partnership programme launches',
            text: 'Shelters and rescues can now hand over medical records to adopters at the moment of adoption, and adopters can book a first-weeks consultation.',
            link: { href: '/shelter-partnership/', label: 'About the programme' },
          },
          {
            date: '2026-09-02',
            title: 'Team roles for multi-vet practices',
            text: 'Practice administrators can invite colleagues and limit each staff member to the listings they manage and the bookings that belong to them.',
          },
          {
            date: '2026-08-11',
            title: 'Health trackers added to pet medical records',
            text: 'Owners can record weight, temperature, pulse, blood pressure and other measurements over time, alongside conditions, medications and documents.',
            link: { href: '/pet-medical-records/', label: 'About medical records' },
          },
        ],
      },
      {
        heading: 'Media',
        paragraphs: [
          `For interviews, images and background information about ${PRODUCT_NAME}, contact our team through the contact page. We aim to reply to press enquiries within one working day.`,
        ],
      },
    ],
  },
};
