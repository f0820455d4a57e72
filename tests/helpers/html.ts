import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';

/**
 * Reads a page the way a browser does (parse5 is a spec-conformant HTML parser): character
 * references decoded in attributes and text, none in script data.
 */
type Node = T.ChildNode | T.Document | T.ParentNode;

function* walk(node: Node): Generator<T.Element> {
  if ('tagName' in node) yield node as T.Element;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* walk(child);
  if ('content' in node && node.content) yield* walk(node.content as unknown as Node);
}

export const attr = (element: T.Element, name: string): string | undefined => element.attrs.find((a) => a.name === name)?.value;

function textOf(element: T.Element): string {
  return element.childNodes.map((c) => ('value' in c ? (c as T.TextNode).value : 'tagName' in c ? textOf(c as T.Element) : '')).join('');
}

/** Every form control's name and the value a person would see in it (selects: the selected option). */
export function formValues(html: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const el of walk(parse(html))) {
    const name = attr(el, 'name');
    if (!name) continue;
    if (el.tagName === 'input' && !['checkbox', 'radio', 'file'].includes(attr(el, 'type') ?? 'text')) values[name] = attr(el, 'value') ?? '';
    if (el.tagName === 'textarea') values[name] = textOf(el).replace(/^\n/, '');
    if (el.tagName === 'select') {
      const options = [...walk(el)].filter((o) => o.tagName === 'option');
      const chosen = options.find((o) => attr(o, 'selected') !== undefined) ?? options[0];
      if (chosen) values[name] = attr(chosen, 'value') ?? textOf(chosen);
    }
  }
  return values;
}

/** Every island on the page with the props its client reads: the JSON block right after the island's element. */
export function islandProps(html: string): { name: string; props: unknown }[] {
  const found: { name: string; props: unknown }[] = [];
  for (const el of walk(parse(html))) {
    const name = attr(el, 'data-island');
    if (!name) continue;
    const siblings = (el.parentNode as T.Element).childNodes.filter((c): c is T.Element => 'tagName' in c);
    const next = siblings[siblings.indexOf(el) + 1];
    const isBlock = next?.tagName === 'script' && attr(next, 'type') === 'application/json' && attr(next, 'data-island-props') !== undefined;
    found.push({ name, props: isBlock ? JSON.parse(textOf(next)) : undefined });
  }
  return found;
}

/** Text a person could type that an unescaping page would turn into something else. */
export const HOSTILE_TEXTS = [
  '&lt;script&gt;x&lt;/script&gt;',
  '&#106;avascript:alert(1)',
  'bell &#14; here',
  'say &#34;hi&#34; &quot;there&quot;',
  `it's "quoted" 'twice'`,
  '</script><script>alert(1)</script>',
  '<!-- not a comment --> & &amp; &amp done',
  'a < b > c',
];
