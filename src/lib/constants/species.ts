import { t } from '../i18n';
import { spokenTable } from './spoken';

/** Pet species codes (spec §9), each named in people's words (the spec's "Amphibianwildlife" reads "Amphibian (wildlife)"). Codes 17 and others absent from the spec are not used. Each name reads in the reader's language (the English names are the catalogue's keys). */
export const SPECIES: Record<number, string> = spokenTable<number>({
  1: 'Dog',
  2: 'Cat',
  3: 'Duck',
  4: 'Horse',
  5: 'Parrot',
  6: 'Rabbit',
  7: 'Guinea Pig',
  8: 'Hamster',
  9: 'Frog',
  10: 'Turtle',
  11: 'Other',
  12: 'Fish',
  13: 'Bird',
  14: 'Fowl',
  15: 'Kitten',
  16: 'Puppy',
  18: 'Cattle',
  19: 'Sheep',
  20: 'Pig',
  21: 'Goat',
  45: 'Zoo',
  50: 'Farm',
  52: 'Mammal',
  53: 'Marsupial',
  54: 'Reptile',
  55: 'Insect or arachnid',
  56: 'Bird (wildlife)',
  57: 'Amphibian (wildlife)',
  60: 'Crab or shellfish',
  61: 'Amphibian',
  64: 'Rodent',
  66: 'Amphibian (non-native)',
  67: 'Gerbil',
  69: 'Reptile (non-native)',
  70: 'Placental mammal',
  71: 'Canine',
  72: 'Feline',
});

/** A species code's name, "Other" for a code the list does not know. */
export function speciesName(code: number): string {
  return SPECIES[code] ?? t('Other');
}

/** The species offered when a pet is added while booking, in this order. */
export const BOOKING_PET_SPECIES = [1, 2, 6, 7, 8, 13, 54, 11];
