import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../helpers/app';
import { contractContext, type ContractContext } from './api-contract/context';
import { schemaChecker } from './api-contract/schema-check';
import { accountExamples } from './api-contract/examples-accounts';
import { petExamples } from './api-contract/examples-pets';
import { bookingExamples } from './api-contract/examples-booking';
import { seriesExamples } from './api-contract/examples-series';
import { attendanceExamples } from './api-contract/examples-attendance';
import { settingsExamples } from './api-contract/examples-settings';
import { requestExamples } from './api-contract/examples-requests';
import { waitlistExamples } from './api-contract/examples-waitlist';
import { recordHistoryExamples } from './api-contract/examples-record-history';
import { fhirExamples } from './api-contract/examples-fhir';
import { accessLogExamples } from './api-contract/examples-access-log';
import { telehealthExamples } from './api-contract/examples-telehealth';
import { intakeExamples } from './api-contract/examples-intake';
import { webhookExamples } from './api-contract/examples-webhooks';
import { feedExamples, listingExamples } from './api-contract/examples-listings';
import { careExamples } from './api-contract/examples-care';
import { accountApiExamples } from './api-contract/examples-account-api';
import { accountChangeExamples } from './api-contract/examples-account-changes';

type Json = Record<string, unknown>;
type Operation = { responses: Record<string, { content?: Record<string, { schema: Json }> }> };

/** Every operation's example calls: a route in the document without one fails below, by name. */
const EXAMPLES = { ...accountExamples, ...petExamples, ...bookingExamples, ...seriesExamples, ...attendanceExamples, ...settingsExamples, ...requestExamples, ...waitlistExamples, ...recordHistoryExamples, ...fhirExamples, ...accessLogExamples, ...telehealthExamples, ...intakeExamples, ...webhookExamples, ...listingExamples, ...feedExamples, ...careExamples, ...accountApiExamples, ...accountChangeExamples };

/** Operations with nothing a caller can get wrong: no refusal to show. */
const NO_REFUSAL = new Set(['GET /healthz', 'GET /api/account/captcha', 'GET /api/records/categories']);

let app: TestApp;
let ctx: ContractContext;
let doc: { paths: Record<string, Record<string, Operation>>; components: Json };
let operations: { key: string; op: Operation }[];
let check: ReturnType<typeof schemaChecker>;

beforeAll(async () => {
  app = await createTestApp();
  ctx = await contractContext(app);
  doc = (await (await app.request('/api/openapi.json')).json()) as typeof doc;
  check = schemaChecker(doc.components);
  operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })));
}, 60_000);
afterAll(async () => {
  await ctx.close();
  app.close();
});

/** What is wrong with one real answer against the operation's documented answers. */
async function problemsOf(key: string, op: Operation, res: Response): Promise<string[]> {
  const documented = op.responses[String(res.status)];
  const text = await res.text();
  if (!documented) return [`${key} answered ${res.status}, which the document does not list (${text.slice(0, 200)})`];
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const content = documented.content;
  if (!content) return text === '' || res.status >= 300 ? [] : [`${key} ${res.status} answered a body the document does not describe`];
  const media = content[type];
  if (!media) return [`${key} ${res.status} answered ${type}, the document says ${Object.keys(content).join(', ')}`];
  if (type !== 'application/json') return [];
  return check(media.schema, JSON.parse(text)).map((problem) => `${key} ${res.status}: ${problem} in ${text.slice(0, 300)}`);
}

describe('the API contract: every operation in /api/openapi.json, called for real', () => {
  test('has an example call for each operation, and none for a route that is gone', () => {
    const keys = new Set(operations.map((o) => o.key));
    expect(operations.filter((o) => !(o.key in EXAMPLES)).map((o) => `${o.key} has no example call in tests/integration/api-contract/examples-*.ts`)).toEqual([]);
    expect(Object.keys(EXAMPLES).filter((key) => !keys.has(key))).toEqual([]);
  });

  test('each operation answers only documented statuses, with the documented bodies: a success and, where it has one, a refusal', async () => {
    const problems: string[] = [];
    for (const { key, op } of operations) {
      const example = EXAMPLES[key as keyof typeof EXAMPLES];
      if (!example) {
        problems.push(`${key} is in the document but has no example call: add one to tests/integration/api-contract/examples-*.ts`);
        continue;
      }
      const answers = await example(ctx);
      const statuses = answers.map((res) => res.status);
      if (!statuses.some((status) => status < 400)) problems.push(`${key}: no example call succeeded (${statuses.join(', ')})`);
      if (!NO_REFUSAL.has(key) && !statuses.some((status) => status >= 400 && status < 500)) problems.push(`${key}: no example call was refused`);
      for (const res of answers) problems.push(...(await problemsOf(key, op, res)));
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
