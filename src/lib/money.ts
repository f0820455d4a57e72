/** Prices show as whole US dollars (spec §9); amounts are kept as integer cents. */
export function formatUsd(dollars: number): string {
  return `$${Math.round(dollars).toLocaleString('en-US')}`;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** A consultation's price as people read it: whole dollars, or "Free". */
export function priceLabel(dollars: number): string {
  return dollars === 0 ? 'Free' : formatUsd(dollars);
}
