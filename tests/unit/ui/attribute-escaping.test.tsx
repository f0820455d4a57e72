import { expect, test } from 'bun:test';
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';

/**
 * Issue 11 item 12: attribute values are not escaped for &. The fix lives in one place, our patch of
 * @kitajs/html's attribute writer (patches/); this checks the patch is applied, for every kind of value.
 */
const HOSTILE = `&lt;script&gt; &#106;avascript: &#14; &#34; &amp; "double" 'single' <b> </script>`;

function firstElement(html: string, tag: string): T.Element {
  const walk = (node: T.ParentNode): T.Element | undefined => {
    for (const child of node.childNodes) {
      if ('tagName' in child && child.tagName === tag) return child;
      if ('childNodes' in child) {
        const found = walk(child as T.ParentNode);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(parse(html))!;
}
const attr = (el: T.Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

test('a string attribute value reaches the browser exactly as given', () => {
  const html = String(<input value={HOSTILE} title={HOSTILE} data-x={HOSTILE} />);
  const input = firstElement(html, 'input');
  expect([attr(input, 'value'), attr(input, 'title'), attr(input, 'data-x')]).toEqual([HOSTILE, HOSTILE, HOSTILE]);
  expect(html).not.toContain('&#34;"');
});

test('class lists and styles are escaped the same way', () => {
  const html = String(<div class={['a', HOSTILE]} style={{ fontFamily: HOSTILE }} />);
  const div = firstElement(html, 'div');
  expect(attr(div, 'class')).toBe(`a ${HOSTILE.trim()}`);
  expect(attr(div, 'style')).toBe(`font-family:${HOSTILE};`);
  const styled = firstElement(String(<p style={HOSTILE} />), 'p');
  expect(attr(styled, 'style')).toBe(HOSTILE);
});
