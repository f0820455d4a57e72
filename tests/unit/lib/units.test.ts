import { describe, expect, test } from 'bun:test';
import {
  celsiusToFahrenheit,
  cmToFeet,
  fahrenheitToCelsius,
  feetToCm,
  isUnits,
  kgToPounds,
  poundsToKg,
  roundTo,
  shownValues,
  storedValues,
  unitsOf,
} from '../../../src/lib/units';

/** Every value on a grid of `step` from `from` to `to`, exact in decimal (no drift from adding floats). */
const sweep = (from: number, to: number, step: number, places: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => roundTo(from + i * step, places));

describe('exact conversions', () => {
  test.each([
    [1, 0, 0.45359237],
    [0, 16, 0.45359237],
    [10, 8, 4.762719885],
    [150, 0, 68.0388555],
  ])('%p lbs %p oz is %p kg', (lbs, oz, kg) => expect(poundsToKg(lbs, oz)).toBeCloseTo(kg, 9));

  test.each([
    [1, 0, 30.48],
    [0, 1, 2.54],
    [5, 11, 180.34],
  ])('%p ft %p in is %p cm', (ft, inches, cm) => expect(feetToCm(ft, inches)).toBeCloseTo(cm, 9));

  test.each([
    [32, 0],
    [212, 100],
    [98.6, 37],
    [101.5, 38.611111111],
    [-40, -40],
  ])('%p °F is %p °C', (f, c) => {
    expect(fahrenheitToCelsius(f)).toBeCloseTo(c, 8);
    expect(celsiusToFahrenheit(c)).toBeCloseTo(f, 7);
  });

  test('back to the stored parts: a whole larger unit and the rest, 16 oz and 12 in carried', () => {
    expect(kgToPounds(0.45359237)).toEqual({ lbs: 1, oz: 0 });
    expect(kgToPounds(30.84)).toEqual({ lbs: 67, oz: 15.85 });
    expect(kgToPounds(0.4535)).toEqual({ lbs: 1, oz: 0 });
    expect(cmToFeet(180.34)).toEqual({ ft: 5, in: 11 });
    expect(cmToFeet(30.479)).toEqual({ ft: 1, in: 0 });
  });

  test('decimal rounding, half away from zero', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.25, 1)).toBe(-1.3);
    expect(roundTo(37.05, 1)).toBe(37.1);
  });

  test('a person’s units: their own, else the practice’s, else the spec’s', () => {
    expect(unitsOf(null, 'metric')).toBe('metric');
    expect(unitsOf('us', 'metric')).toBe('us');
    expect(unitsOf(undefined, 'bogus')).toBe('us');
    expect(isUnits('imperial')).toBe(false);
  });
});

describe('a round trip loses nothing at the precision shown', () => {
  const trip = (category: string, typed: Record<string, unknown>, units: 'us' | 'metric') => shownValues(category, storedValues(category, typed, units), units);

  test('kg typed to 0.01 come back the same, from 0.01 to 200 kg', () => {
    for (const kg of sweep(0.01, 200, 0.01, 2)) expect(trip('weight', { date: '2026-03-03', kg }, 'metric')).toEqual({ date: '2026-03-03', kg });
  });

  test('cm typed to 0.1 come back the same, from 0.1 to 300 cm', () => {
    for (const cm of sweep(0.1, 300, 0.1, 1)) expect(trip('height', { cm }, 'metric')).toEqual({ cm });
  });

  test('°C typed to 0.1 come back the same, from 10 to 46.1 °C', () => {
    for (const celsius of sweep(10, 46.1, 0.1, 1)) expect(trip('temperature', { celsius, comment: 'ok' }, 'metric')).toEqual({ celsius, comment: 'ok' });
  });

  test('US units are the stored fields themselves: lbs/oz, ft/in and °F to 0.01 come back as typed', () => {
    for (const oz of sweep(0, 15.99, 0.01, 2)) expect(trip('weight', { lbs: 68, oz }, 'us')).toEqual({ lbs: 68, oz });
    for (const inches of sweep(0, 11.99, 0.01, 2)) expect(trip('height', { ft: 2, in: inches }, 'us')).toEqual({ ft: 2, in: inches });
    for (const fahrenheit of sweep(50, 115, 0.01, 2)) expect(trip('temperature', { fahrenheit }, 'us')).toEqual({ fahrenheit });
  });

  test('metric shown from US-typed values, typed back unchanged, keeps the stored values', () => {
    for (const oz of sweep(0, 15.99, 0.01, 2)) {
      const stored = { lbs: 68, oz, comment: 'x' };
      const shown = shownValues('weight', stored, 'metric');
      expect(storedValues('weight', shown, 'metric', stored)).toEqual(stored);
    }
  });

  test('other trackers and categories are shown as stored in either units', () => {
    expect(shownValues('pulse', { bpm: 80 }, 'metric')).toEqual({ bpm: 80 });
    expect(storedValues('blood_pressure', { systolic: 120, diastolic: 80 }, 'metric')).toEqual({ systolic: 120, diastolic: 80 });
  });

  test('a metric field left empty stores nothing of its measure', () => {
    expect(storedValues('temperature', { date: '2026-03-03' }, 'metric')).toEqual({ date: '2026-03-03' });
    expect(shownValues('temperature', { date: '2026-03-03' }, 'metric')).toEqual({ date: '2026-03-03' });
  });
});
