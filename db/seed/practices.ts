import type { Tx } from '../client';
import { vendor_listings, vendor_logins, vendors, websites, type Consultation } from '../schema';
import { CONSULTATION_TYPES, VENDOR_PAGE_TYPE } from '../../src/lib/constants/consultation-types';
import { SUBROLES, type Subrole } from '../../src/lib/constants/roles';
import { DEFAULT_PRACTICE_LOCALE, type PracticeLocale } from '../../src/lib/practice-locale';
import { toMinor } from '../../src/lib/money';

/** A demo listing as stored, with its practice's currency (its prices are in that currency's minor units). */
export type SeedListing = typeof vendor_listings.$inferSelect & { currency: string };
export type ListingKey = 'patel' | 'romero' | 'hughes';

interface LoginDef {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  subrole: Subrole;
}

interface ListingDef {
  key: ListingKey;
  title: string;
  line1: string;
  line2: string;
  address: string;
  timezone: string;
  /** The login that owns the listing, and every login that manages it (keys of `logins`). */
  owner: string;
  managers: string[];
  /** Prices in the practice's currency units here (40 is £40), stored in its minor units (4000). */
  consultations: Consultation[];
}

interface PracticeDef {
  vendor: { name: string; categories: string[]; details: { mobile: string; email: string; summary: string } };
  logins: Record<string, LoginDef>;
  /** Where the practice works; the spec's United States when absent. */
  locale?: PracticeLocale;
  website: { sub_domain: string; custom_domain: string | null; header_section: string; body_section: string };
  listings: ListingDef[];
}

const EVERY_DAY = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** An enabled consultation offered in the given HH:mm windows on every day of the week. */
function consultation(type: number, price: number, duration: number, ...windows: [string, string][]): Consultation {
  return { status: true, type, duration, price, schedule: windows.map(([from, to]) => ({ days: EVERY_DAY, from, to })) };
}

const { CLINIC, VIDEO, TELEPHONIC, CHAT } = CONSULTATION_TYPES;
const HAPPY_PAWS_ADDRESS = '214 Harvard Street, Brookline, MA 02446';

const HAPPY_PAWS: PracticeDef = {
  vendor: {
    name: 'Happy Paws Veterinary Clinic',
    categories: ['General Practice', 'Feline Medicine', 'Exotics', 'Dentistry', 'Vaccinations'],
    details: {
      mobile: '+16175550199',
      email: 'hello@happypaws-clinic.test',
      summary:
        'A family-run clinic in Brookline caring for dogs, cats, rabbits and birds since 2009, in person and online.',
    },
  },
  logins: {
    vet: { first_name: 'Maya', last_name: 'Patel', email: 'vet@example.com', phone: '+16175550123', subrole: SUBROLES.ROOT_ADMIN },
    staff: { first_name: 'Luis', last_name: 'Romero', email: 'staff@example.com', phone: '+16175550124', subrole: SUBROLES.USER },
  },
  website: {
    sub_domain: 'happypaws',
    custom_domain: 'happypaws-clinic.test',
    header_section:
      '<h2>Welcome to Happy Paws Veterinary Clinic</h2>' +
      '<p>Friendly, unhurried care for dogs, cats and small companions. See us in Brookline, or talk to a vet by video, phone or chat from home.</p>',
    body_section:
      '<h2>About the clinic</h2>' +
      '<p>Dr. Maya Patel opened Happy Paws in 2009 with one exam room and a lot of dog biscuits. Today our team of two vets and four nurses looks after more than 3,000 families in Brookline and Boston.</p>' +
      '<h2>Opening notes</h2>' +
      '<p>Online consultations run every day of the week. For clinic visits, please arrive ten minutes early and bring any medication your pet is taking. <strong>In an emergency, call us or your nearest 24-hour hospital straight away.</strong></p>' +
      '<h2>Services</h2>' +
      '<ul>' +
      '<li>Wellness exams and vaccinations</li>' +
      '<li>Dental checks and cleaning</li>' +
      '<li>Skin, ear and allergy care</li>' +
      '<li>Fear Free visits for cats and exotic pets</li>' +
      '<li>Nutrition and weight plans</li>' +
      '</ul>' +
      '<p>Worried your pet ate something toxic? The <a href="https://www.aspca.org/pet-care/animal-poison-control">ASPCA Animal Poison Control Center</a> can help at any hour.</p>',
  },
  listings: [
    {
      key: 'patel',
      title: 'Dr. Maya Patel, DVM — General Practice',
      line1: 'Wellness exams, vaccinations and everyday illness',
      line2: 'Dogs, cats and small mammals',
      address: HAPPY_PAWS_ADDRESS,
      timezone: 'America/New_York',
      owner: 'vet',
      managers: ['vet'],
      consultations: [
        consultation(CLINIC, 60, 30, ['08:00', '12:00'], ['13:00', '19:00']),
        consultation(VIDEO, 45, 20, ['07:00', '21:00']),
        consultation(TELEPHONIC, 30, 15, ['08:00', '20:00']),
        consultation(CHAT, 25, 15, ['07:00', '22:00']),
      ],
    },
    {
      key: 'romero',
      title: 'Dr. Luis Romero, DVM — Feline & Exotics',
      line1: 'Cats, rabbits, guinea pigs, birds and reptiles',
      line2: 'Fear Free certified',
      address: HAPPY_PAWS_ADDRESS,
      timezone: 'America/New_York',
      owner: 'staff',
      managers: ['staff', 'vet'],
      consultations: [
        consultation(CLINIC, 75, 45, ['09:00', '12:45'], ['14:00', '18:30']),
        consultation(VIDEO, 55, 30, ['08:00', '20:00']),
        consultation(TELEPHONIC, 35, 15, ['09:00', '19:00']),
        consultation(CHAT, 20, 15, ['08:00', '21:00']),
      ],
    },
  ],
};

