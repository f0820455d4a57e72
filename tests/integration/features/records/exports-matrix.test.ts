import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Bundle, FhirResource } from 'fhir/r4';
import { vendor_listings } from '../../../../db/schema';
import { fhirId } from '../../../../src/features/records/records.fhir.ids';
import { can, isPetOwner, isPlatformAdmin, isPracticeLogin, isRootAdmin, isTeamMember, ownPractice, type RecordsFacts } from '../../../../src/lib/policy';
import type { Principal } from '../../../../src/lib/principal';
import { bearer, cookieHeader } from '../../../helpers/accounts';
import { createClockApp, type ClockApp } from '../../../helpers/clock';
import { COLUMNS, PEOPLE } from '../../../unit/lib/policy.people';
import { expectedUids, makeFeed, readFeed, uidsOf } from '../calendar-feeds/helpers';
import { createExportsWorld, factsOf, personOf, type ExportsWorld, type Kind, type Person, type WorldPet } from './exports-world';

/**
 * The policy's table (tests/unit/lib/policy.test.ts), taken to every export and feed: each kind of
 * person of the table, over one world's objects in each state, gets exactly the resources `can()`
 * answers yes for. No answer is written here: each expected set is the world's objects filtered by
 * `can()`, so the exports can only agree with the screens by asking the same rules.
 */
let app: ClockApp;
let world: ExportsWorld;

beforeAll(async () => {
  app = await createClockApp('2027-06-07T15:00:00Z');
  world = await createExportsWorld(app);
}, 120_000);
afterAll(() => app.close());

const headersOf = (p: Person) => (p.token ? bearer(p.token) : {});
const sorted = (ids: (string | undefined)[]) => [...ids].map(String).sort();
const ofType = (bundle: Bundle, type: FhirResource['resourceType']) => sorted(bundle.entry!.map((e) => e.resource!).filter((r) => r.resourceType === type).map((r) => r.id));
/** What the route's role gate or the service answers a person refused: signed out 401, a role the route is not for 403, anyone else "not found". */
const refusal = (p: Principal | null) => (p === null ? 401 : isPlatformAdmin(p) ? 403 : 404);
/** The pet's owner's records as the policy reads them: the practices they booked with are the ones they are a customer of. */
const recordsFacts = (pet: WorldPet): RecordsFacts => ({ owner_id: pet.ownerId, customer_of: [...new Set(pet.bookings.map((b) => b.row.vendor_id))] });

/** The visits and prescriptions of a pet this person may see, and the reasons they must not read. */
function allowed(p: Principal | null, pet: WorldPet) {
  const seen = pet.bookings.filter((b) => can(p, 'booking:see', factsOf(b)));
  return {
    appointments: sorted(seen.map((b) => fhirId('booking', b.row.id))),
    visits: new Set(seen.map((b) => fhirId('visit', b.row.id))),
    prescriptions: sorted(pet.prescriptions.filter((rx) => can(p, 'prescription:read', rx)).map((rx) => fhirId('prescription', rx.id))),
    hidden: pet.bookings.filter((b) => !seen.includes(b)).map((b) => b.reason),
    shown: seen.map((b) => b.reason),
  };
}

/** Every visit-shaped resource of a Bundle is one `want` allows, and every reason it withholds is absent. */
function expectOnly(bundle: Bundle, text: string, want: ReturnType<typeof allowed>) {
  expect(ofType(bundle, 'Appointment')).toEqual(want.appointments);
  for (const id of ofType(bundle, 'Encounter')) expect(want.visits.has(id)).toBe(true);
  expect(ofType(bundle, 'MedicationRequest')).toEqual(want.prescriptions);
  for (const reason of want.hidden) expect(text).not.toContain(reason);
}

describe('the matrix’s people are the table’s', () => {
  test.each(COLUMNS)('%s in the world is the kind of person the table’s column is', (kind) => {
    for (const pet of world.pets) {
      const p = personOf(world, pet, kind).principal;
      for (const ask of [isPetOwner, isPracticeLogin, isRootAdmin, isTeamMember, isPlatformAdmin]) expect(ask(p)).toBe(ask(PEOPLE[kind]));
    }
  });

  test('the world holds every state the matrix asks about: a visit each practice person sees and one they do not', () => {
    const pet = world.pets[1]!;
    for (const kind of ['adm', 'adm2', 'tmM', 'tmN'] satisfies Kind[]) {
      const p = personOf(world, pet, kind).principal;
      expect(pet.bookings.filter((b) => !can(p, 'booking:see', factsOf(b))).length).toBeGreaterThan(0);
      if (kind !== 'tmN') expect(pet.bookings.filter((b) => can(p, 'booking:see', factsOf(b))).length).toBeGreaterThan(0);
    }
  });
});

