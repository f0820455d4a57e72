import { describe, expect, test } from 'bun:test';
import { sanitizePracticeHtml } from '../../../src/lib/sanitize';

describe("a practice's HTML keeps formatting and loses anything that could run", () => {
  const cases: [string, string, string][] = [
    ['script tags', '<h2>Hi</h2><script>alert(1)</script>', '<h2>Hi</h2>'],
    ['event handlers', '<p onclick="alert(1)">Open daily</p>', '<p>Open daily</p>'],
    ['javascript: links', '<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['iframes', '<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['style elements', '<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['inline styles', '<p style="position:fixed">ok</p>', '<p>ok</p>'],
    ['svg with script', '<svg><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
    ['data: images', '<img src="data:text/html;base64,PHNjcmlwdD4=" alt="x">', '<img alt="x" />'],
    ['https links stay, marked nofollow', '<a href="https://vet.example">Book</a>', '<a href="https://vet.example" rel="noopener noreferrer nofollow">Book</a>'],
    ['lists and emphasis stay', '<ul><li><strong>Dogs</strong></li></ul>', '<ul><li><strong>Dogs</strong></li></ul>'],
  ];
  for (const [name, dirty, clean] of cases) test(name, () => expect(sanitizePracticeHtml(dirty)).toBe(clean));
  test('nothing in, nothing out', () => expect(sanitizePracticeHtml(null)).toBe(''));
});
