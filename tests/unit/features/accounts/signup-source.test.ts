import { describe, expect, test } from 'bun:test';
import { signupSource } from '../../../../src/features/accounts/accounts.signup.service';
import type { SignupSource } from '../../../../db/schema';

describe('the signup source is read from the User-Agent (spec §3: medium, browser, version, os, vendor_id)', () => {
  const cases: [what: string, userAgent: string | null, expected: SignupSource][] = [
    [
      'Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { medium: 'Web', browser: 'Chrome', version: '131', os: 'Windows', vendor_id: null },
    ],
    [
      'Safari on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { medium: 'Web', browser: 'Mobile Safari', version: '17', os: 'iOS', vendor_id: null },
    ],
    [
      'Firefox on Linux',
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      { medium: 'Web', browser: 'Firefox', version: '128', os: 'Linux', vendor_id: null },
    ],
    [
      'Edge on macOS',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.2849.68',
      { medium: 'Web', browser: 'Edge', version: '130', os: 'Mac OS', vendor_id: null },
    ],
    [
      'Chrome on Android',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      { medium: 'Web', browser: 'Chrome', version: '131', os: 'Android', vendor_id: null },
    ],
    ['no User-Agent at all', null, { medium: 'Web', vendor_id: null }],
    ['a script', 'curl/8.5.0', { medium: 'Web', vendor_id: null }],
  ];
  for (const [what, userAgent, expected] of cases) {
    test(what, () => expect(signupSource(userAgent, null)).toEqual(expected));
  }

  test("a practice site's vendor and another medium are carried", () => {
    expect(signupSource(null, 7, 'App')).toEqual({ medium: 'App', vendor_id: 7 });
  });
});
