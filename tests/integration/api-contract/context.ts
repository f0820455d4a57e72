import { createTestApp, type TestApp } from '../../helpers/app';
import { startStripeStub, STRIPE_TEST_ENV, type StripeStub } from '../../helpers/stripe-stub';
import type { ownerWithRecords } from '../features/requests/fixtures';
import { apiLogin, bearer } from '../../helpers/accounts';
import { listingByTitle, petOf, userByEmail } from '../../helpers/booking';

/** The seeded principals and objects the example calls act as and on (contract "Demo data"). */
export async function contractContext(app: TestApp) {
  const [owner, owner2, vet, staff, vet2, admin] = await Promise.all([
    apiLogin(app, 'owner@example.com'),
    apiLogin(app, 'owner2@example.com'),
    apiLogin(app, 'vet@example.com', 'vendor'),
    apiLogin(app, 'staff@example.com', 'vendor'),
    apiLogin(app, 'vet2@example.com', 'vendor'),
    apiLogin(app, 'admin@example.com', 'admin'),
  ]);
  const ownerRow = await userByEmail(app, 'owner@example.com');
  const owner2Row = await userByEmail(app, 'owner2@example.com');
  let stripe: Promise<{ app: TestApp; stub: StripeStub }> | undefined;
  let captcha: Promise<TestApp> | undefined;
  return {
    app,
    tokens: { owner, owner2, vet, staff, vet2, admin },
    ownerRow,
    owner2Row,
    ownerPet: (await petOf(app, ownerRow.id)).id,
    owner2Pet: (await petOf(app, owner2Row.id)).id,
    patel: (await listingByTitle(app, 'Dr. Maya Patel')).id,
    romero: (await listingByTitle(app, 'Dr. Luis Romero')).id,
    nextSlot: undefined as (() => Promise<string>) | undefined,
    asker: undefined as ReturnType<typeof ownerWithRecords> | undefined,
    /** An app with PAYMENTS=stripe against the stub, for the calls only Stripe answers. */
    stripe() {
      return (stripe ??= startStripeStub().then(async (stub) => ({ stub, app: await createTestApp({ env: { ...STRIPE_TEST_ENV, STRIPE_API_URL: stub.url } }) })));
    },
    /** An app with the self-hosted captcha on (CAPTCHA=1). */
    captcha() {
      return (captcha ??= createTestApp({ seed: false, env: { CAPTCHA: '1' } }));
    },
    async close() {
      (await captcha)?.close();
      const started = await stripe;
      started?.app.close();
      await started?.stub.stop();
    },
    /** A request as one principal (or none): a JSON body when `json` is given. */
    call(method: string, path: string, as: string | null, json?: unknown, headers: Record<string, string> = {}) {
      return app.request(path, { method, json, headers: { ...(as ? bearer(as) : {}), ...headers } });
    },
  };
}

export type ContractContext = Awaited<ReturnType<typeof contractContext>>;

/** An operation's example: real calls on seeded data, a success among them and, where the route has one, a refusal. */
export type Example = (ctx: ContractContext) => Promise<Response[]>;
