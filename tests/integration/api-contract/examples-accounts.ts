import { apiLogin, codeIn, createOwner, outboxTo, uniquePhone, verifyPhone } from '../../helpers/accounts';
import type { Example } from './context';

/** Accounts, availability and health: mostly public calls. */
export const accountExamples: Record<string, Example> = {
  'GET /healthz': async ({ call }) => [await call('GET', '/healthz', null)],
  'POST /api/account/register': async ({ app, call }) => {
    const phone = uniquePhone();
    await verifyPhone(app, phone);
    return [
      await call('POST', '/api/account/register', null, { first_name: 'Ada', last_name: 'Contract', email: `contract-${Date.now()}@example.com`, phone, password: 'password123' }),
      await call('POST', '/api/account/register', null, { first_name: 'Ada', last_name: 'Contract', email: 'not-an-email', phone, password: 'password123' }),
    ];
  },
  'POST /api/account/verify_otp': async ({ app, call }) => {
    const mobile = uniquePhone();
    await call('POST', '/api/account/forgot_password', null, { mobile });
    const otp = codeIn((await outboxTo(app, mobile))!.body);
    return [
      await call('POST', '/api/account/verify_otp', null, { mobile, otp: otp === '0000' ? '0001' : '0000' }),
      await call('POST', '/api/account/verify_otp', null, { mobile, otp }),
      await call('POST', '/api/account/verify_otp', null, { mobile, otp: 'abcd' }),
    ];
  },
  'GET /api/account/captcha': async ({ call, captcha }) => [await (await captcha()).request('/api/account/captcha'), await call('GET', '/api/account/captcha', null)],
  'POST /api/account/forgot_password': async ({ call }) => [
    await call('POST', '/api/account/forgot_password', null, { email: 'owner2@example.com', role: 'user' }),
    await call('POST', '/api/account/forgot_password', null, { email: 'owner2@example.com', role: 'nobody' }),
  ],
  'POST /api/account/change_password': async ({ app, call }) => {
    // A new password signs the account out everywhere: an account of its own, not a shared principal's.
    const token = await apiLogin(app, (await createOwner(app)).email);
    return [
      await call('POST', '/api/account/change_password', token, { currentPassword: 'wrong-password', newPassword: 'password1234', confirmPassword: 'password1234' }),
      await call('POST', '/api/account/change_password', token, { currentPassword: 'password123', newPassword: 'password1234', confirmPassword: 'password1234' }),
      await call('POST', '/api/account/change_password', null, { newPassword: 'short' }),
    ];
  },
  'POST /api/account/delete': async ({ app, call }) => {
    // Deleting signs the account out for good: an account of its own, not a shared principal's.
    const token = await apiLogin(app, (await createOwner(app)).email);
    return [await call('POST', '/api/account/delete', token, { currentPassword: 'wrong-password' }), await call('POST', '/api/account/delete', token, { currentPassword: 'password123' })];
  },
  'POST /api/account/login': async ({ call }) => [
    await call('POST', '/api/account/login', null, { email: 'owner2@example.com', password: 'password123' }),
    await call('POST', '/api/account/login', null, { email: 'owner2@example.com', password: 'not-the-password' }),
    await call('POST', '/api/account/login', null, { email: 'owner2@example.com' }),
  ],
  'GET /api/public/listings': async ({ call }) => [await call('GET', '/api/public/listings?site=happypaws', null), await call('GET', '/api/public/listings?site=no-such-site', null)],
  'GET /api/public/listings/{id}/slots': async ({ call, romero }) => [
    await call('GET', `/api/public/listings/${romero}/slots?type=4000&date=${new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)}&tz=America%2FNew_York`, null),
    await call('GET', `/api/public/listings/${romero}/slots?type=4000&date=tomorrow&tz=America%2FNew_York`, null),
    await call('GET', `/api/public/listings/999999/slots?type=4000&date=2026-12-01&tz=UTC`, null),
  ],
  'POST /api/gql/fetch_booked_slots': async ({ call, patel }) => [
    await call('POST', '/api/gql/fetch_booked_slots', null, { id: patel }),
    await call('POST', '/api/gql/fetch_booked_slots', null, { id: 'x' }),
  ],
};
