/** Prices show as whole US dollars (spec §9); amounts are kept as integer cents. */
export function formatUsd(dollars: number): string {
  return `$${Math.round(dollars).toLocaleString('en-US')}`;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
