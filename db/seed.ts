import type { Db, Tx } from './client';
import { users } from './schema';
import { seedPeople, seedWelcomePlan } from './seed/accounts';
import { seedBookings } from './seed/bookings';
import { seedOpenRooms } from './seed/open-rooms';
import { seedPetsAndRecords } from './seed/pets';
import type { SeedStorage } from './seed/records';
import { seedPractices } from './seed/practices';
import { appNow } from '../src/lib/clock';

/** Every demo account signs in with this password (contract, "Demo data"). */
const DEMO_PASSWORD = 'password123';

async function hasUsers(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/**
 * Seeds the contract's demo data into an empty database; returns whether it wrote anything.
 * Bookings are placed relative to `now`, so the demo always has past and upcoming appointments,
 * and two whose rooms are open from `now` on.
 * Everything is written in one transaction, and a database that has any user is left alone.
 * With `storage`, the demo record file's bytes are written there too.
 */
export async function seedDemo(db: Db, now: Date = appNow(), storage?: SeedStorage): Promise<boolean> {
  if (await hasUsers(db)) return false;
  // Hashed once, before the write lock is taken: argon2id is deliberately slow.
  const passwordHash = await Bun.password.hash(DEMO_PASSWORD, { algorithm: 'argon2id' });
  return db.transaction(async (tx) => {
    // Another process may have seeded while this one was hashing.
    if (await hasUsers(tx)) return false;
    const plan = await seedWelcomePlan(tx);
    const people = await seedPeople(tx, passwordHash, plan.id);
    const listings = await seedPractices(tx, passwordHash);
    const pets = await seedPetsAndRecords(tx, people, now, storage);
    await seedBookings(tx, people, pets, listings, now);
    await seedOpenRooms(tx, people, pets, listings, now);
    return true;
  });
}
