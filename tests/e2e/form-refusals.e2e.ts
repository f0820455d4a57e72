import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { ownerThroughApi, signIn, site } from './helpers';
import { insertSessionBooking } from './sessions-helpers';
import { refuse, type FormCase } from './form-refusals-helpers';
import { ADMIN, OWNER, PRACTICE, SIGNED_OUT, SKIPPED, TEAM_MEMBER, ownerWithRequests, practiceWithRequests } from './form-refusals-cases';

/**
 * One rule for refused forms, walked form by form as each kind of person: one invalid submission
 * each, and the same form comes back (never an error page), everything typed is still there (a
 * password or card number excepted), and the message stands beside its field (aria-describedby)
 * or, when it names none, inside the form.
 */
test.use({ timezoneId: 'America/New_York' });
test.describe.configure({ timeout: 60_000 });

// The cases that make their data when they run list their routes without it.
const noRequest = {} as APIRequestContext;
const WALKED = [...SIGNED_OUT, ...OWNER, ...ownerWithRequests(noRequest), ...PRACTICE, ...practiceWithRequests(noRequest), ...TEAM_MEMBER, ...ADMIN]
  .map((c) => c.route)
  .concat('POST /appointments/:id/telehealth-consent');

test('every form route of the app is walked here or skipped with its reason', () => {
  const bun = process.env.BUN ?? 'bun';
  const routes = JSON.parse(execFileSync(bun, ['tests/e2e/form-routes.ts'], { encoding: 'utf8' })) as string[];
  const covered = new Set([...WALKED, ...Object.keys(SKIPPED)]);
  expect(routes.filter((r) => !covered.has(r)), 'form routes neither walked nor skipped with a reason').toEqual([]);
  expect([...covered].filter((r) => !routes.includes(r)), 'walked or skipped routes the app no longer has').toEqual([]);
});

async function personPage(browser: Browser, email: string, practice = false): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'America/New_York' });
  const page = await context.newPage();
  if (email) await signIn(page, email, { practice });
  return page;
}

/** One test per form, named by what the person did wrong; the person's page is shared by their forms. */
function walk(who: string, email: string, practice: boolean, cases: (request: APIRequestContext) => FormCase[]) {
  test.describe(`${who}: a refused form comes back as typed, its message beside the field`, () => {
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await personPage(browser, email, practice);
    });
    test.afterAll(() => page.context().close());
    for (const c of cases({} as APIRequestContext)) {
      test(c.name, async ({ request }) => {
        const current = cases(request).find((x) => x.name === c.name)!;
        expect(await refuse(page, current)).toEqual([]);
      });
    }
  });
}

walk('signed out', '', false, () => SIGNED_OUT);
walk('a pet owner', 'owner@example.com', false, (request) => [...OWNER, ...ownerWithRequests(request)]);
walk('a practice root admin', 'vet@example.com', true, (request) => [...PRACTICE, ...practiceWithRequests(request)]);
walk('a team member', 'staff@example.com', true, () => TEAM_MEMBER);
walk('the platform admin', 'admin@example.com', false, () => ADMIN);

test('a new owner who leaves the telehealth consent unticked sees why beside the box, on the same page', async ({ browser, request }) => {
  const page = await personPage(browser, '');
  const email = await ownerThroughApi(request, page, 'consent-walk-password');
  const login = await request.post(site(undefined, '/api/account/login'), { data: { email, password: 'consent-walk-password', role: 'user' } });
  const token = ((await login.json()) as { token: string }).token;
  await request.post(site(undefined, '/api/pets'), { headers: { authorization: `Bearer ${token}` }, data: { name: 'Walker', type: 1 } });
  const id = await insertSessionBooking({ email, listing: 'patel', type: 4000, startsInMin: 3 * 60, status: 1 });
  await signIn(page, email, { password: 'consent-walk-password' });
  const c: FormCase = { route: 'POST /appointments/:id/telehealth-consent', name: 'consent unticked', page: `/appointments/${id}/session`, invalid: { field: 'accept', value: '' } };
  expect(await refuse(page, c)).toEqual([]);
  await page.context().close();
});
