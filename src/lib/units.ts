/**
 * Tracker measures in a person's units. The spec stores weight in lbs and oz, height in ft and
 * in, temperature in °F; a person who reads metric types and sees kg, cm and °C, converted
 * exactly both ways here and rounded only to the places shown (so a round trip loses nothing).
 */
export const UNIT_SYSTEMS = ['us', 'metric'] as const;
export type Units = (typeof UNIT_SYSTEMS)[number];

export function isUnits(value: unknown): value is Units {
  return typeof value === 'string' && (UNIT_SYSTEMS as readonly string[]).includes(value);
}

/** The first of these that is a unit system, else the spec's own (us). */
export function unitsOf(...choices: (string | null | undefined)[]): Units {
  return choices.find(isUnits) ?? 'us';
}

/** Exact by definition (international yard and pound, 1959). */
export const KG_PER_LB = 0.45359237;
export const CM_PER_IN = 2.54;
export const OZ_PER_LB = 16;
export const IN_PER_FT = 12;

/** Decimal places a value is shown and typed with: kg to 0.01, cm and °C to 0.1; stored parts to 0.01. */
export const PLACES = { kg: 2, cm: 1, celsius: 1, oz: 2, in: 2, fahrenheit: 2 } as const;

/** `value` rounded half away from zero to `places` decimals, in decimal (1.005 → 1.01, not 1.00). */
export function roundTo(value: number, places: number): number {
  const sign = value < 0 ? -1 : 1;
  const scaled = Number(`${Math.abs(value)}e${places}`);
  return sign * Number(`${Math.round(scaled)}e-${places}`);
}

/** `value` rounded down (or up) to `places` decimals: a metric bound that stays inside the stored one. */
export const floorTo = (value: number, places: number) => Math.floor(roundTo(value * 10 ** places, 6)) / 10 ** places;
export const ceilTo = (value: number, places: number) => Math.ceil(roundTo(value * 10 ** places, 6)) / 10 ** places;

export const poundsToKg = (lbs: number, oz = 0) => (lbs + oz / OZ_PER_LB) * KG_PER_LB;
export const feetToCm = (ft: number, inches = 0) => (ft * IN_PER_FT + inches) * CM_PER_IN;
export const fahrenheitToCelsius = (f: number) => ((f - 32) * 5) / 9;
export const celsiusToFahrenheit = (c: number) => (c * 9) / 5 + 32;

/** A whole number of the larger unit and the rest in the smaller, the rest rounded (16.00 oz carries to the next lb). */
function split(total: number, perWhole: number, places: number): [number, number] {
  let whole = Math.floor(total / perWhole);
  let rest = roundTo(total - whole * perWhole, places);
  if (rest >= perWhole) {
    whole += 1;
    rest = roundTo(rest - perWhole, places);
  }
  return [whole, rest];
}

export function kgToPounds(kg: number): { lbs: number; oz: number } {
  const [lbs, oz] = split((kg / KG_PER_LB) * OZ_PER_LB, OZ_PER_LB, PLACES.oz);
  return { lbs, oz };
}

export function cmToFeet(cm: number): { ft: number; in: number } {
  const [ft, inches] = split(cm / CM_PER_IN, IN_PER_FT, PLACES.in);
  return { ft, in: inches };
}

type Values = Record<string, unknown>;
const numberAt = (values: Values, key: string): number | null => (typeof values[key] === 'number' && Number.isFinite(values[key]) ? (values[key] as number) : null);

/**
 * One tracker measure kept in the spec's fields (`stored`) and shown in metric as one field:
 * how to read it from the stored fields and how to write it back.
 */
export interface Measure {
  /** The record category it belongs to. */
  category: string;
  stored: readonly string[];
  metric: { key: string; unit: 'kg' | 'cm' | '°C'; places: number };
  /** The metric value of the stored fields, unrounded; null when the first stored field is empty. */
  exact(values: Values): number | null;
  toStored(metric: number): Record<string, number>;
}

/** The metric value as shown: rounded to the measure's places. */
export function toMetric(measure: Measure, values: Values): number | null {
  const exact = measure.exact(values);
  return exact === null ? null : roundTo(exact, measure.metric.places);
}

export const MEASURES: readonly Measure[] = [
  {
    category: 'weight',
    stored: ['lbs', 'oz'],
    metric: { key: 'kg', unit: 'kg', places: PLACES.kg },
    exact: (v) => (numberAt(v, 'lbs') === null ? null : poundsToKg(numberAt(v, 'lbs')!, numberAt(v, 'oz') ?? 0)),
    toStored: (kg) => kgToPounds(kg),
  },
  {
    category: 'height',
    stored: ['ft', 'in'],
    metric: { key: 'cm', unit: 'cm', places: PLACES.cm },
    exact: (v) => (numberAt(v, 'ft') === null ? null : feetToCm(numberAt(v, 'ft')!, numberAt(v, 'in') ?? 0)),
    toStored: (cm) => cmToFeet(cm),
  },
  {
    category: 'temperature',
    stored: ['fahrenheit'],
    metric: { key: 'celsius', unit: '°C', places: PLACES.celsius },
    exact: (v) => (numberAt(v, 'fahrenheit') === null ? null : fahrenheitToCelsius(numberAt(v, 'fahrenheit')!)),
    toStored: (c) => ({ fahrenheit: roundTo(celsiusToFahrenheit(c), PLACES.fahrenheit) }),
  },
];

const BY_CATEGORY = new Map(MEASURES.map((measure) => [measure.category, measure]));

/** The measure a category converts, in these units; null when it is shown as stored. */
export function measureOf(category: string, units: Units): Measure | null {
  return units === 'metric' ? (BY_CATEGORY.get(category) ?? null) : null;
}

/** A record's stored fields as the person reads them: in metric, the measure's one field replaces its stored ones. */
export function shownValues<T extends Values>(category: string, stored: T, units: Units): Values {
  const measure = measureOf(category, units);
  if (!measure) return stored;
  const shown: Values = { ...stored };
  for (const key of measure.stored) delete shown[key];
  const value = toMetric(measure, stored);
  if (value !== null) shown[measure.metric.key] = value;
  return shown;
}

/**
 * What a person typed (already checked) as the spec's stored fields. A measure shown unchanged
 * keeps the stored values it was shown from, so editing a record's comment in metric never
 * rounds a weight typed in pounds and ounces.
 */
export function storedValues(category: string, typed: Values, units: Units, previous?: Values): Values {
  const measure = measureOf(category, units);
  if (!measure) return typed;
  const { [measure.metric.key]: raw, ...rest } = typed;
  if (typeof raw !== 'number') return rest;
  const value = roundTo(raw, measure.metric.places);
  const unchanged = previous && toMetric(measure, previous) === value;
  if (unchanged) return { ...rest, ...Object.fromEntries(measure.stored.filter((key) => previous[key] !== undefined).map((key) => [key, previous[key]])) };
  return { ...rest, ...measure.toStored(value) };
}
