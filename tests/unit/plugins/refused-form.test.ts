import { describe, expect, test } from 'bun:test';
import { formPageOf, typedValues } from '../../../src/plugins/refused-form';

const post = (headers: Record<string, string>, method = 'POST') => new Request('http://localhost:3000/app/my-pets/form', { method, headers: { host: 'localhost:3000', ...headers } });
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('which refusals show the form’s own page again', () => {
  test('a browser’s form post from a page on this host: that page, with its query', () => {
    expect(formPageOf(post({ ...FORM, referer: 'http://localhost:3000/app/my-pets/form?id=4' }), false)).toBe('/app/my-pets/form?id=4');
    expect(formPageOf(post({ 'content-type': 'multipart/form-data; boundary=x', referer: 'http://localhost:3000/app/requests/second-opinion' }), false)).toBe('/app/requests/second-opinion');
  });

  test('htmx, JSON, a GET, no Referer or another site’s page: none (they answer otherwise)', () => {
    expect(formPageOf(post({ ...FORM, referer: 'http://localhost:3000/a', 'hx-request': 'true' }), false)).toBeUndefined();
    expect(formPageOf(post({ 'content-type': 'application/json', referer: 'http://localhost:3000/a' }), false)).toBeUndefined();
    expect(formPageOf(post({ ...FORM, referer: 'http://localhost:3000/a' }, 'GET'), false)).toBeUndefined();
    expect(formPageOf(post(FORM), false)).toBeUndefined();
    expect(formPageOf(post({ ...FORM, referer: 'http://evil.example/a' }), false)).toBeUndefined();
    expect(formPageOf(post({ ...FORM, referer: 'not a url' }), false)).toBeUndefined();
  });
});

describe('what is typed back into the page', () => {
  test('every value sent, repeated names in order; files, passwords and card numbers left out', () => {
    const body = { name: 'Rex', events: ['booking.created', 'booking.canceled'], photo: new File(['x'], 'x.png'), password: 'secret-1', currentPassword: 'x', 'payment.cardNumber': '4242', ccv: '123', count: 3 };
    expect(typedValues(body)).toEqual([
      ['name', 'Rex'],
      ['events', 'booking.created'],
      ['events', 'booking.canceled'],
      ['count', '3'],
    ]);
  });

  test('no body, or one that is no form, types nothing back', () => {
    expect(typedValues(undefined)).toEqual([]);
    expect(typedValues('text')).toEqual([]);
    expect(typedValues([1, 2])).toEqual([]);
  });
});
