import { Type as t } from '@sinclair/typebox';
import { BODY, ROLE, SIGNED_IN, answers, type ApiOperations } from '../../lib/api-docs';

const Text = () => t.Union([t.String(), t.Null()]);
const Profile = t.Object({
  first_name: t.String(),
  last_name: t.String(),
  email: t.String(),
  phone: Text(),
  language: t.Union([t.String({ description: 'en or es' }), t.Null()]),
  units: t.Union([t.String({ description: 'us or metric' }), t.Null()]),
});
const Saved = t.Object({ first_name: t.String(), last_name: t.String(), language: Text(), units: Text() });
const Reminders = t.Object({ appointment_reminders: t.Boolean(), vaccine_reminders: t.Boolean() });
const TAG = 'Accounts';

/** My Profile and signing out. */
export const profileApiDocs: ApiOperations = {
  'GET /api/account/profile': { tag: TAG, summary: "The signed-in person's profile (e-mail and phone are read-only)", session: true, responses: answers({ 200: Profile }, SIGNED_IN) },
  'PUT /api/account/profile': { tag: TAG, summary: 'Saves the names, language and units (each left out stays); 422 naming the field', session: true, responses: answers({ 200: Saved }, SIGNED_IN, BODY) },
  'POST /api/account/picture': {
    tag: TAG,
    summary: 'Sets the profile picture (multipart, field file: a PNG, JPEG or WebP image up to 2 MB)',
    session: true,
    responses: answers({ 200: t.Object({ pic: Text() }) }, SIGNED_IN, BODY),
  },
  'GET /api/account/reminders': { tag: TAG, summary: "The owner's appointment and vaccine reminder settings", session: true, responses: answers({ 200: Reminders }, ROLE) },
  'PUT /api/account/reminders': { tag: TAG, summary: 'Turns appointment and vaccine reminders on or off', session: true, responses: answers({ 200: Reminders }, ROLE, BODY) },
  'POST /api/account/logout': { tag: TAG, summary: 'Signs out everywhere: every session of the account ends, this token too', session: true, responses: answers({ 200: t.Object({ result: t.Literal('success') }) }, SIGNED_IN) },
};
