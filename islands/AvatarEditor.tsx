/** @jsxImportSource react */
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import ReactAvatarEditor, { type AvatarEditorRef } from 'react-avatar-editor';
import type { MessageKey } from '../src/lib/i18n';
import { translator, type IslandMessages, type Translate } from './lib/i18n';
import { isPicture } from './lib/picture-kind';

/** The texts this island shows, handed over in the reader's language (src/ui/Island). */
export const messages = [
  'No picture yet.',
  'Choose an image',
  'Zoom',
  'Please Wait...',
  'Upload {label}',
  'Sorry! Something went wrong. Please try again later.',
  'The image must be a PNG, JPEG or WebP file',
] as const satisfies readonly MessageKey[];

export interface AvatarEditorProps {
  /** What the picture is: "Profile picture", "Logo". */
  label: string;
  /** The current picture, if any. */
  current: string | null;
  /** Where the square image is posted (multipart, field `file`); answers JSON. Without JavaScript the form posts there too. */
  action: string;
  /**
   * The page to show after a save: it says the picture was uploaded (and shows it in the header).
   * Without it the editor stays and says what the server answered (`msg`): leaving would lose
   * what the rest of the page holds unsaved.
   */
  saved?: string;
  /** The refusal of a form posted without scripts, shown by the file field. */
  error?: string;
  /** Output and editor size in px (spec §9: 240). */
  size: number;
  zoomMin: number;
  zoomMax: number;
  zoomDefault: number;
  i18n?: IslandMessages;
}

/**
 * The avatar editor (spec §4, §9): choose an image, drag it to position, zoom from 0.1 to 2
 * (1.2 to start), and save a square image. Saving opens the `saved` page (or reloads), so the
 * header and the page show the new picture from the re-issued session and say it was uploaded;
 * without it, it stays, shows the new picture and tells the page (`picture-saved`).
 */
export default function AvatarEditor({ label, current, action, saved, error: refused, size, zoomMin, zoomMax, zoomDefault, i18n }: AvatarEditorProps) {
  const t = translator(i18n);
  const id = useId();
  const editor = useRef<AvatarEditorRef>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<File | null>(null);
  const [shown, setShown] = useState(current);
  const [zoom, setZoom] = useState(zoomDefault);
  const [error, setError] = useState<string | null>(refused ?? null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** A file that is no picture is refused by its field, not cropped into a blank one. */
  function refuse() {
    setError(t('The image must be a PNG, JPEG or WebP file'));
    setImage(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function choose(file: File | null) {
    setNotice(null);
    if (file && !(await isPicture(file))) return refuse();
    setError(null);
    setImage(file);
    setZoom(zoomDefault);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    const canvas = editor.current?.getImageScaledToCanvas();
    if (!canvas) return; // no image chosen in the editor: the plain form post goes ahead
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    setError(null);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    const body = new FormData();
    body.append('file', new File([blob!], 'avatar.png', { type: 'image/png' }));
    const res = await fetch(action, { method: 'POST', body, headers: { accept: 'application/json' } });
    if (res.ok && saved) return window.location.assign(saved);
    const answer = (await res.json().catch(() => ({}))) as { msg?: string };
    if (res.ok) {
      setShown(URL.createObjectURL(blob!));
      setImage(null);
      if (fileInput.current) fileInput.current.value = '';
      setNotice(answer.msg ?? null);
      setBusy(false);
      form.dispatchEvent(new CustomEvent('picture-saved', { bubbles: true }));
      return;
    }
    setError(answer.msg ?? t('Sorry! Something went wrong. Please try again later.'));
    setBusy(false);
  }

  return (
    <form className="avatar-editor card" method="post" action={action} encType="multipart/form-data" onSubmit={save}>
      <p className="avatar-editor-title">{label}</p>
      {image ? (
        <ReactAvatarEditor
          ref={editor}
          image={image}
          width={size}
          height={size}
          border={20}
          scale={zoom}
          borderRadius={0}
          onLoadFailure={refuse}
        />
      ) : shown ? (
        <img className="avatar-current" src={shown} alt={label} width={size} height={size} />
      ) : (
        <p className="muted">{t('No picture yet.')}</p>
      )}
      <FileField t={t} id={`${id}-file`} input={fileInput} error={error} onChoose={(file) => void choose(file)} />
      {image ? <ZoomField t={t} id={`${id}-zoom`} zoom={zoom} min={zoomMin} max={zoomMax} onZoom={setZoom} /> : null}
      {notice ? (
        <p className="alert alert-success" role="status">
          {notice}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('Please Wait...') : t('Upload {label}', { label: label.toLocaleLowerCase(i18n?.locale) })}
        </button>
      </div>
    </form>
  );
}

/** The image to crop, with its refusal under it (a file that is no picture, or what the server said). */
function FileField({ t, id, input, error, onChoose }: { t: Translate; id: string; input: RefObject<HTMLInputElement | null>; error: string | null; onChoose: (file: File | null) => void }) {
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>{t('Choose an image')}</label>
      <input
        ref={input}
        id={id}
        type="file"
        name="file"
        accept="image/png,image/jpeg,image/webp"
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
      />
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Zoom from min to max in steps of 0.1, with the value shown beside it. */
function ZoomField({ t, id, zoom, min, max, onZoom }: { t: Translate; id: string; zoom: number; min: number; max: number; onZoom: (zoom: number) => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>{t('Zoom')}</label>
      <input id={id} type="range" min={min} max={max} step={0.1} value={zoom} onChange={(e) => onZoom(Number(e.target.value))} />
      <output htmlFor={id}>{zoom.toFixed(1)}</output>
    </div>
  );
}
