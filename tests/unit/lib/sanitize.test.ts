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
    ['http images lose their source (https only)', '<img src="http://vet.example/a.png" alt="x">', '<img alt="x" />'],
    ['https images stay', '<img src="https://vet.example/a.png" alt="x">', '<img src="https://vet.example/a.png" alt="x" />'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>ok</p>', '<p>ok</p>'],
    ['forms', '<form action="https://evil.example"><input name="card"><button>Pay</button></form><p>ok</p>', 'Pay<p>ok</p>'],
    ['style expressions', '<p style="width:expression(alert(1))">ok</p>', '<p>ok</p>'],
    ['data: links', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['simple tables stay', '<table><tr><th scope="col">Day</th></tr><tr><td colspan="2">Mon</td></tr></table>', '<table><tr><th scope="col">Day</th></tr><tr><td colspan="2">Mon</td></tr></table>'],
    ['lists and emphasis stay', '<ul><li><strong>Dogs</strong></li></ul>', '<ul><li><strong>Dogs</strong></li></ul>'],
  ];
  for (const [name, dirty, clean] of cases) test(name, () => expect(sanitizePracticeHtml(dirty)).toBe(clean));
  test('nothing in, nothing out', () => expect(sanitizePracticeHtml(null)).toBe(''));
});
