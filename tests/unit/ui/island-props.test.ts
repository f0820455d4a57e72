import { expect, test } from 'bun:test';
import { Island } from '../../../src/ui/Island';
import { islandProps } from '../../helpers/html';
import { islandMessages } from '../../../src/lib/i18n';

/**
 * Issue 11 item 13: a listing's text can kill the booking wizard. Island props must come back
 * from the page exactly as given, whatever characters they hold (read by a spec-conformant parser).
 */
const controls = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)).join('') + '\u007f' + Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(0x80 + i)).join('');
const CLASSES: Record<string, string> = {
  'C0 and C1 controls, DEL': controls,
  'lone surrogates and a pair': '\ud800 x \udfff y \ud83d\udc36',
  'line and paragraph separators': 'a\u2028b\u2029c',
  noncharacters: '\ufdd0\ufffe\uffff',
  'script end and comment open': '</script><script>alert(1)</script> <!-- x --> </SCRIPT >',
  quotes: `"double" 'single' \`back\` \\"escaped\\"`,
  'character references': '&#34; &quot; &#106;avascript: &#14; &lt;b&gt; &amp; &amp &#x0; &#0;',
  'a CDATA section and processing instruction': '<![CDATA[x]]> <?php ?>',
  'the BOM and zero-width characters': '\ufeff\u200b\u200d',
};

for (const [label, text] of Object.entries(CLASSES)) {
  test(`island props survive ${label}`, async () => {
    const props = { value: 'UTC', label: text, name: text, nested: { list: [text, { text }] } };
    const html = await Island({ name: 'TimezonePicker', props });
    // The island declares its texts, so it is also handed them (src/ui/Island).
    expect(islandProps(html)).toEqual([{ name: 'TimezonePicker', props: { ...props, i18n: islandMessages(['Timezone']) } }]);
  });
}

test('island props survive every code point of the Basic Multilingual Plane and one of each astral plane', async () => {
  const all = Array.from({ length: 0x10000 }, (_, i) => String.fromCharCode(i)).join('') + '\u{1F436}\u{10FFFF}\u{E0001}';
  const props = { value: 'UTC', label: all };
  const html = await Island({ name: 'TimezonePicker', props });
  expect((islandProps(html)[0]!.props as { label: string }).label === all).toBe(true);
});
