import { describe, expect, test } from 'bun:test';
import { checkWebhookUrl, refusedRange } from '../../../src/lib/webhook-address';
import { guardWebhookUrl } from '../../../src/lib/webhook-resolver';

describe('the address guard: every address that is not public unicast is refused', () => {
  const REFUSED: [string, string][] = [
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['240.0.0.1', 'reserved'],
  ];
  test.each(REFUSED)('%s is refused (%s)', (address, range) => {
    expect(refusedRange(address)).toBe(range);
  });

  test.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '172.32.0.1'])('%s (public) is accepted', (address) => {
    expect(refusedRange(address)).toBeNull();
  });
});

describe('the URL itself', () => {
  test('https only in production; http elsewhere; no credentials', () => {
    expect(checkWebhookUrl('http://example.com/hook', true)).toEqual({ problem: 'scheme' });
    expect('host' in checkWebhookUrl('http://example.com/hook', false)).toBe(true);
    expect(checkWebhookUrl('https://user:pw@example.com/hook', true)).toEqual({ problem: 'credentials' });
    expect(checkWebhookUrl('ftp://example.com/', false)).toEqual({ problem: 'scheme' });
    expect(checkWebhookUrl('not a url', false)).toEqual({ problem: 'invalid' });
  });

  const resolveTo = (addresses: string[]) => async () => addresses;
  test('a host is refused when ANY address it resolves to is private', async () => {
    const options = { production: true, allowPrivate: [] };
    expect(await guardWebhookUrl('https://hooks.example.com/x', { ...options, resolve: resolveTo(['93.184.215.14']) })).toMatchObject({ ok: true });
    expect(await guardWebhookUrl('https://hooks.example.com/x', { ...options, resolve: resolveTo(['93.184.215.14', '10.0.0.5']) })).toMatchObject({ ok: false, problem: 'private' });
    expect(await guardWebhookUrl('https://[::ffff:127.0.0.1]/x', options)).toMatchObject({ ok: false, problem: 'private' });
    expect(await guardWebhookUrl('https://nowhere.invalid/x', { ...options, resolve: async () => Promise.reject(new Error('ENOTFOUND')) })).toMatchObject({ ok: false, problem: 'unresolved' });
  });

  test('an allowed host:port passes (tests), the same host on another port does not', async () => {
    const options = { production: false, allowPrivate: ['127.0.0.1:4555'] };
    expect(await guardWebhookUrl('http://127.0.0.1:4555/hook', options)).toMatchObject({ ok: true });
    expect(await guardWebhookUrl('http://127.0.0.1:4556/hook', options)).toMatchObject({ ok: false, problem: 'private' });
    expect(await guardWebhookUrl('http://localhost:4556/hook', { ...options, resolve: resolveTo(['127.0.0.1']) })).toMatchObject({ ok: false, problem: 'private' });
  });
});