describe("a pet's FHIR export", () => {
  test.each(COLUMNS)('as %s: 404 unless records:read, else exactly the visits of booking:see and the prescriptions of prescription:read', async (kind) => {
    for (const pet of world.pets) {
      const person = personOf(world, pet, kind);
      const res = await app.request(`/api/pets/${pet.id}/fhir`, { headers: headersOf(person) });
      const text = await res.text();
      if (!can(person.principal, 'records:read', recordsFacts(pet))) {
        expect([pet.state, res.status]).toEqual([pet.state, refusal(person.principal)]);
        for (const b of pet.bookings) expect(text).not.toContain(b.reason);
        continue;
      }
      expect([pet.state, res.status]).toEqual([pet.state, 200]);
      const want = allowed(person.principal, pet);
      expectOnly(JSON.parse(text) as Bundle, text, want);
      for (const reason of want.shown) expect(text).toContain(reason);
    }
  }, 60_000);

  test.each(COLUMNS)('as %s: the screens open the same visits and prescriptions', async (kind) => {
    for (const pet of world.pets) {
      const person = personOf(world, pet, kind);
      const headers = person.token ? cookieHeader(person.token) : {};
      const list = isPracticeLogin(person.principal) ? '/app/appointments' : '/app/my-appointments';
      for (const b of pet.bookings) {
        const res = await app.request(`${list}/${b.row.id}`, { headers });
        expect([b.reason, res.status === 200]).toEqual([b.reason, can(person.principal, 'booking:see', factsOf(b))]);
      }
      for (const rx of pet.prescriptions) {
        const res = await app.request(`/app/prescriptions/${rx.id}/pdf`, { headers });
        expect([rx.id, res.status === 200]).toEqual([rx.id, can(person.principal, 'prescription:read', rx)]);
      }
    }
  }, 60_000);
});

describe("the share link's FHIR", () => {
  test.each(COLUMNS)('fetched by %s: the pet and its records, with what the link (nobody signed in) may see: no visit, no prescription', async (kind) => {
    for (const pet of world.pets) {
      const res = await app.request(`/3/records/fhir?id=${pet.share}`, { headers: headersOf(personOf(world, pet, kind)) });
      expect(res.status).toBe(200);
      const text = await res.text();
      expectOnly(JSON.parse(text) as Bundle, text, allowed(null, pet));
    }
  }, 60_000);
});

describe("a second opinion's packet", () => {
  test.each(COLUMNS)('as %s: opens only where request:see, and holds no visit or prescription (the owner shares records)', async (kind) => {
    for (const pet of world.pets) {
      const person = personOf(world, pet, kind);
      for (const opinion of pet.opinions) {
        const res = await app.request(`/api/requests/${opinion.id}/fhir`, { headers: headersOf(person) });
        const text = await res.text();
        if (!can(person.principal, 'request:see', opinion, app.now())) {
          expect([opinion.id, res.status]).toEqual([opinion.id, refusal(person.principal)]);
          continue;
        }
        expect(res.status).toBe(200);
        expectOnly(JSON.parse(text) as Bundle, text, allowed(null, pet));
      }
    }
  }, 60_000);
});

describe('the calendar feeds', () => {
  const FEEDS = ['owner', 'vet', 'practice'] as const;

  test.each(COLUMNS)('the feeds %s may hold list exactly the bookings they may see', async (kind) => {
    const managers = new Map((await app.db.select().from(vendor_listings)).map((l) => [l.id, l.managers]));
    const holders = kind === 'own' ? world.pets.map((pet) => personOf(world, pet, 'own')) : [world.people[kind]];
    for (const { principal: p, token } of holders) {
      for (const feed of FEEDS) {
        const mayHold = feed === 'owner' ? isPetOwner(p) : feed === 'vet' ? isPracticeLogin(p) : can(p, 'calendar-feed:practice', ownPractice(p));
        if (!mayHold) {
          const res = await app.request(`/app/calendar-feeds/${feed}/renew`, { method: 'POST', headers: token ? cookieHeader(token) : {} });
          expect([feed, res.status === 200]).toEqual([feed, false]);
          continue;
        }
        const { events } = await readFeed(app, (await makeFeed(app, cookieHeader(token!), feed)).path);
        // A vet's feed is their own calendar, the listings they are named on whatever their sub-role: what they would see as a team member.
        const viewer = feed === 'vet' ? { ...p!, subrole: 'user' as const } : p;
        const mine = await expectedUids(app, app.now(), (b) => can(viewer, 'booking:see', factsOf({ row: b, listing_managers: managers.get(b.vendor_listing_id) ?? [] })));
        expect([feed, uidsOf(events)]).toEqual([feed, mine]);
        if (feed === 'vet') for (const uid of uidsOf(events)) expect(mine).toContain(uid);
      }
    }
  }, 60_000);
});
