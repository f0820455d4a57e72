import { Type as t } from '@sinclair/typebox';
import { BODY, ROLE, SIGNED_IN, answers, type ApiOperations } from '../../lib/api-docs';

const Token = t.Object({ token: t.String({ description: 'The session token: send it as `Authorization: Bearer <token>`' }) });
const Message = t.Object({ msg: t.String({ description: "What was done, in the reader's language" }) });
const Captcha = t.Object(
  { parameters: t.Record(t.String(), t.Union([t.String(), t.Number()])), signature: t.String() },
  { description: 'An ALTCHA proof-of-work challenge' },
);
const TAG = 'Accounts';

/** Sign-up, sign-in, one-time codes and passwords (spec §7 account calls). */
export const accountsApiDocs: ApiOperations = {
  'POST /api/account/register': { tag: TAG, summary: 'Creates a pet owner account (the phone verified first) and signs in', session: false, responses: answers({ 200: Token }, BODY, 409, 429) },
  'POST /api/account/verify_otp': { tag: TAG, summary: 'Verifies a mobile number with the 4-digit code sent by SMS', session: false, responses: answers({ 200: Message }, BODY, 429) },
  'GET /api/account/captcha': { tag: TAG, summary: 'A captcha challenge for the sign-up and sign-in forms (when CAPTCHA=1)', session: false, responses: answers({ 200: Captcha }, 404) },
  'POST /api/account/forgot_password': {
    tag: TAG,
    summary: 'Sends a password reset e-mail ({email, role}) or a one-time code by SMS ({mobile})',
    session: false,
    responses: answers({ 200: Message }, BODY, 404, 429),
  },
  'POST /api/account/change_password': {
    tag: TAG,
    summary: 'Changes the password: with the current one (signed in) or a reset code (forgotCode); every older session and calendar feed of the account ends',
    session: false,
    responses: answers({ 200: Message }, BODY, SIGNED_IN, 404, 429),
  },
  'POST /api/account/delete': {
    tag: TAG,
    summary: "Deletes the signed-in owner's account with their current password (currentPassword; decision 0051): upcoming bookings canceled under their policies and refunded, the practices told, personal data erased; what a practice keeps by law stays with it under \"Former client\"; refused (409) while a consultation room is open",
    session: true,
    responses: answers({ 200: Message }, BODY, ROLE, 409, 429),
  },
  'POST /api/account/login': { tag: TAG, summary: 'Signs in; answers the session token (also set as an HttpOnly cookie)', session: false, responses: answers({ 200: Token }, BODY, 401, 403, 429) },
};
