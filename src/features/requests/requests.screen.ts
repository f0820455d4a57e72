import { DateTime } from 'luxon';
import { DEFAULT_CURRENCY } from '../../lib/money';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import type { HouseVisitDetails, Request } from '../../../db/schema';
import { findOwnerById } from '../accounts/accounts.owners.service';
import { practiceLocaleOf, practiceName } from '../accounts/accounts.practices.service';
import { listingById } from '../listings/listings.service';
import { activePet, myPets, petView } from '../pets/pets.service';
import { shareableRecords } from '../records/records.sharing';
import type { HealthRecord } from '../records/records.service';
import { freeVisitSlots } from './requests.house-visit.service';
import { sharedRecordsOf } from './requests.second-opinion.service';
import { HOUSE_VISIT_TYPE } from './requests.model';
import { listingChoices, messagesOf, requestFor, requestsFor, type Side } from './requests.service';
import { isPetOwner } from '../../lib/policy';
import { t } from '../../lib/i18n';
import { startOfDayIn } from '../../lib/time';
import { personName } from '../../lib/person-name';

/** The names a request is shown with: the other side, the pet, and the listing's zone. */
async function namesOf(deps: AppDeps, request: Request, side: Side) {
  const [listing, pet] = await Promise.all([
    request.vendor_listing_id ? listingById(deps, request.vendor_listing_id) : undefined,
    request.pet_id ? activePet(deps, request.pet_id) : undefined,
  ]);
  let party: string;
  if (side === 'owner') party = `${request.vendor_id ? await practiceName(deps, request.vendor_id) : ''}${listing ? ` — ${listing.title}` : ''}`;
  else {
    const owner = await findOwnerById(deps, request.user_id);
    party = owner ? personName(owner) : t('Owner');
  }
  return { party, petName: pet?.name ?? t('Removed pet'), zone: listing?.timezone ?? 'UTC', listing };
}

/** The Requests screen's rows. */
export async function requestRows(deps: AppDeps, principal: Principal) {
  const side: Side = isPetOwner(principal) ? 'owner' : 'practice';
  const requests = await requestsFor(deps, principal);
  return Promise.all(requests.map(async (request) => ({ request, ...(await namesOf(deps, request, side)) })));
}

/** Everything one request's page shows: the facts, what is shared, the thread, and the free slots a practice may offer. */
export async function requestScreen(deps: AppDeps, principal: Principal, id: number, date?: string) {
  const { request, side } = await requestFor(deps, principal, id);
  const names = await namesOf(deps, request, side);
  const [messages, shared] = await Promise.all([messagesOf(deps, request), request.kind === 'second_opinion' ? sharedRecordsOf(deps, request, principal) : Promise.resolve([] as HealthRecord[])]);
  let slots = null;
  if (request.kind === 'house_visit' && side === 'practice' && request.status === 'open') {
    const day = date && DateTime.fromISO(date).isValid ? date : startOfDayIn(names.zone, deps.clock()).plus({ days: 1 }).toISODate()!;
    slots = { date: day, ...(await freeVisitSlots(deps, principal, id, day).catch(() => ({ zone: names.zone, slots: [] }))) };
  }
  const visitPrice = names.listing?.consultations.find((c) => c.type === HOUSE_VISIT_TYPE)?.price ?? null;
  const visitCurrency = request.vendor_id ? (await practiceLocaleOf(deps, request.vendor_id)).currency : DEFAULT_CURRENCY;
  return { request, side, messages, shared, slots, visitPrice, visitCurrency, party: names.party, petName: names.petName, zone: names.zone, details: request.details as HouseVisitDetails };
}

/** What the new-request forms offer: the listings to ask, the owner's pets, and (second opinion) the chosen pet's records. */
export async function newRequestChoices(deps: AppDeps, principal: Principal, petId?: number) {
  const [listings, pets] = await Promise.all([listingChoices(deps), myPets(deps, principal)]);
  const pet = pets.find((p) => p.id === petId) ?? pets[0];
  return { listings, pets: pets.map(petView), records: pet ? await shareableRecords(deps, principal, pet.id) : [] };
}
