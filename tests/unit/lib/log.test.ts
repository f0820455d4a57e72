import { describe, expect, test } from 'bun:test';
import { createLogger, redact } from '../../../src/lib/log';

describe('the logger keeps secrets out', () => {
  test('values under secret-looking keys are redacted', () => {
    expect(redact({ email: 'a@example.com', password: 'x', nested: { token: 'y', forgotCode: 'z' } })).toEqual({
      email: 'a@example.com',
      password: '[redacted]',
      nested: { token: '[redacted]', forgotCode: '[redacted]' },
    });
  });

  test("a failed query's bound values are cut from the error, and its cause is kept", () => {
    const cause = Object.assign(new Error('SQLITE_CONSTRAINT: disk on fire'), { code: 'SQLITE_CONSTRAINT' });
    const error = new Error('Failed query: insert into "users" ("email", "password_hash") values (?, ?)\nparams: ann@example.com,$argon2id$v=19$abc', { cause });
    const lines: string[] = [];
    createLogger('info', (line) => lines.push(line)).error('signup_failed', { error });
    expect(lines[0]).not.toContain('ann@example.com');
    expect(lines[0]).not.toContain('$argon2id$');
    expect(lines[0]).toContain('params: [redacted]');
    const logged = JSON.parse(lines[0]!) as { error: { message: string; cause: { message: string; code: string } } };
    expect(logged.error.message).toStartWith('Failed query: insert into "users"');
    expect(logged.error.cause).toMatchObject({ message: 'SQLITE_CONSTRAINT: disk on fire', code: 'SQLITE_CONSTRAINT' });
  });
});
