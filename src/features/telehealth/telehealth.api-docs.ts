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
const Licence = t.Object({ id: t.Integer(), login_id: t.Integer(), country: t.String(), region: t.String(), number: t.Union([t.String(), t.Null()]) });
const Consent = t.Object({ version: t.Integer(), text: t.String(), default: t.Boolean() });
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
    summary: "Before booking a remote consult: the practice's current consent, whether this owner accepted it, and their last place",
    session: true,
    responses: answers({ 200: t.Object({ version: t.Integer(), text: t.String(), accepted: t.Boolean(), location: t.Union([Place, t.Null()]) }) }, SIGNED_IN, 404, 422),
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
};
