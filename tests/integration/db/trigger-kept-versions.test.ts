import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { pets, phr, vendor_listings, vendors, websites } from '../../../db/schema';

/** The versions caches are kept under are raised by the database with the write, whoever writes: no service raises them. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const contentVersion = async (vendorId: number) => (await app.db.query.websites.findFirst({ where: eq(websites.vendor_id, vendorId) }))!.content_version;
const recordsVersion = async (petId: number) => (await app.db.query.pets.findFirst({ where: eq(pets.id, petId) }))!.records_version;

describe('trigger-kept versions', () => {
  test("a website's content version rises with its row, its listings and its suspension, not with a listing's availability alone", async () => {
    const listing = (await app.db.query.vendor_listings.findFirst())!;
    const vendorId = listing.vendor_id;
    let version = await contentVersion(vendorId);
    await app.db.update(websites).set({ header_section: '<p>Hello</p>' }).where(eq(websites.vendor_id, vendorId));
    expect(await contentVersion(vendorId)).toBe(++version);
    await app.db.update(vendor_listings).set({ title: `${listing.title}!` }).where(eq(vendor_listings.id, listing.id));
    expect(await contentVersion(vendorId)).toBe(++version);
    await app.db.update(vendor_listings).set({ availability_version: listing.availability_version + 5 }).where(eq(vendor_listings.id, listing.id));
    expect(await contentVersion(vendorId)).toBe(version);
    await app.db.update(vendors).set({ suspended_at: '2030-01-01T00:00:00.000Z' }).where(eq(vendors.id, vendorId));
    await app.db.update(vendors).set({ suspended_at: null }).where(eq(vendors.id, vendorId));
    expect(await contentVersion(vendorId)).toBe(version + 2);
  });

  test("a pet's records version rises with every write to one of its records", async () => {
    const pet = (await app.db.query.pets.findFirst())!;
    let version = await recordsVersion(pet.id);
    const [record] = await app.db.insert(phr).values({ category: 'notes', details: { note: 'x' }, pet_id: pet.id, user_id: pet.user_id }).returning();
    expect(await recordsVersion(pet.id)).toBe(++version);
    await app.db.update(phr).set({ details: { note: 'y' } }).where(eq(phr.id, record!.id));
    expect(await recordsVersion(pet.id)).toBe(++version);
    await app.db.delete(phr).where(eq(phr.id, record!.id));
    expect(await recordsVersion(pet.id)).toBe(++version);
  });
});
