/** @jsxImportSource react */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { MessageKey } from '../../src/lib/i18n';
import { Translations, useT } from '../lib/use-t';
import type { IslandMessages } from '../lib/i18n';
import { imageMarkup, insertAtCursor, toolMarkup, type Format, type Tool } from './markup';
import { usePreview } from './use-preview';

/** The texts this island shows, handed over in the reader's language (src/ui/Island). */
export const messages = [
  'Format',
  'Markdown',
  'Advanced: edit HTML',
  'Header section (Markdown)',
  'Body section (Markdown)',
  'Header section (HTML)',
  'Body section (HTML)',
  'Write in Markdown: **bold**, *italic*, ## heading, [link](https://…), - list. It is cleaned by the same rules as HTML.',
  'Headings, paragraphs, lists, links, https images and simple tables.',
  'Switching to HTML puts the HTML your Markdown makes in its place; HTML is not turned back into Markdown.',
  'Bold',
  'Italic',
  'Heading',
  'Link',
  'List',
  'Image',
  'link text',
  'image',
  'Uploading the image…',
  'Live preview (not saved)',
  'Updating the preview…',
  'Sorry! Something went wrong. Please try again later.',
] as const satisfies readonly MessageKey[];

type Section = 'header_section' | 'body_section';

export interface WebsiteEditorProps {
  format: Format;
  header: string;
  body: string;
  /** The save's errors under their fields, already in the reader's language. */
  errors: Partial<Record<Section | 'source_format', string>>;
  /** Where the draft is posted for the live preview (answers JSON: page, sections, notes). */
  preview: string;
  /** Where the toolbar's image is posted (multipart `file`; answers `{url}`). */
  upload: string;
  maxLength: number;
  i18n?: IslandMessages;
}

/**
 * The Website tab's section editor: Markdown by default with a small toolbar, raw HTML as the
 * advanced mode, and a live preview of the practice's real page with what cleaning will remove.
 * Its fields belong to the enclosing form, so saving works without scripts too.
 */
export default function WebsiteEditor(props: WebsiteEditorProps) {
  return (
    <Translations i18n={props.i18n}>
      <Editor {...props} />
    </Translations>
  );
}

function Editor({ format: initial, header, body, errors, preview, upload, maxLength }: WebsiteEditorProps) {
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  const [format, setFormat] = useState<Format>(initial);
  const [active, setActive] = useState<Section>('header_section');
  const live = usePreview(preview, () => root.current?.closest('form') ?? null);
  const area = (section: Section) => root.current?.querySelector<HTMLTextAreaElement>(`textarea[name="${section}"]`) ?? null;

  // A logo uploaded beside the form (the avatar editor stays on the page) shows in the live preview at once.
  useEffect(() => {
    const refresh = () => void live.refresh();
    document.addEventListener('picture-saved', refresh);
    return () => document.removeEventListener('picture-saved', refresh);
  }, []);

  async function switchTo(next: Format) {
    setFormat(next);
    if (next !== 'html' || format !== 'markdown') return live.schedule();
    // The HTML the Markdown makes, cleaned: what the site would show (asked as Markdown, the format being left).
    const typed = { header_section: area('header_section')?.value, body_section: area('body_section')?.value };
    const answer = await live.refresh({ source_format: 'markdown' });
    for (const section of ['header_section', 'body_section'] as const) {
      const element = area(section);
      // A section edited while the answer was on its way keeps what the person typed.
      if (element && answer && element.value === typed[section]) element.value = section === 'header_section' ? answer.sections.header : answer.sections.body;
    }
    live.schedule();
  }

  const labels = format === 'markdown'
    ? { header_section: t('Header section (Markdown)'), body_section: t('Body section (Markdown)') }
    : { header_section: t('Header section (HTML)'), body_section: t('Body section (HTML)') };
  const formatError = errors.source_format ? 'field-source_format-error' : undefined;
  return (
    <div className="website-editor" ref={root} onInput={live.schedule}>
      <fieldset className="field website-format">
        <legend>{t('Format')}</legend>
        <label><input type="radio" name="source_format" value="markdown" checked={format === 'markdown'} onChange={() => void switchTo('markdown')} aria-describedby={formatError} /> {t('Markdown')}</label>
        <label><input type="radio" name="source_format" value="html" checked={format === 'html'} onChange={() => void switchTo('html')} aria-describedby={formatError} /> {t('Advanced: edit HTML')}</label>
        <p className="field-hint">{format === 'markdown' ? t('Switching to HTML puts the HTML your Markdown makes in its place; HTML is not turned back into Markdown.') : t('Headings, paragraphs, lists, links, https images and simple tables.')}</p>
        {errors.source_format ? <p className="field-error" role="alert" id="field-source_format-error">{errors.source_format}</p> : null}
      </fieldset>
      <Toolbar format={format} upload={upload} target={() => area(active)} />
      {(['header_section', 'body_section'] as const).map((section) => (
        <div className={`field${errors[section] ? ' has-error' : ''}`} key={section}>
          <label htmlFor={`field-${section}`}>{labels[section]}</label>
          <textarea id={`field-${section}`} name={section} rows={section === 'header_section' ? 6 : 8} maxLength={maxLength} defaultValue={section === 'header_section' ? header : body} onFocus={() => setActive(section)} aria-invalid={errors[section] ? 'true' : undefined} aria-describedby={errors[section] ? `field-${section}-error` : undefined} />
          {errors[section] ? <p className="field-error" role="alert" id={`field-${section}-error`}>{errors[section]}</p> : null}
        </div>
      ))}
      {format === 'markdown' ? <p className="field-hint">{t('Write in Markdown: **bold**, *italic*, ## heading, [link](https://…), - list. It is cleaned by the same rules as HTML.')}</p> : null}
      <section className="site-live-preview card" aria-label={t('Live preview (not saved)')}>
        <h3>{t('Live preview (not saved)')}</h3>
        <div className="website-editor-notes" aria-live="polite">
          {live.busy ? <p className="muted">{t('Updating the preview…')}</p> : null}
          {(live.answer?.notes ?? []).map((note) => <p className="alert alert-info" key={note}>{note}</p>)}
        </div>
        {/* No scripts run in the preview: the sandbox has no allow-scripts, whatever the draft holds. */}
        <iframe className="site-live-preview-frame" title={t('Live preview (not saved)')} sandbox="" srcDoc={live.answer?.page ?? ''} />
      </section>
    </div>
  );
}

