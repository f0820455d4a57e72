import { describe, expect, test } from 'bun:test';
import { asReader, isMessageKey, readerFor } from '../../../src/lib/i18n';
import { CONSULTATION_TYPE_LABELS, consultationTypeLabel } from '../../../src/lib/constants/consultation-types';
import { SPECIES, speciesName } from '../../../src/lib/constants/species';
import { BOOKING_BADGES, bookingBadge, bookingBadgeLabel } from '../../../src/lib/constants/booking-status';
import { WEEKDAYS, weekdayLabel } from '../../../src/lib/constants/weekdays';
import { MEDICATION_STATUSES, RECORD_CATEGORIES, RECORD_GROUPS, VISIT_TYPES, categoryOf, displayValue, recordGroupLabel } from '../../../src/lib/constants/record-categories';

/**
 * The shared constants keep their stored codes and name them in the reader's language: a label
 * is its English catalogue key, read through t() wherever it is shown.
 */
const spanish = <T>(work: () => T) => asReader(readerFor('es', 'es-MX'), work);

describe('the constants name things in the reader’s language', () => {
  test('every label they give is a catalogue key', () => {
    const categories = RECORD_CATEGORIES.flatMap((c) => [c.label, ...(c.chartAs ? [c.chartAs.label] : []), ...c.fields.flatMap((f) => [f.label, ...(f.options ?? [])])]);
    const labels = [...Object.values(CONSULTATION_TYPE_LABELS), ...Object.values(SPECIES), ...Object.values(BOOKING_BADGES), ...WEEKDAYS, ...RECORD_GROUPS, ...VISIT_TYPES, ...MEDICATION_STATUSES, ...categories];
    expect(labels.filter((label) => !['yes', 'no'].includes(label) && !isMessageKey(label))).toEqual([]);
  });

  test('English stays the spec’s words', () => {
    expect(consultationTypeLabel(4000)).toBe('Video');
    expect(consultationTypeLabel(5000)).toBe('Telephonic');
    expect(speciesName(7)).toBe('Guinea Pig');
    expect(categoryOf('weight')!.label).toBe('Weight');
    expect(bookingBadgeLabel({ status: 3, slot: '2026-01-01T10:00:00Z', slot_end: '2026-01-01T10:30:00Z' }, new Date())).toBe('Canceled');
  });

  test('a Spanish reader reads Spanish, through every way the constants are read', () => {
    spanish(() => {
      expect(consultationTypeLabel(2000)).toBe('En clínica');
      expect(consultationTypeLabel(1)).toBe('Consulta');
      expect(CONSULTATION_TYPE_LABELS[5000]).toBe('Telefónica');
      expect(speciesName(1)).toBe('Perro');
      expect(speciesName(999)).toBe('Otro');
      expect(Object.entries(SPECIES).find(([code]) => code === '2')?.[1]).toBe('Gato');
      expect(weekdayLabel('Mon')).toBe('lun');
      expect(recordGroupLabel('Health Trackers')).toBe('Seguimiento de salud');
      const weight = categoryOf('weight')!;
      expect(weight.label).toBe('Peso');
      expect(weight.fields.map((f) => f.label)).toEqual(['Fecha', 'Libras', 'Onzas', 'Comentario']);
      expect(weight.chartAs!.label).toBe('Peso');
      expect(JSON.parse(JSON.stringify(categoryOf('conditions'))).label).toBe('Afecciones');
      expect(displayValue({ key: 'urgent_care', label: 'Urgent care', type: 'yesno' }, 'yes')).toBe('Sí');
      expect(displayValue({ key: 'visit_type', label: 'Visit type', type: 'choice' }, 'Dental')).toBe('Dental');
      expect(displayValue({ key: 'status', label: 'Status', type: 'choice' }, 'Inactive')).toBe('Inactiva');
      expect(bookingBadgeLabel({ status: 2, slot: '2026-01-01T10:00:00Z', slot_end: '2026-01-01T10:30:00Z' }, new Date())).toBe('Reprogramada');
    });
  });

  test('the stored codes do not change with the reader', () => {
    spanish(() => {
      expect(bookingBadge({ status: 3, slot: '2026-01-01T10:00:00Z', slot_end: '2026-01-01T10:30:00Z' }, new Date())).toBe('Canceled');
      expect(categoryOf('weight')!.key).toBe('weight');
      expect(Object.keys(SPECIES).length).toBe(37);
      expect(WEEKDAYS[0]).toBe('Mon');
    });
  });
});
