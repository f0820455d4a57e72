import { describe, expect, test } from 'bun:test';
import { AppError } from '../../../src/lib/errors';
import { MAX_EMBED_ORIGINS, embedOrigin, parseEmbedOrigins, withFrameAncestors } from '../../../src/lib/embed-origins';

describe('an embed origin', () => {
  test('is a scheme and host (and port), written as a browser sends it', () => {
    expect(embedOrigin('https://Shop.Example.com', true)).toBe('https://shop.example.com');
    expect(embedOrigin(' https://shop.example.com/ ', true)).toBe('https://shop.example.com');
    expect(embedOrigin('https://shop.example.com:8443', true)).toBe('https://shop.example.com:8443');
    expect(embedOrigin('https://shop.example.com:443', true)).toBe('https://shop.example.com');
  });

  test('has no path, query, fragment, credentials or wildcard, and is http or https', () => {
    for (const bad of ['https://shop.example.com/book', 'https://shop.example.com?x=1', 'https://shop.example.com#top', 'https://me@shop.example.com', 'https://*.example.com', 'ftp://shop.example.com', 'shop.example.com', 'https://', "https://a.com; script-src *", '']) {
      expect(embedOrigin(bad, false)).toBeNull();
    }
  });

  test('plain http only for a local address, and only outside production', () => {
    expect(embedOrigin('http://localhost:8080', false)).toBe('http://localhost:8080');
    expect(embedOrigin('http://127.0.0.1:5000', false)).toBe('http://127.0.0.1:5000');
    expect(embedOrigin('http://localhost:8080', true)).toBeNull();
    expect(embedOrigin('http://shop.example.com', false)).toBeNull();
  });
});

describe('a practice\'s list of origins', () => {
  test('drops blank lines and duplicates', () => {
    expect(parseEmbedOrigins(['https://a.example.com', '', 'https://A.example.com/', 'https://b.example.com'], true)).toEqual(['https://a.example.com', 'https://b.example.com']);
  });

  test('a bad entry or too many is a 422 naming embed_origins', () => {
    const refusal = (entries: string[]) => {
      try {
        parseEmbedOrigins(entries, true);
      } catch (error) {
        return error as AppError;
      }
      throw new Error('accepted');
    };
    const bad = refusal(['https://a.example.com', 'https://b.example.com/path']);
    expect(bad.status).toBe(422);
    expect(bad.field).toBe('embed_origins');
    expect(bad.key).toBe('{origin} is not a website address like https://www.example.com (no path)');
    const many = refusal(Array.from({ length: MAX_EMBED_ORIGINS + 1 }, (_, i) => `https://s${i}.example.com`));
    expect(many.field).toBe('embed_origins');
    expect(parseEmbedOrigins(Array.from({ length: MAX_EMBED_ORIGINS }, (_, i) => `https://s${i}.example.com`), true)).toHaveLength(MAX_EMBED_ORIGINS);
  });
});

describe('the CSP of /embed', () => {
  const base = "default-src 'self'; frame-src 'self'; frame-ancestors 'self'; form-action 'self'";

  test('names exactly the practice\'s origins after itself in frame-ancestors, and changes nothing else', () => {
    expect(withFrameAncestors(base, ['https://a.example.com', 'http://localhost:8080'])).toBe(
      "default-src 'self'; frame-src 'self'; frame-ancestors 'self' https://a.example.com http://localhost:8080; form-action 'self'",
    );
  });

  test('with no origins stays framed by itself only; a stray value never becomes a directive', () => {
    expect(withFrameAncestors(base, [])).toBe(base);
    expect(withFrameAncestors(base, ["https://a.example.com; script-src *"])).toBe(base);
  });
});
