import { Type as t } from '@sinclair/typebox';
import { BODY, ROLE, When, answers, type ApiOperations } from '../../lib/api-docs';
import { PetJson } from '../pets/pets.api-docs';

/** Who wrote an entry: its owner, or a practice (and its person, when known), whose side alone changes it. */
const Author = t.Object({ role: t.Union([t.Literal('owner'), t.Literal('practice')]), vendor_id: t.Union([t.Integer(), t.Null()]), login_id: t.Union([t.Integer(), t.Null()]) });

/** A record as the API shows it: its category's fields in details. */
const RecordView = t.Object({
  id: t.Integer(),
  pet_id: t.Integer(),
  category: t.String(),
  details: t.Record(t.String(), t.Unknown()),
  created_at: t.String(),
  updated_at: t.Union([t.String(), t.Null()]),
  locks_at: When,
  amended_at: t.Union([When, t.Null()]),
  entered_in_error: t.Union([t.String(), t.Null()]),
  author: Author,
});
const Amendment = t.Object({
  kind: t.Union([t.Literal('amend'), t.Literal('error'), t.Literal('note'), t.Literal('correction')]),
  at: When,
  reason: t.Union([t.String(), t.Null()]),
  author: t.Object({ name: t.String(), role: t.Union([t.Literal('owner'), t.Literal('practice')]), vendor_id: t.Union([t.Integer(), t.Null()]) }),
  before: t.Record(t.String(), t.Unknown()),
  after: t.Record(t.String(), t.Unknown()),
});
const History = t.Object({ record: RecordView, locked: t.Boolean(), original: t.Record(t.String(), t.Unknown()), amendments: t.Array(Amendment) });
const Field = t.Object({
  key: t.String(),
  label: t.String(),
  type: t.String(),
  required: t.Optional(t.Boolean()),
  unit: t.Optional(t.String()),
  options: t.Optional(t.Array(t.String())),
  min: t.Optional(t.Number()),
  max: t.Optional(t.Number()),
  happened: t.Optional(t.Boolean({ description: "A day something happened or was measured: not later than the reader's today" })),
  notBefore: t.Optional(t.Object({ key: t.String(), message: t.String() }, { description: 'The field whose day this one may not precede (an end its start, a due date the day given), and the refusal' })),
});
const Category = t.Object({
  key: t.String(),
  label: t.String(),
  group: t.String(),
  fields: t.Array(Field),
  chart: t.Optional(t.Array(t.String())),
  chartAs: t.Optional(t.Object({ key: t.String(), label: t.String(), unit: t.String(), parts: t.Record(t.String(), t.Number()) })),
});
const Export = t.Object({
  format: t.Literal('vetconsult.records/1'),
  exported_at: When,
  pet: PetJson,
  categories: t.Array(
    t.Object({
      key: t.String(),
      label: t.String(),
      group: t.String(),
      records: t.Array(t.Object({ id: t.Integer(), created_at: t.String(), details: t.Record(t.String(), t.Unknown()) })),
      entered_in_error: t.Array(t.Object({ id: t.Integer(), created_at: t.String(), details: t.Record(t.String(), t.Unknown()), reason: t.String() })),
    }),
  ),
});
const Done = t.Object({ result: t.Literal('success') });
const TAG = 'Records';

/** Health records: the owner writes them, the practice whose customer owns the pet reads them. */
export const recordsApiDocs: ApiOperations = {
  'GET /api/records/categories': { tag: TAG, summary: 'The record categories, their groups and fields (types, units, choices, required flags)', session: false, responses: answers({ 200: t.Array(Category) }) },
  'GET /api/pets/{id}/records': { tag: TAG, summary: "A pet's records of one category, newest first, 50 a page", session: true, responses: answers({ 200: t.Array(RecordView) }, ROLE, 404, 422) },
  'POST /api/pets/{id}/records': { tag: TAG, summary: 'Adds a record; a missing or bad field answers 422 naming it', session: true, responses: answers({ 201: RecordView }, ROLE, BODY, 404) },
  'PUT /api/records/{id}': {
    tag: TAG,
    summary: "Replaces a record's fields (only the side that wrote it: its owner, or the practice that filed it; the other side gets 403); 24 hours after it was made it is locked: the change is an amendment, `reason` required (422 naming it), the original kept",
    session: true,
    responses: answers({ 200: RecordView }, ROLE, BODY, 404, 409),
  },
  'DELETE /api/records/{id}': { tag: TAG, summary: 'Deletes a record and its files (only the side that wrote it: its owner, or the practice that filed it; the other side gets 403); a locked entry answers 409: mark it entered in error instead', session: true, responses: answers({ 200: Done }, ROLE, 404, 409, 422) },
  'GET /api/records/{id}/history': { tag: TAG, summary: "An entry's history: its original details and each amendment (who, when, why)", session: true, responses: answers({ 200: History }, ROLE, 404, 422) },
  'POST /api/records/{id}/entered-in-error': {
    tag: TAG,
    summary: 'Marks a locked entry entered in error with a `reason` (only the side that wrote it: its owner, or the practice that filed it; the other side gets 403): it stays, out of the active lists, in its history',
    session: true,
    responses: answers({ 200: RecordView }, ROLE, BODY, 404, 409),
  },
  'POST /api/records/{id}/correction-request': {
    tag: TAG,
    summary: 'The owner asks the practice that wrote an entry to correct it, with a `message` (422 naming `reason` when blank): kept in its history, e-mailed to the practice; the entry is not changed',
    session: true,
    responses: answers({ 201: t.Object({ kind: t.Literal('correction'), at: When, message: t.String() }) }, ROLE, BODY, 404, 409),
  },
  'GET /api/pets/{id}/export': { tag: TAG, summary: "A pet's whole record as a JSON file, every category in the menu order", session: true, responses: answers({ 200: Export }, ROLE, 404, 422) },
};
