import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Appointment, Bundle } from 'fhir/r4';
import { fhirId } from '../../../../src/features/records/records.fhir.ids';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { bearer, cookieHeader } from '../../../helpers/accounts';
import { createExportsWorld, type ExportsWorld, type WorldPet } from './exports-world';

/** A team member's FHIR export of a pet holds the visits they see on their screens, not every visit of their practice. */
let app: TestApp;
let world: ExportsWorld;
let pet: WorldPet;

beforeAll(async () => {
  app = await createTestApp();
  world = await createExportsWorld(app);
  pet = world.pets[0]!;
}, 90_000);
afterAll(() => app.close());

const exportAs = async (token: string) => {
  const res = await app.request(`/api/pets/${pet.id}/fhir`, { headers: bearer(token) });
  expect(res.status).toBe(200);
  const text = await res.text();
  const bundle = JSON.parse(text) as Bundle;
  const appointments = bundle.entry!.map((e) => e.resource!).filter((r): r is Appointment => r.resourceType === 'Appointment');
  return { text, appointmentIds: appointments.map((r) => r.id) };
};
const upcomingOn = (listing: number) => pet.bookings.find((b) => b.row.vendor_listing_id === listing && b.reason.endsWith(' upcoming'))!;

describe("a team member's FHIR export", () => {
  test("a team member's FHIR export holds only the visits of listings they manage", async () => {
    const [managed, unmanaged] = [upcomingOn(world.listings.l1), upcomingOn(world.listings.l2)];
    const member = await exportAs(world.people.tmM.token!);
    expect(member.appointmentIds).toContain(fhirId('booking', managed.row.id));
    expect(member.text).toContain(managed.reason);
    expect(member.appointmentIds).not.toContain(fhirId('booking', unmanaged.row.id));
    expect(member.text).not.toContain(unmanaged.reason);
    // The screen agrees: the unmanaged booking is "not found" to them, the managed one opens.
    expect((await app.request(`/app/appointments/${unmanaged.row.id}`, { headers: cookieHeader(world.people.tmM.token!) })).status).toBe(404);
    expect((await app.request(`/app/appointments/${managed.row.id}`, { headers: cookieHeader(world.people.tmM.token!) })).status).toBe(200);
  }, 60_000);

  test('a team member who manages neither listing gets the record without any of its visits or their reasons', async () => {
    const member = await exportAs(world.people.tmN.token!);
    expect(member.appointmentIds).toEqual([]);
    for (const b of pet.bookings) expect(member.text).not.toContain(b.reason);
  }, 60_000);

  test("the practice's root admin gets the visits of both listings", async () => {
    const [managed, unmanaged] = [upcomingOn(world.listings.l1), upcomingOn(world.listings.l2)];
    const admin = await exportAs(world.people.adm.token!);
    expect(admin.appointmentIds).toEqual(expect.arrayContaining([fhirId('booking', managed.row.id), fhirId('booking', unmanaged.row.id)]));
    expect(admin.text).toContain(unmanaged.reason);
  }, 60_000);
});
