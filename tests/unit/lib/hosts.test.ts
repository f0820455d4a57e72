import { describe, expect, test } from 'bun:test';
import { classifyHost, requestHost } from '../../../src/lib/hosts';

describe('a Host header is sorted into main, portal, sub-domain or custom domain', () => {
  const cases: [string, string, ReturnType<typeof classifyHost>][] = [
    ['localhost', 'localhost', { kind: 'main' }],
    ['localhost:3000', 'localhost', { kind: 'main' }],
    ['LOCALHOST:3000', 'localhost', { kind: 'main' }],
    ['www.localhost:3000', 'localhost', { kind: 'main' }],
    ['app.localhost:3000', 'localhost', { kind: 'portal' }],
    ['APP.LocalHost', 'localhost', { kind: 'portal' }],
    ['happypaws.localhost:3000', 'localhost', { kind: 'subdomain', label: 'happypaws' }],
    ['HappyPaws.LOCALHOST', 'localhost', { kind: 'subdomain', label: 'happypaws' }],
    ['happypaws.localhost.', 'localhost', { kind: 'subdomain', label: 'happypaws' }],
    ['abcd.localhost', 'localhost', { kind: 'subdomain', label: 'abcd' }],
    // a label of 3 characters or fewer is no sub-domain: it is looked up as a custom domain
    ['abc.localhost', 'localhost', { kind: 'custom', domain: 'abc.localhost' }],
    ['vet.example.com', 'example.com', { kind: 'custom', domain: 'vet.example.com' }],
    ['a.b.localhost', 'localhost', { kind: 'custom', domain: 'a.b.localhost' }],
    ['example.com', 'example.com', { kind: 'main' }],
    ['www.example.com:443', 'example.com', { kind: 'main' }],
    ['app.example.com', 'example.com', { kind: 'portal' }],
    ['citycats.example.com', 'example.com', { kind: 'subdomain', label: 'citycats' }],
    ['happypaws-clinic.test', 'localhost', { kind: 'custom', domain: 'happypaws-clinic.test' }],
    ['Happypaws-Clinic.TEST:8080', 'localhost', { kind: 'custom', domain: 'happypaws-clinic.test' }],
    ['notexample.com', 'example.com', { kind: 'custom', domain: 'notexample.com' }],
  ];
  for (const [host, base, expected] of cases) {
    test(`${host} on ${base}`, () => expect(classifyHost(host, base)).toEqual(expected));
  }
});

describe('X-Forwarded-Host is ignored unless a trusted proxy sets it', () => {
  const forged = new Request('http://localhost:3000/', { headers: { host: 'localhost:3000', 'x-forwarded-host': 'evil.example' } });
  test('untrusted: the Host header wins', () => expect(requestHost(forged, false)).toBe('localhost:3000'));
  test('trusted proxy: the forwarded host is used', () => expect(requestHost(forged, true)).toBe('evil.example'));
  test('trusted proxy with a list: the first (client-facing) host', () => {
    const listed = new Request('http://x/', { headers: { host: 'internal:80', 'x-forwarded-host': 'happypaws.localhost, proxy' } });
    expect(requestHost(listed, true)).toBe('happypaws.localhost');
  });
});
