import { Type as t } from '@sinclair/typebox';
import { BODY, ROLE, SIGNED_IN, answers, type ApiOperations } from '../../lib/api-docs';

const Message = t.Object({ msg: t.String({ description: "What was done, in the reader's language" }) });
const Nullable = (description: string) => t.Union([t.String(), t.Null()], { description });
const Export = t.Object({
  id: t.Integer(),
  status: t.Union([t.Literal('pending'), t.Literal('ready'), t.Literal('failed'), t.Literal('expired')], { description: 'pending: being made; failed: ask again; expired: its file is deleted' }),
  requested_at: t.String({ description: 'ISO 8601, UTC' }),
  ready_at: Nullable('ISO 8601, UTC'),
  expires_at: Nullable('Until when it is offered (a week after it is made): ISO 8601, UTC'),
  size: t.Union([t.Integer(), t.Null()], { description: 'Bytes of the ZIP' }),
  download_url: Nullable('While ready: the ZIP, for its owner signed in (Bearer or cookie); 410 once past its time'),
});
const TAG = 'Accounts';

/** The Account page's sign-in changes, the owner's archive and a practice's deletion (decision 0051). */
export const accountChangesApiDocs: ApiOperations = {
  'POST /api/account/email': {
    tag: TAG,
    summary: 'Asks to sign in with a new e-mail: {email, currentPassword}. Nothing changes until the link sent to the new address is confirmed; an address another account uses is 409 naming email, a wrong password 400 naming currentPassword',
    session: true,
    responses: answers({ 200: t.Object({ msg: t.String(), email: t.String() }) }, SIGNED_IN, 403, BODY, 409, 429),
  },
  'POST /api/account/email/confirm': {
    tag: TAG,
    summary: 'Confirms a new e-mail with the token of the link sent to it ({token}, no session needed): the account signs in with it from now on and the old address is told; an invalid, used or expired token is 400 naming token',
    session: false,
    responses: answers({ 200: t.Object({ msg: t.String(), email: t.String() }) }, BODY, 409),
  },
  'POST /api/account/mobile/send': {
    tag: TAG,
    summary: "Texts a 4-digit code to a new mobile: {phone, country? (ISO 3166-1 alpha-2; the site's country when left out)}",
    session: true,
    responses: answers({ 200: Message }, SIGNED_IN, 403, BODY, 429),
  },
  'POST /api/account/mobile/verify': {
    tag: TAG,
    summary: "Makes the number the account's mobile with its code: {phone, country?, otp}; a wrong code is 400 'Invalid OTP' naming otp, the old number kept",
    session: true,
    responses: answers({ 200: t.Object({ msg: t.String(), phone: t.String({ description: 'E.164' }) }) }, SIGNED_IN, 403, BODY, 429),
  },
  'GET /api/account/export': { tag: TAG, summary: "The owner's archives of everything (newest first, the last five): status and, while ready, the download address", session: true, responses: answers({ 200: t.Object({ exports: t.Array(Export) }) }, ROLE) },
  'POST /api/account/export': {
    tag: TAG,
    summary: "Asks for an archive of everything the owner's account holds ({tz?}: the IANA zone its times are named in; the browser's, else UTC): made in the background and e-mailed when ready; one still being made is answered instead of a second",
    session: true,
    responses: answers({ 200: t.Object({ msg: t.String(), export: Export }) }, ROLE, BODY),
  },
  'POST /api/settings/practice/delete': {
    tag: 'Settings',
    summary: "Deletes the practice (its root admin, {currentPassword}): upcoming unpaid bookings canceled and their owners told, no more bookings, every login of its team signed out for good. Refused (409 naming currentPassword) while upcoming paid appointments hold owners' money: cancel them first",
    session: true,
    responses: answers({ 200: Message }, ROLE, BODY, 409, 429),
  },
};
