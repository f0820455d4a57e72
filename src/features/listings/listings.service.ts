import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { AppError, notFound } from '../../lib/errors';
import { SUBROLES } from '../../lib/constants/roles';
import { isZone } from '../../lib/time';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors';
import { storePublicImage } from '../files/files.service';
import { minutesOf } from '../availability/availability.slots';
import {
  findListingOfVendor,
  findListingsByVendor,
  findListingsManagedBy,
  findTeam,
  insertListing,
  updateListing,
  type Listing,
} from './listings.repo';
import { ListingInput, type ListingInputValue } from './listings.model';

/** Thrown with every rule a listing breaks, each under its field's path. */
export class ListingRuleError extends AppError {
  constructor(readonly errors: FieldErrors) {
    super(422, Object.values(errors)[0] ?? 'Invalid listing');
  }
}

const isTeamMember = (user: Principal) => user.subrole === SUBROLES.USER;

function vendorOf(user: Principal): number {
  if (user.role !== 'vendor' || !user.vendor_id) throw new AppError(403, 'unauthorized');
  return user.vendor_id;
}

/** A root admin sees every listing of the practice; a team member only those they manage (spec §6). */
export function listingsFor(deps: AppDeps, user: Principal): Promise<Listing[]> {
  const vendorId = vendorOf(user);
  return isTeamMember(user) ? findListingsManagedBy(deps.database.db, vendorId, user.id) : findListingsByVendor(deps.database.db, vendorId);
}

/** One listing the person may edit; another practice's, or one a team member does not manage, is "not found". */
export async function listingForEdit(deps: AppDeps, user: Principal, id: number): Promise<Listing> {
  const listing = await findListingOfVendor(deps.database.db, vendorOf(user), id);
  if (!listing || (isTeamMember(user) && !listing.managers.includes(user.id))) throw notFound('Listing not found');
  return listing;
}

export function teamOf(deps: AppDeps, user: Principal) {
  return findTeam(deps.database.db, vendorOf(user));
}

/** Every rule a listing breaks (spec §5 Listing): the schema's, then those a schema cannot state. */
function listingErrors(input: ListingInputValue, team: { id: number }[]): FieldErrors {
  const errors: FieldErrors = {};
  if (!isZone(input.timezone)) errors.timezone = 'Timezone must be an IANA timezone such as America/New_York';
  if (team.length > 1 && !input.vendor_login_id) errors.vendor_login_id = 'Listing owner is required';
  const teamIds = new Set(team.map((m) => m.id));
  if (input.vendor_login_id && !teamIds.has(input.vendor_login_id)) errors.vendor_login_id = 'Listing owner must be a team member';
  if ((input.managers ?? []).some((id) => !teamIds.has(id))) errors.managers = 'Managers must be team members';
  const seen = new Set<number>();
  input.consultations.forEach((consultation, ci) => {
    if (seen.has(consultation.type)) errors[`consultations.${ci}.type`] = 'Each consultation type can be listed once';
    seen.add(consultation.type);
    (consultation.schedule ?? []).forEach((row, ri) => {
      if (!(minutesOf(row.from) < minutesOf(row.to))) errors[`consultations.${ci}.schedule.${ri}.to`] = 'To must be after From';
    });
  });
  return { ...errors, ...fieldErrors(ListingInput, input) };
}

/**
 * Creates (id null) or updates a listing of the person's practice, with an optional new avatar
 * image. Nothing is stored unless every rule holds. The owner is always among the managers.
 */
export async function saveListing(deps: AppDeps, user: Principal, id: number | null, input: ListingInputValue, avatarFile?: File | null): Promise<Listing> {
  const vendorId = vendorOf(user);
  const existing = id === null ? null : await listingForEdit(deps, user, id);
  const team = await findTeam(deps.database.db, vendorId);
  const errors = listingErrors(input, team);
  if (Object.keys(errors).length > 0) throw new ListingRuleError(errors);
  const avatar = avatarFile ? await storePublicImage(deps, 'vendor_services_avatar', avatarFile, 'avatar') : undefined;

  const owner = input.vendor_login_id ?? (team.length === 1 ? team[0]!.id : user.id);
  const managers = new Set([owner, ...(input.managers ?? [])]);
  // A team member keeps access to what they edit.
  if (isTeamMember(user)) managers.add(user.id);
  const values = {
    title: input.title,
    line1: input.line1,
    line2: input.line2 || null,
    address: input.address || null,
    timezone: input.timezone,
    vendor_login_id: owner,
    managers: [...managers],
    consultations: input.consultations,
    ...(avatar ? { avatar } : {}),
  };
  if (existing) {
    await updateListing(deps.database.db, existing.id, vendorId, values);
    return { ...existing, ...values };
  }
  return insertListing(deps.database.db, { ...values, vendor_id: vendorId });
}
