import { expect, type Page } from '@playwright/test';
import { site } from './helpers';

/**
 * The walk of refused forms: one invalid submission of a form, then what a person sees checked
 * against the rule — the same form again (no error page), everything typed still there (a password
 * or card number excepted), and the message beside its field (aria-describedby) or, when it names
 * no field, inside the form.
 */
export interface FormCase {
  /** The write route the form posts to, as the app declares it ("POST /app/my-pets/form"). */
  route: string;
  /** What the person does wrong, in their words ("a pet name with a hidden character"). */
  name: string;
  /** The page that holds the form (a path, or worked out when the case runs). */
  page: string | (() => Promise<string>);
  host?: string;
  /** Steps that show the form on its page (a button that opens it). */
  open?: (page: Page) => Promise<void>;
  /** Good values for fields the plausible filler would get wrong, by control name. */
  fill?: Record<string, string>;
  /** The one invalid value: the control's name and what is typed into it. */
  invalid: { field: string; value: string };
  /** The refusal names no field (a choice of the whole form): its message must stand inside the form. */
  formLevel?: boolean;
  /** The submit button's name, when the form has several. */
  button?: string | RegExp;
}

/** Text direction override: a hidden character every text field refuses. */
export const HIDDEN = '\u202e';
export const LONG = 'Lorem ipsum dolor sit amet. '.repeat(180).slice(0, 5000);

const routeRegex = (route: string) => new RegExp(`^${route.split(' ')[1]!.replace(/:[a-z]+/gi, '[^/]+')}$`);

/** Marks the page's form that posts to the route (by its action's path) so the walk can hold it. */
async function markForm(page: Page, route: string): Promise<void> {
  const found = await page.evaluate((pattern) => {
    const re = new RegExp(pattern);
    document.querySelectorAll('[data-walk-form]').forEach((f) => f.removeAttribute('data-walk-form'));
    // A form posts to the route by its action, or by a button's formaction (Send Code, Apply).
    const targets = (f: HTMLFormElement) => [f.getAttribute('action') ?? '', ...[...f.querySelectorAll('[formaction]')].map((b) => b.getAttribute('formaction')!)];
    const form = [...document.forms].find((f) => (f.getAttribute('method') ?? '').toLowerCase() === 'post' && targets(f).some((a) => re.test(new URL(a, location.href).pathname)));
    if (!form) return false;
    form.setAttribute('data-walk-form', '');
    // The server's refusal is what is walked, not the browser's own checks.
    form.noValidate = true;
    return true;
  }, routeRegex(route).source);
  expect(found, `a form posting to ${route} on ${page.url()}`).toBe(true);
}

/** A value a person would type into an empty control, by its type and name. */
function plausible(name: string, type: string): string {
  if (/mail/i.test(type + name)) return 'walker@example.com';
  if (/phone|mobile|tel/i.test(type + name)) return '6175550199';
  if (type === 'number') return '1';
  if (type === 'date') return '2030-06-01';
  if (type === 'time') return '09:00';
  if (type === 'url') return 'https://example.com/hook';
  return 'Walk value';
}

/** Fills every empty typed control with a good value, the case's own good values, then the one invalid value. */
async function fillForm(page: Page, form: ReturnType<Page['locator']>, c: FormCase): Promise<void> {
  const controls = await form.evaluate((f: HTMLFormElement) => {
    const seen: Record<string, number> = {};
    return [...f.elements]
      .filter((e): e is HTMLInputElement => 'name' in e && !!(e as HTMLInputElement).name && e.tagName !== 'BUTTON' && e.tagName !== 'FIELDSET')
      .map((e) => ({ e, nth: (seen[e.name] = (seen[e.name] ?? -1) + 1) }))
      .filter(({ e }) => !/^(hidden|submit|button|file|checkbox|radio)$/.test(e.type))
      .map(({ e, nth }) => {
        const options = e.tagName === 'SELECT' ? [...(e as unknown as HTMLSelectElement).options].map((o) => o.value).filter(Boolean) : [];
        return { nth, name: e.name, type: e.type, tag: e.tagName, empty: !e.value, visible: !!(e.offsetWidth || e.offsetHeight), readonly: e.readOnly, first: options[0] };
      });
  });
  for (const control of controls) {
    const chosen = control.name === c.invalid.field || control.name in (c.fill ?? {});
    if (control.readonly || !control.visible) continue;
    const el = form.locator(`[name="${control.name}"]`).nth(control.nth);
    if (control.tag === 'SELECT') {
      // A list left on its placeholder gets its first real choice: the one invalid value is elsewhere.
      const choice = chosen ? (c.fill?.[control.name] ?? c.invalid.value) : control.empty ? control.first : undefined;
      if (choice !== undefined) await el.selectOption(choice);
      continue;
    }
    const value = control.name === c.invalid.field ? c.invalid.value : (c.fill?.[control.name] ?? (control.empty ? plausible(control.name, control.type) : undefined));
    if (value === undefined) continue;
    // A value longer than the field's maxlength is what a changed page or a client sends: the server refuses it all the same.
    if (control.name === c.invalid.field) await el.evaluate((e) => e.removeAttribute('maxlength'));
    await el.fill(value);
  }
}

interface Typed {
  name: string;
  index: number;
  value: string;
}

