import { Type as t } from '@sinclair/typebox';
import { BODY, ROLE, SIGNED_IN, answers, type ApiOperations } from '../../lib/api-docs';

const Kind = t.Union([t.Literal('clinic'), t.Literal('telemedicine'), t.Literal('teletriage')]);
const Place = t.Object({ country: t.String({ description: 'ISO 3166-1 alpha-2' }), region: t.String({ description: "ISO 3166-2 (US-CA), or '' for the whole country" }) });
const BookingTelehealth = t.Object({
  id: t.Integer(),
  consult_kind: Kind,
  booked_kind: t.Union([Kind, t.Null()], { description: 'The kind worked out when it was booked' }),
  location: t.Union([Place, t.Null()], { description: 'Where the owner said the pet is for the consult' }),
  consent: t.Union([t.Object({ version: t.Integer(), at: t.String() }), t.Null()]),
  consent_needed: t.Union([t.Object({ version: t.Integer(), text: t.String() }), t.Null()], { description: 'The consent the owner must accept before the session' }),
});
const Choice = t.Object({ code: t.String({ description: 'ISO 3166-1 alpha-2, or ISO 3166-2' }), name: t.String() });
const Licence = t.Object({ id: t.Integer(), login_id: t.Integer(), country: t.String(), region: t.String(), number: t.Union([t.String(), t.Null()]) });
const Consent = t.Object({ version: t.Integer(), text: t.String(), default: t.Boolean() });
const MarkedExam = t.Object({
  id: t.Integer(),
  pet_id: t.Integer(),
  examined_at: t.String({ description: 'ISO 8601, UTC' }),
  by_login_id: t.Integer(),
  error: t.Object({ reason: t.String(), at: t.String({ description: 'When it was marked: ISO 8601, UTC' }), by_login_id: t.Integer({ description: 'Who marked it' }) }),
});
const TAG = 'Telehealth';

/** Telemedicine or teletriage (VCPR and licences), and the owner's telehealth consent. */
export const telehealthApiDocs: ApiOperations = {
  'GET /api/appointments/{id}/telehealth': { tag: TAG, summary: "A booking's consult kind (worked out now), the owner's place and the consent", session: true, responses: answers({ 200: BookingTelehealth }, SIGNED_IN, 404) },
  'POST /api/appointments/{id}/telehealth-consent': {
    tag: TAG,
    summary: 'The owner accepts the current consent for a booking that lacks it: {telehealth_consent: version}',
    session: true,
    responses: answers({ 200: BookingTelehealth }, ROLE, BODY, 404),
  },
  'GET /api/telehealth/consent': {
    tag: TAG,
    summary: "Before booking a remote consult: the practice's current consent, whether this owner accepted it, their last place, and the practice's country",
    session: true,
    responses: answers(
      { 200: t.Object({ version: t.Integer(), text: t.String(), accepted: t.Boolean(), location: t.Union([Place, t.Null()]), practice_country: t.String({ description: 'ISO 3166-1 alpha-2: where the pickers start' }) }) },
      SIGNED_IN,
      404,
      422,
    ),
  },
  'GET /api/telehealth/countries': {
    tag: TAG,
    summary: 'Every ISO 3166-1 country, named in the reader\'s language and sorted by name: the Country picker of where the pet will be',
    session: true,
    responses: answers({ 200: t.Object({ countries: t.Array(Choice) }) }, SIGNED_IN),
  },
  'GET /api/telehealth/regions': {
    tag: TAG,
    summary: "A country's first-level ISO 3166-2 regions by name (?country=GB): the Region picker; any ISO 3166-2 code of the country is accepted when booking",
    session: true,
    responses: answers({ 200: t.Object({ country: t.String(), regions: t.Array(Choice) }) }, SIGNED_IN, 422),
  },
  'GET /api/telehealth/settings': { tag: TAG, summary: "The practice's licences, VCPR window and consent", session: true, responses: answers({ 200: t.Object({ vcpr_months: t.Integer(), licences: t.Array(Licence), consent: Consent }) }, ROLE, 404) },
  'PUT /api/telehealth/settings/window': { tag: TAG, summary: 'Sets the VCPR window: {vcpr_months} from 1 to 36 (root admin)', session: true, responses: answers({ 200: t.Object({ vcpr_months: t.Integer() }) }, ROLE, BODY, 404) },
  'PUT /api/telehealth/consent': { tag: TAG, summary: 'Saves the consent text as a new version (root admin)', session: true, responses: answers({ 200: Consent }, ROLE, BODY, 404) },
  'POST /api/telehealth/licences': { tag: TAG, summary: 'Records where a team member is licensed: {login_id, country, region, number?} (root admin)', session: true, responses: answers({ 201: t.Object({ licence: Licence }) }, ROLE, BODY, 404) },
  'DELETE /api/telehealth/licences/{id}': { tag: TAG, summary: 'Removes a licence of the practice (root admin); another practice\'s is 404', session: true, responses: answers({ 200: t.Object({ ok: t.Boolean() }) }, ROLE, 404) },
  'POST /api/users/{id}/exams': {
    tag: TAG,
    summary: "Records an in-person exam of a customer's pet: {pet_id, examined_at (YYYY-MM-DD, a day in the practice's zone, not later than its today nor more than 36 months before it), by_login_id?}",
    session: true,
    responses: answers({ 201: t.Object({ exam: t.Object({ id: t.Integer(), pet_id: t.Integer(), examined_at: t.String(), by_login_id: t.Integer() }) }) }, ROLE, BODY, 404),
  },
  'POST /api/users/{id}/exams/{exam}/entered-in-error': {
    tag: TAG,
    summary:
      "Marks an exam of a customer's pet entered in error: {reason} (required, at most 500 characters; 422 naming reason). It stays listed and no longer counts for the VCPR. The practice's root admin or the vet the exam names only (403); another practice's or customer's exam is 404; one already marked is 409",
    session: true,
    responses: answers({ 200: t.Object({ exam: MarkedExam }) }, ROLE, BODY, 404, 409),
  },
};
