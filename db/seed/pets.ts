import type { Tx } from '../client';
import { pets, phr } from '../schema';
import type { SeedPeople } from './accounts';
import { labReportPdf, seedRecordFile, trackerSeries, type SeedStorage } from './records';
import { startOfDayIn } from '../../src/lib/time';

export type SeedPet = typeof pets.$inferSelect;
export type PetKey = 'biscuit' | 'miso' | 'clover' | 'pepper' | 'luna';

const HAPPY_PAWS = 'Happy Paws Veterinary Clinic';

/** The owners' pets (species codes from spec §9: 1 Dog, 2 Cat, 6 Rabbit). */
function petRows(people: SeedPeople): Record<PetKey, typeof pets.$inferInsert> {
  return {
    biscuit: {
      name: 'Biscuit',
      type: 1,
      breed: 'Golden Retriever',
      notes: 'Six years old and mad about tennis balls. Nervous about nail trims; allergic to chicken.',
      user_id: people.owner.id,
    },
    miso: {
      name: 'Miso',
      type: 2,
      breed: 'Domestic Shorthair',
      notes: 'Nine-year-old indoor cat. Hides under the bed as soon as the carrier comes out.',
      user_id: people.owner.id,
    },
    clover: {
      name: 'Clover',
      type: 6,
      breed: 'Holland Lop',
      notes: 'Free-roams the living room. Her front teeth grow fast and need checking every few months.',
      user_id: people.owner2.id,
    },
    pepper: {
      name: 'Pepper',
      type: 2,
      breed: 'British Shorthair',
      notes: 'Twelve years old, hyperthyroid, and very vocal about breakfast. Seen by City Cat Clinic for her thyroid and kidneys.',
      user_id: people.owner2.id,
    },
    // The Spanish-speaking owner's dog: what she typed is in her language.
    luna: {
      name: 'Luna',
      type: 1,
      breed: 'Podenco Ibicenco',
      notes: 'Tiene cuatro años y corre como el viento. Le dan miedo las tormentas y los petardos.',
      user_id: people.owner3.id,
    },
  };
}

/**
 * The health records of the owner's pets, one entry per row, with the fields of each
 * category in spec §3 ("Record categories and fields"). They tell the same story as the
 * demo bookings: Biscuit's wellness exam three weeks ago and his ear infection this week,
 * Miso's hairballs and her dental second opinion from City Cat Clinic.
 */