const TOOLS: { tool: Tool; label: MessageKey }[] = [
  { tool: 'bold', label: 'Bold' },
  { tool: 'italic', label: 'Italic' },
  { tool: 'heading', label: 'Heading' },
  { tool: 'link', label: 'Link' },
  { tool: 'list', label: 'List' },
];

/** Bold, italic, heading, link, list, and an image uploaded through the files feature, written at the cursor of the last section used. */
function Toolbar({ format, upload, target }: { format: Format; upload: string; target: () => HTMLTextAreaElement | null }) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'uploading' | string>('idle');

  function apply(tool: Tool) {
    const area = target();
    if (!area) return;
    const selected = area.value.slice(area.selectionStart, area.selectionEnd);
    insertAtCursor(area, toolMarkup(format, tool, selected, t('link text')));
  }

  async function uploadImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    const area = target();
    event.target.value = '';
    if (!file || !area) return;
    setState('uploading');
    const body = new FormData();
    body.append('file', file);
    const res = await fetch(upload, { method: 'POST', body, headers: { accept: 'application/json' } }).catch(() => null);
    const answer = ((await res?.json().catch(() => ({}))) ?? {}) as { url?: string; msg?: string };
    if (!res?.ok || !answer.url) return setState(answer.msg ?? t('Sorry! Something went wrong. Please try again later.'));
    setState('idle');
    insertAtCursor(area, imageMarkup(format, answer.url, file.name.replace(/\.[a-z0-9]+$/i, '') || t('image')));
  }

  return (
    <div className="website-toolbar" role="toolbar" aria-label={t('Format')}>
      {TOOLS.map(({ tool, label }) => (
        <button type="button" className="button button-small" key={tool} onMouseDown={(event) => event.preventDefault()} onClick={() => apply(tool)}>
          {t(label)}
        </button>
      ))}
      <label className="button button-small">
        {t('Image')}
        <input type="file" accept="image/png,image/jpeg,image/webp" hidden onChange={(event) => void uploadImage(event)} />
      </label>
      {state === 'uploading' ? <span className="muted">{t('Uploading the image…')}</span> : state !== 'idle' ? <span className="field-error" role="alert">{state}</span> : null}
    </div>
  );
}
