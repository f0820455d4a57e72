import { describe, expect, test } from 'bun:test';
import { asReader, readerFor } from '../../../../src/lib/i18n';
import { removalText, sanitizeNotes, sanitizeWithReport } from '../../../../src/lib/sanitize-report';
import { renderDraft, sectionHtml } from '../../../../src/features/settings/settings.website-draft';

describe('a Markdown section becomes the HTML the site shows, through the sanitizer', () => {
  test('headings, emphasis, links and lists render; links get the sanitizer’s rel', () => {
    const draft = renderDraft({ header_section: '## Open daily\n\n**Walk-ins** and *calls*: [book](https://vets.example)\n\n- dogs\n- cats', body_section: '', source_format: 'markdown' });
    expect(draft.header).toContain('<h2>Open daily</h2>');
    expect(draft.header).toContain('<strong>Walk-ins</strong> and <em>calls</em>');
    expect(draft.header).toContain('<a href="https://vets.example" rel="noopener noreferrer nofollow">book</a>');
    expect(draft.header).toContain('<ul>\n<li>dogs</li>\n<li>cats</li>\n</ul>');
    expect(draft.removed).toEqual([]);
  });

  test('raw HTML inside Markdown is cleaned like HTML, and named', () => {
    const draft = renderDraft({ header_section: '# Hi\n\n<p onclick="x()">there</p><script>alert(1)</script>\n\n[bad](javascript:alert(2))', source_format: 'markdown' });
    expect(draft.header).not.toContain('onclick');
    expect(draft.header).not.toContain('<script');
    expect(draft.header).not.toContain('javascript:');
    expect(draft.removed).toEqual(expect.arrayContaining(['onclick attribute', '<script>']));
  });

  test('a Markdown image keeps the app’s own file address and any https one; an http one loses its source', () => {
    const draft = renderDraft({ body_section: '![Team](/files/public/brand_logo/a.png) ![Cdn](https://cdn.example/b.png) ![Old](http://old.example/c.png)', source_format: 'markdown' });
    expect(draft.body).toContain('<img src="/files/public/brand_logo/a.png" alt="Team" />');
    expect(draft.body).toContain('<img src="https://cdn.example/b.png" alt="Cdn" />');
    expect(draft.body).toContain('<img alt="Old" />');
    expect(draft.removed).toEqual(['http: image']);
  });

  test('HTML stays HTML: without a format, Markdown syntax is just text', () => {
    expect(sectionHtml('**not bold**', 'html')).toBe('**not bold**');
    expect(renderDraft({ header_section: '<p>**x**</p>' }).header).toBe('<p>**x**</p>');
  });

  test('the app’s own files are no "relative image" worth a warning; other relative addresses still are', () => {
    const report = sanitizeWithReport('<img src="/files/public/brand_logo/a.png"><img src="images/b.png">');
    expect(report.relativeImages).toEqual(['images/b.png']);
  });
});

describe('what the sanitizer removed is named in the reader’s language', () => {
  const removed = ['<script>', 'onclick attribute', 'javascript: link', 'http: image', '//… link address'];
  test('in English, as before', () => {
    expect(sanitizeNotes(removed)).toEqual(['Removed for safety: <script>, onclick attribute, javascript: link, http: image, //… link address.']);
  });
  test('in Spanish, the element and attribute names as arguments', () => {
    const spanish = asReader(readerFor('es', 'es-MX'), () => sanitizeNotes(removed));
    expect(spanish).toEqual(['Eliminado por seguridad: <script>, atributo onclick, enlace javascript:, imagen http:, dirección de enlace //….']);
    expect(asReader(readerFor('es', 'es-MX'), () => removalText('onerror attribute'))).toBe('atributo onerror');
  });
});