/** What the form holds now, by name and position (passwords, card numbers and files left out). */
const typedIn = (form: ReturnType<Page['locator']>) =>
  form.evaluate((f: HTMLFormElement) => {
    const seen: Record<string, number> = {};
    return [...f.elements]
      .filter((e): e is HTMLInputElement => 'name' in e && !!(e as HTMLInputElement).name && e.tagName !== 'BUTTON' && e.tagName !== 'FIELDSET')
      .filter((e) => !/^(hidden|submit|button|file|password)$/.test(e.type) && !/card|cvc|ccv/i.test(e.name))
      .map((e) => {
        const index = (seen[e.name] = (seen[e.name] ?? -1) + 1);
        const value = e.type === 'checkbox' || e.type === 'radio' ? String(e.checked) : e.value;
        return { name: e.name, index, value };
      });
  });

/** What is wrong with the page after the refusal, in words a reader of the failure understands. */
async function problemsAfter(page: Page, c: FormCase, before: Typed[]): Promise<string[]> {
  return page.evaluate(
    ({ before, invalid, formLevel, pattern }) => {
      const problems: string[] = [];
      const re = new RegExp(pattern);
      const shown = (e: Element) => !!((e as HTMLElement).offsetWidth || (e as HTMLElement).offsetHeight) && (e.textContent ?? '').trim() !== '';
      if ([...document.querySelectorAll('a, button')].some((e) => /^\s*Go Home\s*$/.test(e.textContent ?? ''))) problems.push('an error page with "Go Home"');
      const targets = (f: HTMLFormElement) => [f.getAttribute('action') ?? '', ...[...f.querySelectorAll('[formaction]')].map((b) => b.getAttribute('formaction')!)];
      const forms = [...document.forms].filter((f) => (f.getAttribute('method') ?? '').toLowerCase() === 'post' && targets(f).some((a) => re.test(new URL(a, location.href).pathname)));
      const form = forms.sort((a, b) => Number(b.hasAttribute('data-walk-form')) - Number(a.hasAttribute('data-walk-form')))[0];
      if (!form) return [...problems, `the form is gone (${document.querySelector('h1')?.textContent?.trim() ?? 'no heading'})`];
      const named = (name: string) => [...form.elements].filter((e) => (e as HTMLInputElement).name === name) as HTMLInputElement[];
      for (const typed of before) {
        const e = named(typed.name)[typed.index];
        const now = !e ? undefined : e.type === 'checkbox' || e.type === 'radio' ? String(e.checked) : e.value;
        if (now !== typed.value) problems.push(`${typed.name} lost what was typed (${JSON.stringify(typed.value.slice(0, 40))} became ${JSON.stringify(now?.slice(0, 40))})`);
      }
      const messages = [...document.querySelectorAll('.field-error, .alert-error, [role="alert"]')].filter((m) => !m.hasAttribute('data-walk-before') && shown(m));
      if (messages.length === 0) problems.push('no message is shown');
      const describedBy = (e: Element) => (e.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const referenced = new Set([...form.elements].flatMap(describedBy));
      const h1 = document.querySelector('main h1')?.textContent?.trim();
      for (const m of messages) {
        const text = (m.textContent ?? '').trim();
        if (h1 && h1 === text) problems.push(`the page heading is the message "${text}"`);
        if (!form.contains(m) && !(m.id && referenced.has(m.id))) problems.push(`"${text}" stands apart from the form and no field names it`);
        // A form's own name for a field ("first_name", "answers.concern", "reason: …") or the schema checker's words are no one's words.
        const raw = [...form.elements].map((e) => (e as HTMLInputElement).name).find((n) => n && ((/[_.[]/.test(n) && text.includes(n)) || text.startsWith(`${n}:`) || text.startsWith(`${n} `)));
        if (raw) problems.push(`"${text}" names the raw key ${raw}`);
        if (/\bExpected\b/.test(text)) problems.push(`"${text}" is the schema checker's wording`);
      }
      if (!formLevel) {
        const field = named(invalid)[0];
        const notes = field ? describedBy(field).map((id) => document.getElementById(id)).filter((n): n is HTMLElement => !!n && shown(n) && n.matches('.field-error, .alert-error, [role="alert"]')) : [];
        if (notes.length === 0) problems.push(`${invalid} does not name its message (aria-describedby)`);
      }
      return problems;
    },
    { before, invalid: c.invalid.field, formLevel: !!c.formLevel, pattern: routeRegex(c.route).source },
  );
}

/** Opens the case's page, sends the form once with its invalid value, and answers what breaks the rule. */
export async function refuse(page: Page, c: FormCase): Promise<string[]> {
  const path = typeof c.page === 'string' ? c.page : await c.page();
  await page.goto(site(c.host, path));
  if (c.open) await c.open(page);
  await markForm(page, c.route);
  const form = page.locator('form[data-walk-form]');
  await fillForm(page, form, c);
  const before = await typedIn(form);
  await page.evaluate(() => document.querySelectorAll('.field-error, .alert-error, [role="alert"]').forEach((m) => m.setAttribute('data-walk-before', '')));
  const pattern = routeRegex(c.route);
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && pattern.test(new URL(r.url()).pathname));
  const buttons = form.locator('button[type="submit"], button:not([type]), input[type="submit"]').filter({ visible: true });
  await (c.button ? buttons.filter({ hasText: c.button }) : buttons).first().click();
  const status = (await answered).status();
  await page.waitForLoadState('domcontentloaded');
  // Placed by the page's script once the answer is in: give it the moment it takes.
  await page.locator('.field-error:not([data-walk-before]), .alert-error:not([data-walk-before]), [role="alert"]:not([data-walk-before])').first().waitFor({ timeout: 5000 }).catch(() => undefined);
  const problems = await problemsAfter(page, c, before);
  return status >= 400 ? problems : [`answered ${status}, not a refusal`, ...problems];
}
