import { Type as t } from '@sinclair/typebox';
import { ROLE, When, answers, type ApiOperations } from '../../lib/api-docs';

const Named = t.Union([t.Object({ id: t.Integer(), name: t.String() }), t.Null()]);
/** One log row: who (and in the reader's words), when, what and how; ids only beside the names. */
const Entry = t.Object({
  id: t.Integer(),
  at: When,
  pet_id: t.Integer(),
  actor: t.Union([t.Literal('owner'), t.Literal('practice'), t.Literal('share'), t.Literal('admin'), t.Literal('unknown')]),
  who: t.String({ description: 'Who, as the reader reads it: "You", "{practice} ({team member})", "Share link created {date}"' }),
  practice: Named,
  member: Named,
  link_created_at: t.Union([When, t.Null()]),
  action: t.String({ description: 'read | create | update | delete | export | share-view | share' }),
  category: t.Union([t.String(), t.Null()], { description: 'The record category; null: all records' }),
  entry_id: t.Union([t.Integer(), t.Null()]),
  channel: t.String({ description: 'web | api | share | export' }),
});
const Page = (entry: typeof Entry | ReturnType<typeof t.Composite>) => t.Object({ entries: t.Array(entry), page: t.Integer(), has_more: t.Boolean() });
const TAG = 'Records';

/** The records access log (append-only): the owner's per pet, the practice's of its own people. */
export const accessLogApiDocs: ApiOperations = {
  'GET /api/pets/{id}/access-log': {
    tag: TAG,
    summary: "Who read or changed a pet's records, newest first, 50 a page (its owner only; anyone else's pet is 404)",
    session: true,
    responses: answers({ 200: t.Composite([t.Object({ pet: t.Object({ id: t.Integer(), name: t.String() }) }), Page(Entry)]) }, ROLE, 404, 422),
  },
  'GET /api/records-access': {
    tag: TAG,
    summary: "The practice's people's reads and writes of customers' records, newest first, by pet and dates (`pet`, `from`, `to` YYYY-MM-DD in `tz`); its root admin only",
    session: true,
    responses: answers({ 200: Page(t.Composite([Entry, t.Object({ pet_name: t.Union([t.String(), t.Null()]) })])) }, ROLE, 422),
  },
};
