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

/** One currency formatter per currency, made once. */
const amountFormats = new Map<string, Intl.NumberFormat>();

/** An amount paid or refunded, to the cent, with its currency: 4500 cents of usd → "$45.00". */
export function formatAmount(cents: number, currency = 'usd'): string {
  const code = currency.toUpperCase();
  let format = amountFormats.get(code);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    amountFormats.set(code, format);
  }
  return format.format(cents / 100);
}