function recordRows(day: (offset: number) => string): [PetKey, string, Record<string, unknown>][] {
  return [
    ['biscuit', 'immunizations', { name: 'Rabies (3-year)', date: day(-21), due_date: day(1074), hospital: HAPPY_PAWS, serial: 'RB-48213-K', comment: 'No reaction. Next dose due in three years.' }],
    ['biscuit', 'immunizations', { name: 'DHPP booster', date: day(-21), due_date: day(344), hospital: HAPPY_PAWS, serial: 'DH-77120-A', comment: 'A little sleepy that evening, back to normal by breakfast.' }],
    ...trackerSeries(day).map(([category, details]): [PetKey, string, Record<string, unknown>] => ['biscuit', category, details]),
    ['biscuit', 'weight', { date: day(-21), lbs: 68, oz: 4 }],
    ['biscuit', 'conditions', { name: 'Otitis externa (left ear)', visit_type: 'Exam', visit_date: day(-4), comment: 'Head shaking and a yeasty smell from the left ear. Recheck after the course of drops.' }],
    ['biscuit', 'medications', { name: 'Otomax ear ointment', reason: 'Left ear infection', status: 'Active', date: day(-4), duration: 10, frequency: 'Twice daily', dosage: '4 drops in the left ear', medium: 'Topical', comment: 'Clean the ear gently before each dose.' }],
    ['biscuit', 'allergies', { name: 'Chicken protein', start_date: day(-420), reaction: 'Itchy paws and recurring ear inflammation', comment: 'Check treat labels; chicken fat is in many chews.' }],
    ['biscuit', 'surgeries', { name: 'Neuter (castration)', date: day(-1610), reason: 'Routine sterilisation', comment: 'Uneventful recovery; sutures out after ten days.' }],
    ['biscuit', 'food_plan', { name: 'Salmon and rice sensitive-skin diet', recommended: 'yes', forbidden: 'no', comment: 'Two cups twice a day. No chicken-based treats.' }],
    ['miso', 'immunizations', { name: 'FVRCP', date: day(-120), due_date: day(245), hospital: HAPPY_PAWS, serial: 'FV-30218-C', comment: 'Given with her yearly check-up.' }],
    ['miso', 'consultations', { name: 'Dental second opinion', visit_date: day(-14), reason: 'Chewing on one side; review of her dental X-rays', comment: 'Dr. Hughes advises extracting the lower left premolar (307) with a scale and polish.' }],
    ['miso', 'temperature', { date: day(-14), fahrenheit: 101.4 }],
    ['miso', 'conditions', { name: 'Hairball-related vomiting', visit_type: 'Exam', visit_date: day(-9), end_date: day(-2), comment: 'Settled with hairball gel and brushing every evening.' }],
    ['miso', 'medications', { name: 'Laxatone hairball gel', reason: 'Hairballs', status: 'Inactive', date: day(-9), duration: 7, frequency: 'Once daily', dosage: 'One inch of gel', medium: 'Oral', comment: 'She licks it off her paw happily.' }],
    ['miso', 'weight', { date: day(-9), lbs: 11, oz: 6 }],
    ['luna', 'immunizations', { name: 'Rabia', date: day(-40), due_date: day(325), hospital: HAPPY_PAWS, serial: 'RB-90412-E', comment: 'Sin reacciones.' }],
    ['luna', 'weight', { date: day(-2), lbs: 48, oz: 8 }],
    ['luna', 'conditions', { name: 'Cojera leve (pata trasera derecha)', visit_type: 'Exam', visit_date: day(-2), comment: 'Reposo una semana y paseos cortos con correa.' }],
  ];
}

/** When the owner entered a record: the day it happened, or `now` for one without a date (a food plan). */
function enteredAt(details: Record<string, unknown>, now: Date): string {
  const date = details.date ?? details.visit_date ?? details.start_date;
  return typeof date === 'string' ? `${date}T18:00:00.000Z` : now.toISOString();
}

/** Writes the pets and the owner's records; dates are relative to `now` in the owner's zone. */
export async function seedPetsAndRecords(tx: Tx, people: SeedPeople, now: Date, storage?: SeedStorage): Promise<Record<PetKey, SeedPet>> {
  const today = startOfDayIn('America/New_York', now);
  const day = (offset: number) => today.plus({ days: offset }).toISODate()!;
  const seeded: Partial<Record<PetKey, SeedPet>> = {};
  for (const [key, values] of Object.entries(petRows(people)) as [PetKey, typeof pets.$inferInsert][]) {
    [seeded[key]] = await tx.insert(pets).values(values).returning();
  }
  const created = seeded as Record<PetKey, SeedPet>;
  // A document with a real file: Biscuit's blood panel from his wellness exam.
  const panel = labReportPdf('Happy Paws Veterinary Clinic - Blood panel: Biscuit', `CBC and chemistry within normal limits. ${day(-21)}`);
  const file = await seedRecordFile(tx, storage, people.owner.id, 'biscuit-blood-panel.pdf', panel, now.toISOString());
  const documents: [PetKey, string, Record<string, unknown>][] = [
    ['biscuit', 'laboratory', { name: 'Wellness blood panel', date: day(-21), type: 'Panels', type_info: 'CBC and chemistry', files: [file], comment: 'All values within normal limits.' }],
  ];
  await tx.insert(phr).values(
    [...recordRows(day), ...documents].map(([pet, category, details]) => ({
      category,
      details,
      pet_id: created[pet].id,
      user_id: created[pet].user_id,
      created_at: enteredAt(details, now),
    })),
  );
  return created;
}
