import { describe, expect, test } from 'bun:test';
import { createClient } from '@libsql/client';

/** The statements of migration 0024, run on the two tables it changes, holding rows as they were before it. */
const statements = (await Bun.file(new URL('../../../migrations/0024_minor_units.sql', import.meta.url)).text()).split('--> statement-breakpoint');

describe('migration 0024: prices in minor units', () => {
  test('listing prices and booking snapshots in whole dollars become cents; nothing else moves', async () => {
    const db = createClient({ url: ':memory:' });
    await db.execute('CREATE TABLE vendor_listings (id integer primary key, consultations text not null)');
    await db.execute('CREATE TABLE bookings (id integer primary key, details text not null)');
    const schedule = [{ days: ['Mon'], from: '09:00', to: '12:00' }];
    const consultations = [
      { status: true, type: 2000, duration: 30, price: 60, schedule },
      { status: false, type: 4000, duration: 20, price: 45, schedule },
      { status: true, type: 6000, duration: 15, price: 0, schedule },
    ];
    await db.execute({ sql: 'INSERT INTO vendor_listings VALUES (1, ?), (2, ?)', args: [JSON.stringify(consultations), '[]'] });
    const plain = { type: 4000, slot: '2026-12-01T14:30:00.000Z', listing: { title: 'Dr. P', duration: 20, price: 45 }, info: { summary: 'Ears' } };
    const promo = { ...plain, listing: { ...plain.listing, price: 36 }, promo: { code: 'WELCOME', percent: 20, list_price: 45 } };
    const odd = { ...plain, listing: { ...plain.listing, price: 32.5 } };
    await db.execute({ sql: 'INSERT INTO bookings VALUES (1, ?), (2, ?), (3, ?)', args: [JSON.stringify(plain), JSON.stringify(promo), JSON.stringify(odd)] });

    for (const sql of statements) await db.execute(sql);

    const listings = (await db.execute('SELECT consultations FROM vendor_listings ORDER BY id')).rows.map((r) => JSON.parse(String(r.consultations)));
    expect(listings[0]).toEqual(consultations.map((c) => ({ ...c, price: c.price * 100 })));
    expect(listings[1]).toEqual([]);
    const details = (await db.execute('SELECT details FROM bookings ORDER BY id')).rows.map((r) => JSON.parse(String(r.details)));
    expect(details[0]).toEqual({ ...plain, listing: { ...plain.listing, price: 4500 } });
    expect(details[1]).toEqual({ ...promo, listing: { ...promo.listing, price: 3600 }, promo: { ...promo.promo, list_price: 4500 } });
    expect(details[2].listing.price).toBe(3250);
    db.close();
  });
});
