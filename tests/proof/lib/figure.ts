import { appendFileSync } from 'node:fs';

/**
 * The proof suite (issue 17): every check runs in two strengths. `npm test` runs the fast slice;
 * `npm run proof` sets PROOF=full and collects each check's figure from PROOF_OUT.
 */
export const fullStrength = (): boolean => process.env.PROOF === 'full';

/** Picks the fast-slice or the full-strength number for a check. */
export const strength = (fast: number, full: number): number => (fullStrength() ? full : fast);

/**
 * Reports a check's figure, e.g. `proofFigure('R1', 'payment races', '100 rounds × 200 requests: 100 bookings, 19,900 refusals')`.
 * Printed always; appended as a JSON line to PROOF_OUT when the runner set it.
 */
export function proofFigure(check: string, name: string, figure: string): void {
  const line = { check, name, figure };
  console.log(`PROOF ${check} ${name}: ${figure}`);
  const out = process.env.PROOF_OUT;
  if (out) appendFileSync(out, `${JSON.stringify(line)}\n`);
}
