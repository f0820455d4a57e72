import { describe, expect, test } from 'bun:test';
import { classifyHost, isValidHost, requestHost } from '../../../src/lib/hosts';
import { requestPath, requestTarget } from '../../../src/lib/request-url';

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
    // issue 11.4: a server opened by its IP address (v4 or v6, with or without a port) is the main host
    ['127.0.0.1', 'localhost', { kind: 'main' }],
    ['127.0.0.1:3000', 'localhost', { kind: 'main' }],
    ['192.168.1.20:8080', 'example.com', { kind: 'main' }],
    ['[::1]', 'localhost', { kind: 'main' }],
    ['[::1]:3000', 'localhost', { kind: 'main' }],
    ['[2001:db8::7]:443', 'example.com', { kind: 'main' }],
    ['999.1.1.1', 'localhost', { kind: 'custom', domain: '999.1.1.1' }],
    ['1.2.3.4.example.com', 'example.com', { kind: 'custom', domain: '1.2.3.4.example.com' }],
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

describe('issue 20.3 / 11.1: one safe way to read host and path, which never throws', () => {
  const valid = ['localhost', 'localhost:3000', 'happypaws.localhost', 'happypaws-clinic.test.', '127.0.0.1:65535', '[::1]', '[::1]:80', 'a_b.example'];
  const invalid = ['', ' ', 'localhost:99999999', 'localhost:0', 'localhost:', 'a b', 'exa%mple', 'user@host', '[::1', '[zz]', 'x'.repeat(300), 'host/path', 'h\u0000ost'];
  for (const host of valid) test(`${JSON.stringify(host)} is a valid Host`, () => expect(isValidHost(host)).toBe(true));
  for (const host of invalid) test(`${JSON.stringify(host).slice(0, 40)} is refused`, () => expect(isValidHost(host)).toBe(false));
  test('paths are read from absolute, relative and odd URLs', () => {
    expect(requestPath('http://localhost:99999999/api/x?y=1')).toBe('/api/x');
    expect(requestTarget('http://localhost:99999999/api/x?y=1#z')).toBe('/api/x?y=1');
    expect(requestPath('/a?b')).toBe('/a');
    expect(requestTarget('/a?b')).toBe('/a?b');
    expect(requestPath('http://host')).toBe('/');
    expect(requestPath('http://host?x')).toBe('/');
    expect(requestPath('')).toBe('/');
  });
  test('a request without a Host header falls back to the URL authority, never throwing', () => {
    expect(requestHost(new Request('http://localhost:99999999/'.replace('99999999', '3000')), false)).toBe('localhost:3000');
  });
});
