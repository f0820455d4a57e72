import { describe, expect, test } from 'bun:test';
import { asReader, isMessageKey, readerFor } from '../../../src/lib/i18n';
import { RECORD_CATEGORIES, RECORD_GROUPS, categoryOf } from '../../../src/lib/constants/record-categories';
import { SPECIES } from '../../../src/lib/constants/species';
import { categoryLabel, groupLabel } from '../../../src/features/records/records.labels';
import { checkDetails } from '../../../src/features/records/records.model';
import { messages as chatTexts } from '../../../islands/ChatRoom';
import { messages as videoTexts } from '../../../islands/VideoCall';
import { messages as vonageTexts } from '../../../islands/VonageCall';
import { SESSION_TEXTS } from '../../../src/features/sessions/sessions.model';

/**
 * The care screens' words that are data, not code: every record category, group, field, choice
 * and species is a catalogue key, so a Spanish reader never meets one in English; and the session
 * islands were handed every text the server may send them over the socket.
 */
const spanish = <T,>(work: () => T) => asReader(readerFor('es', 'es-MX'), work);

describe('the care screens in the reader’s language', () => {
  test('every record category, group, field, choice and species is a catalogue key', () => {
    const words = [
      ...RECORD_GROUPS,
      ...RECORD_CATEGORIES.flatMap((c) => [c.label, ...(c.chartAs ? [c.chartAs.label] : []), ...c.fields.flatMap((f) => [f.label, ...(f.options ?? [])])]),
      ...Object.values(SPECIES),
    ];
    expect(words.filter((word) => !isMessageKey(word))).toEqual([]);
  });

  test('a Spanish reader reads the categories and a field’s refusal in Spanish; an English one the spec’s words', () => {
    expect(spanish(() => [categoryLabel('allergies'), groupLabel('Health Trackers')])).toEqual(['Alergias', 'Seguimiento de salud']);
    expect(categoryLabel('allergies')).toBe('Allergies');
    const weight = categoryOf('weight')!;
    expect(spanish(() => checkDetails(weight, { date: '2026-01-02' }, '2026-01-02'))).toEqual({ field: 'lbs', message: 'El campo «Libras» es obligatorio' });
    expect(checkDetails(weight, { date: '2026-01-02', lbs: '9000' }, '2026-01-02')).toEqual({ field: 'lbs', message: 'Pounds must be at most 5000' });
  });

  test('each session island was handed the texts the room sends it', () => {
    const sent = [...Object.values(SESSION_TEXTS).filter((text) => text !== SESSION_TEXTS.NOTE_SAVED), 'Joined again elsewhere', 'The session has ended', 'Could not open the room'];
    const chatOnly = [SESSION_TEXTS.TOO_LONG, SESSION_TEXTS.EMPTY, SESSION_TEXTS.TOO_FAST, SESSION_TEXTS.ATTACH_AGAIN, SESSION_TEXTS.NOT_YET];
    const closing = sent.filter((text) => !(chatOnly as string[]).includes(text));
    expect(sent.filter((text) => text !== SESSION_TEXTS.NOT_YET && !(chatTexts as readonly string[]).includes(text))).toEqual([]);
    for (const island of [videoTexts, vonageTexts]) expect(closing.filter((text) => !(island as readonly string[]).includes(text))).toEqual([]);
  });
});
