import type { Tx } from '../client';
import { randomToken } from '../../src/lib/crypto';
import { plans, users, type SignupSource } from '../schema';

type SeedUser = typeof users.$inferSelect;
export interface SeedPeople {
  owner: SeedUser;
  owner2: SeedUser;
  /** The demo owner whose account speaks Spanish, with a Spanish mobile. */
  owner3: SeedUser;
  admin: SeedUser;
}

/** How the demo owners "signed up": on the main site, from a desktop browser. */
const WEB_SOURCE: SignupSource = { medium: 'Web', browser: 'Chrome', version: '131', os: 'Linux', vendor_id: null };

export { randomToken } from '../../src/lib/crypto';

export async function seedWelcomePlan(tx: Tx) {
  const [plan] = await tx
    .insert(plans)
    .values({
      code: 'WELCOME',
      description: 'Welcome offer: your first video consultation is 20% off.',
      details: { discount_percent: 20, consultation_type: 4000, valid_days: 30, uses_per_account: 1 },
      offers: [
        '20% off your first video consultation',
        'A free health record for every pet you add',
        'Appointment reminders by e-mail and text message',
      ],
    })
    .returning();
  return plan;
}

export async function seedPeople(tx: Tx, passwordHash: string, welcomePlanId: number): Promise<SeedPeople> {
  const add = async (values: Omit<typeof users.$inferInsert, 'hash' | 'password_hash' | 'source'>) => {
    const [row] = await tx
      .insert(users)
      .values({ ...values, hash: randomToken(), password_hash: passwordHash, source: WEB_SOURCE })
      .returning();
    return row;
  };
  return {
    owner: await add({
      first_name: 'Sarah',
      last_name: 'Mitchell',
      email: 'owner@example.com',
      phone: '+16175550142',
      role: 'user',
      signup_plan: welcomePlanId,
      promocode: 'WELCOME',
    }),
    owner2: await add({ first_name: 'James', last_name: 'Okafor', email: 'owner2@example.com', phone: '+16175550187', role: 'user' }),
    owner3: await add({ first_name: 'Lucía', last_name: 'Fernández', email: 'owner3@example.com', phone: '+34612345678', role: 'user', language: 'es' }),
    admin: await add({ first_name: 'Dana', last_name: 'Whitfield', email: 'admin@example.com', phone: '+16175550100', role: 'admin' }),
  };
}
