import type { AppDeps } from '../../deps';
import { licenceCovers } from './telehealth.decide';
import { findBookingTelehealth, findLicencesOfPractice } from './telehealth.repo';

export interface PrescriberLicence {
  number: string;
  country: string;
  /** '' when the licence is for the whole country. */
  region: string;
}

/**
 * The licence a prescription prints for its vet: of their licences that have a number, the one
 * covering where the owner said the pet is for the consult (a region's before the whole country's),
 * else the first of them; null when none of theirs has a number.
 */
export async function prescriberLicence(deps: AppDeps, consult: { vendorId: number; loginId: number; bookingId: number }): Promise<PrescriberLicence | null> {
  const [rows, facts] = await Promise.all([findLicencesOfPractice(deps.database.db, consult.vendorId), findBookingTelehealth(deps.database.db, consult.bookingId)]);
  const numbered = rows.filter((row) => row.login_id === consult.loginId && row.number);
  const place = facts?.country ? { country: facts.country, region: facts.region ?? '' } : null;
  const covering = place ? numbered.filter((row) => licenceCovers(row, place)).sort((a, b) => b.region.length - a.region.length) : [];
  const chosen = covering[0] ?? numbered[0];
  return chosen ? { number: chosen.number!, country: chosen.country, region: chosen.region } : null;
}