const CITY_CATS: PracticeDef = {
  vendor: {
    name: 'City Cat Clinic',
    categories: ['Feline Medicine', 'Dentistry', 'Behaviour'],
    details: {
      mobile: '+442079460958',
      email: 'hello@citycats.test',
      summary: 'A cats-only clinic in Clerkenwell, London: quiet waiting room, no dogs, and vets who speak fluent cat.',
    },
  },
  locale: { country: 'GB', currency: 'GBP', locale: 'en-GB', units: 'metric' },
  logins: {
    vet: { first_name: 'Eleanor', last_name: 'Hughes', email: 'vet2@example.com', phone: '+447700900959', subrole: SUBROLES.ROOT_ADMIN },
  },
  website: {
    sub_domain: 'citycats',
    custom_domain: null,
    header_section:
      '<h2>City Cat Clinic</h2>' +
      '<p>Calm, cat-friendly care in the heart of London, and a free chat with a vet whenever something seems not quite right.</p>',
    body_section:
      '<h2>Only cats, always</h2>' +
      '<p>We see cats and nothing else, so there is no barking in the waiting room and every consultation room is set up for nervous patients.</p>' +
      '<h2>Before you visit</h2>' +
      '<p>Bring your cat in a covered carrier with a familiar blanket. <strong>Our 15-minute chat consultations are free</strong>, so ask us first if you are unsure whether a visit is needed.</p>' +
      '<h2>Services</h2>' +
      '<ul>' +
      '<li>Kitten and senior cat health checks</li>' +
      '<li>Dental care</li>' +
      '<li>Kidney and thyroid monitoring</li>' +
      '<li>Behaviour advice</li>' +
      '</ul>' +
      '<p>Read more about cat-friendly care at <a href="https://icatcare.org/">International Cat Care</a>.</p>',
  },
  listings: [
    {
      key: 'hughes',
      title: 'Dr. Eleanor Hughes, MRCVS — Feline Medicine',
      line1: 'Health checks, dental care and long-term conditions',
      line2: 'ISFM Cat Friendly Clinic (Gold)',
      address: '38 Exmouth Market, London EC1R 4QE',
      timezone: 'Europe/London',
      owner: 'vet',
      managers: ['vet'],
      consultations: [
        consultation(CLINIC, 70, 30, ['09:00', '13:00'], ['14:00', '18:00']),
        consultation(VIDEO, 40, 20, ['08:00', '20:00']),
        consultation(CHAT, 0, 15, ['08:00', '21:00']),
      ],
    },
  ],
};

/** Writes one practice: vendor, team, website and listings. Returns its listings by key. */
async function seedPractice(tx: Tx, passwordHash: string, practice: PracticeDef) {
  const locale = practice.locale ?? DEFAULT_PRACTICE_LOCALE;
  const [vendor] = await tx.insert(vendors).values({ type: VENDOR_PAGE_TYPE, ...practice.vendor, ...locale }).returning();
  const loginIds: Record<string, number> = {};
  for (const [key, login] of Object.entries(practice.logins)) {
    const [row] = await tx
      .insert(vendor_logins)
      .values({ ...login, vendor_id: vendor.id, password_hash: passwordHash })
      .returning({ id: vendor_logins.id });
    loginIds[key] = row.id;
  }
  await tx.insert(websites).values({ vendor_id: vendor.id, name: practice.vendor.name, ...practice.website });
  const listings: Partial<Record<ListingKey, SeedListing>> = {};
  for (const { key, owner, managers, consultations, ...listing } of practice.listings) {
    const priced = consultations.map((c) => ({ ...c, price: toMinor(c.price, locale.currency) }));
    const [row] = await tx
      .insert(vendor_listings)
      .values({ ...listing, consultations: priced, vendor_id: vendor.id, vendor_login_id: loginIds[owner], managers: managers.map((m) => loginIds[m]) })
      .returning();
    listings[key] = { ...row, currency: locale.currency };
  }
  return listings;
}

/** Writes Happy Paws and City Cat Clinic; returns every demo listing by key. */
export async function seedPractices(tx: Tx, passwordHash: string): Promise<Record<ListingKey, SeedListing>> {
  const happyPaws = await seedPractice(tx, passwordHash, HAPPY_PAWS);
  const cityCats = await seedPractice(tx, passwordHash, CITY_CATS);
  return { ...happyPaws, ...cityCats } as Record<ListingKey, SeedListing>;
}
