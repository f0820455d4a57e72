import { describe, expect, test } from 'bun:test';
import { codeHash, generateOtp, isMobileVerifiedToken, mobileVerifiedToken } from '../../../../src/features/accounts/accounts.otp.service';
import { resetLink } from '../../../../src/features/accounts/accounts.password.service';

describe('one-time codes', () => {
  test('are always exactly 4 digits, leading zeros included', () => {
    const codes = Array.from({ length: 5000 }, generateOtp);
    for (const code of codes) expect(code).toMatch(/^\d{4}$/);
    // 5000 draws from 10 000 values: a real random source gives thousands of distinct codes and some below 1000.
    expect(new Set(codes).size).toBeGreaterThan(3000);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  test('are stored as an HMAC that depends on the server secret', () => {
    const hash = codeHash('secret-a', '1234');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(codeHash('secret-a', '1234'));
    expect(hash).not.toBe(codeHash('secret-b', '1234'));
    expect(hash).not.toBe(codeHash('secret-a', '1235'));
  });
});

describe("the signup form's verified-number token", () => {
  const verifiedAt = new Date('2026-05-01T12:00:00.000Z');
  const token = mobileVerifiedToken('server-secret', '6175550142', verifiedAt);

  test('holds for that number for 30 minutes', () => {
    expect(isMobileVerifiedToken('server-secret', '6175550142', token, new Date('2026-05-01T12:29:59.000Z'))).toBe(true);
    expect(isMobileVerifiedToken('server-secret', '6175550142', token, new Date('2026-05-01T12:30:00.000Z'))).toBe(false);
  });

  test('does not hold for another number, another secret, or an altered token', () => {
    const at = new Date('2026-05-01T12:05:00.000Z');
    expect(isMobileVerifiedToken('server-secret', '6175550143', token, at)).toBe(false);
    expect(isMobileVerifiedToken('other-secret', '6175550142', token, at)).toBe(false);
    const [until, mac] = token.split('.');
    expect(isMobileVerifiedToken('server-secret', '6175550142', `${Number(until) + 3_600_000}.${mac}`, at)).toBe(false);
    for (const bad of [undefined, '', 'x', `${until}.`, `.${mac}`, `abc.${mac}`]) {
      expect(isMobileVerifiedToken('server-secret', '6175550142', bad, at)).toBe(false);
    }
  });
});

describe('reset links', () => {
  test('point at the login page of the account kind on the public address', () => {
    expect(resetLink('https://vetconsult.example', 'user', '12.abc')).toBe('https://vetconsult.example/login/?forgot=12.abc');
    expect(resetLink('https://vetconsult.example', 'vendor', '7.x_y-z')).toBe('https://vetconsult.example/vendor/login?forgot=7.x_y-z');
  });
});
