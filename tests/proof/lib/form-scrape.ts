/**
 * Fills a page's form as a person would (R3 forms fuzz): what the page shows, and for empty
 * controls a plausible value by type and name, so the fuzz reaches past "X is required".
 */
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';

type Node = T.ChildNode | T.Document | T.ParentNode;

function* walk(node: Node): Generator<T.Element> {
  if ('tagName' in node) yield node as T.Element;
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* walk(child);
  if ('content' in node && node.content) yield* walk(node.content as unknown as Node);
}

const attr = (el: T.Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const textOf = (el: T.Element): string => el.childNodes.map((c) => ('value' in c ? (c as T.TextNode).value : 'tagName' in c ? textOf(c as T.Element) : '')).join('');

/** A value a person would type into an empty control, by its name and type. */
function plausible(name: string, type: string): string {
  if (/card/i.test(name)) return '4242424242424242';
  if (/exp/i.test(name)) return '2099-12';
  if (/ccv|cvc/i.test(name)) return '123';
  if (/mail/i.test(type + name)) return 'fuzz@example.com';
  if (/phone|mobile|tel/i.test(type + name)) return '6175550199';
  if (type === 'password') return 'password123';
  if (type === 'number') return '1';
  if (type === 'date') return '2026-12-01';
  if (type === 'time') return '09:00';
  return 'Fuzz Test';
}

/**
 * The name/value pairs the first post form on the page whose action is `path` would send
 * (checkboxes: the first of each name), and the names of its file inputs.
 */
export function formPairs(html: string, path: string): { pairs: [string, string][]; files: string[] } | null {
  const form = [...walk(parse(html))].find((el) => el.tagName === 'form' && (attr(el, 'method') ?? '').toLowerCase() === 'post' && (attr(el, 'action') ?? '').split('?')[0] === path);
  if (!form) return null;
  const pairs: [string, string][] = [];
  const files: string[] = [];
  const ticked = new Set<string>();
  for (const el of walk(form)) {
    const name = attr(el, 'name');
    if (!name) continue;
    const type = (attr(el, 'type') ?? 'text').toLowerCase();
    if (el.tagName === 'input' && type === 'file') files.push(name);
    if (el.tagName === 'input' && (type === 'checkbox' || type === 'radio')) {
      if (!ticked.has(name)) pairs.push([name, attr(el, 'value') ?? 'on']);
      ticked.add(name);
    } else if (el.tagName === 'input' && !['file', 'submit', 'button'].includes(type)) pairs.push([name, attr(el, 'value') || plausible(name, type)]);
    else if (el.tagName === 'textarea') pairs.push([name, textOf(el).trim() || plausible(name, 'text')]);
    else if (el.tagName === 'select') {
      const options = [...walk(el)].filter((o) => o.tagName === 'option' && (attr(o, 'value') ?? textOf(o)) !== '');
      const chosen = options.find((o) => attr(o, 'selected') !== undefined) ?? options[0];
      if (chosen) pairs.push([name, attr(chosen, 'value') ?? textOf(chosen)]);
    }
  }
  return { pairs, files };
}
