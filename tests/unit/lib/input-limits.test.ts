import { describe, expect, test } from 'bun:test';
import { INPUT_LIMITS, bodyLimitFor } from '../../../src/lib/input-limits';

describe('the most bytes a body may have, by its content type', () => {
  test.each([
    ['application/json', INPUT_LIMITS.MAX_BODY_BYTES],
    ['application/json; charset=utf-8', INPUT_LIMITS.MAX_BODY_BYTES],
    ['application/x-www-form-urlencoded', INPUT_LIMITS.MAX_BODY_BYTES],
    ['', INPUT_LIMITS.MAX_BODY_BYTES],
    ['text/plain', INPUT_LIMITS.MAX_TEXT_BYTES],
    ['multipart/form-data; boundary=x', INPUT_LIMITS.MAX_MULTIPART_BYTES],
  ])('%s: %d', (type, limit) => expect(bodyLimitFor(type)).toBe(limit));

  test('a file uploaded to its signed address (PDF, picture) may be as large as the largest upload (20 MB), so the files feature names its own limit', () => {
    for (const type of ['application/pdf', 'image/png', 'image/jpeg', 'application/octet-stream', 'application/dicom']) {
      expect(bodyLimitFor(type)).toBeGreaterThan(20 * 1024 * 1024);
    }
  });
});
