/** Made once: `toLocaleString` builds a formatter on every call (2% of the appointment list's CPU profile). */
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US');

/** Prices show as whole US dollars (spec §9); amounts are kept as integer cents. */
export function formatUsd(dollars: number): string {
  return `$${WHOLE_DOLLARS.format(Math.round(dollars))}`;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** A consultation's price as people read it: whole dollars, or "Free". */
export function priceLabel(dollars: number): string {
  return dollars === 0 ? 'Free' : formatUsd(dollars);
}

/** Amounts are kept as integer cents; this is the one way to their units (dollars) for a provider, a chart or a file. */
export function centsToUnits(cents: number): number {
  return cents / 100;
}

/** One currency formatter per currency and precision, made once. */
const amountFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount as people read it, with its currency: to the cent (4500 cents of usd → "$45.00"),
 * or in whole units for a price or a report total ("$45").
 */
export function formatCents(cents: number, currency = 'usd', precision: 'cents' | 'whole' = 'cents'): string {
  const code = currency.toUpperCase();
  const key = `${code} ${precision}`;
  let format = amountFormats.get(key);
  if (!format) {
    const digits = precision === 'whole' ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, ...digits });
    amountFormats.set(key, format);
  }
  const units = centsToUnits(cents);
  return format.format(precision === 'whole' ? Math.round(units) : units);
}

/** @deprecated the old name of `formatCents`, kept until its last callers move. */
export const formatAmount = formatCents;
