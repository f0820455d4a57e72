/** @jsxImportSource react */
import { useId, useRef, useState, type FormEvent } from 'react';
import ReactAvatarEditor, { type AvatarEditorRef } from 'react-avatar-editor';
import type { MessageKey } from '../src/lib/i18n';
import { translator, type IslandMessages, type Translate } from './lib/i18n';

/** The texts this island shows, handed over in the reader's language (src/ui/Island). */
export const messages = [
  'No picture yet.',
  'Choose an image',
  'Zoom',
  'Please Wait...',
  'Upload {label}',
  'Sorry! Something went wrong. Please try again later.',
] as const satisfies readonly MessageKey[];

export interface AvatarEditorProps {
  /** What the picture is: "Profile picture", "Logo". */
  label: string;
  /** The current picture, if any. */
  current: string | null;
  /** Where the square image is posted (multipart, field `file`); answers JSON. Without JavaScript the form posts there too. */
  action: string;
  /** The page to show after a save: it says the picture was uploaded (and shows it in the header). */
  saved?: string;
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
 * header and the page show the new picture from the re-issued session and say it was uploaded.
 */
export default function AvatarEditor({ label, current, action, saved, size, zoomMin, zoomMax, zoomDefault, i18n }: AvatarEditorProps) {
  const t = translator(i18n);
  const id = useId();
  const editor = useRef<AvatarEditorRef>(null);
  const [image, setImage] = useState<File | null>(null);
  const [zoom, setZoom] = useState(zoomDefault);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    const canvas = editor.current?.getImageScaledToCanvas();
    if (!canvas) return; // no image chosen in the editor: the plain form post goes ahead
    event.preventDefault();
    setBusy(true);
    setError(null);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    const body = new FormData();
    body.append('file', new File([blob!], 'avatar.png', { type: 'image/png' }));
    const res = await fetch(action, { method: 'POST', body, headers: { accept: 'application/json' } });
    if (res.ok) {
      if (saved) window.location.assign(saved);
      else window.location.reload();
      return;
    }
    const answer = (await res.json().catch(() => ({}))) as { msg?: string };
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
        />
      ) : current ? (
        <img className="avatar-current" src={current} alt={label} width={size} height={size} />
      ) : (
        <p className="muted">{t('No picture yet.')}</p>
      )}
      <div className="field">
        <label htmlFor={`${id}-file`}>{t('Choose an image')}</label>
        <input
          id={`${id}-file`}
          type="file"
          name="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(e) => {
            setImage(e.target.files?.[0] ?? null);
            setZoom(zoomDefault);
          }}
        />
      </div>
      {image ? <ZoomField t={t} id={`${id}-zoom`} zoom={zoom} min={zoomMin} max={zoomMax} onZoom={setZoom} /> : null}
      {error ? (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('Please Wait...') : t('Upload {label}', { label: label.toLocaleLowerCase(i18n?.locale) })}
        </button>
      </div>
    </form>
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
