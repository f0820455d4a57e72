/** @jsxImportSource react */
import { useEffect, useId, useState } from 'react';
import { addDays, zonedIsoDate, zonedWhen } from './lib/zoned-format';
import TimezonePicker from './TimezonePicker';
import type { MessageKey } from '../src/lib/i18n';
import { useIslandLocale, useT } from './lib/use-t';

export const messages = [
  'Sorry something went wrong. Please try again later',
  'Consultations are not available currently.',
  'Consultation type',
  '{duration} min · {price}',
  'Date',
  'Please select a date',
  'Loading available times…',
  'No slots available for this date',
  'Available times',
  'Timezone',
  'Join the waitlist',
  'Urgent',
] as const satisfies readonly MessageKey[];

/** Shared by the booking widget and the booking wizard: consultation type, timezone, date, then the free slots. */
export interface PickerConsultation {
  type: number;
  duration: number;
  /** Minor units of `currency` (ISO 4217, the practice's): format with Intl, e.g. `new Intl.NumberFormat(locale, { style: 'currency', currency })`. */
  price: number;
  currency: string;
  /** The type's name and the price as the server words them ("Video", "$50", "Free"). */
  label: string;
  priceLabel: string;
  /** The owner's plan offer on it, worked out by the server: its code, percent and the price after it. */
  offer?: { code: string; percent: number; price: number; priceLabel: string };
}

export interface PickedSlot {
  start: string;
  label: string;
  /** Held for urgent cases: released to everyone, or shown to the practice booking for a customer. */
  urgent?: boolean;
}

type SlotState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; slots: PickedSlot[] } | { kind: 'error'; message: string };

export interface SlotPickerProps {
  listingId: number;
  consultations: PickerConsultation[];
  daysAhead: number;
  type: number | null;
  zone: string;
  date: string;
  /** The chosen slot's start, marked as pressed. */
  selected?: string | null;
  onTypeChange: (type: number) => void;
  onZoneChange: (zone: string) => void;
  onDateChange: (date: string) => void;
  onPick: (slot: PickedSlot) => void;
  /** An owner may join the listing's waitlist from a day with no slot left. */
  waitlist?: boolean;
}

export function SlotPicker({ listingId, consultations, daysAhead, type, zone, date, selected, onTypeChange, onZoneChange, onDateChange, onPick, waitlist }: SlotPickerProps) {
  const id = useId();
  const t = useT();
  const locale = useIslandLocale();
  const [state, setState] = useState<SlotState>({ kind: 'idle' });
  const first = zonedIsoDate(Date.now(), zone);
  const last = addDays(first, daysAhead);

  useEffect(() => {
    if (type === null || !date) {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'loading' });
    const params = new URLSearchParams({ type: String(type), date, tz: zone });
    fetch(`/api/public/listings/${listingId}/slots?${params}`, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (res) => {
        const body = await res.json();
        if (!res.ok) throw new Error(body.msg ?? t('Sorry something went wrong. Please try again later'));
        setState({ kind: 'ready', slots: body.slots });
      })
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setState({ kind: 'error', message: error.message });
      });
    return () => controller.abort();
  }, [listingId, type, date, zone]);

  if (consultations.length === 0) return <p className="empty-state">{t('Consultations are not available currently.')}</p>;

  return (
    <>
      <fieldset className="field">
        <legend>{t('Consultation type')}</legend>
        <div className="choice-row">
          {consultations.map((c) => (
            <label key={c.type} className={`choice${type === c.type ? ' is-selected' : ''}`}>
              <input type="radio" name={`${id}-type`} value={c.type} checked={type === c.type} onChange={() => onTypeChange(c.type)} />
              <span>{c.label}</span>
              <small>{t('{duration} min · {price}', { duration: c.duration, price: c.priceLabel })}</small>
            </label>
          ))}
        </div>
      </fieldset>
      {type !== null ? (
        <>
          <TimezonePicker value={zone} label={t('Timezone')} onChange={onZoneChange} preferBrowserZone={false} />
          <div className="field">
            <label htmlFor={`${id}-date`}>{t('Date')}</label>
            <input id={`${id}-date`} type="date" min={first} max={last} value={date} onChange={(event) => onDateChange(event.target.value)} />
          </div>
          <div className="slots" aria-live="polite" aria-busy={state.kind === 'loading'}>
            {!date ? <p className="muted">{t('Please select a date')}</p> : null}
            {state.kind === 'loading' ? <p className="loading">{t('Loading available times…')}</p> : null}
            {state.kind === 'error' ? (
              <p className="alert alert-error" role="alert">
                {state.message}
              </p>
            ) : null}
            {state.kind === 'ready' && state.slots.length === 0 ? <p className="empty-state">{t('No slots available for this date')}</p> : null}
            {state.kind === 'ready' && state.slots.length === 0 && waitlist && type !== null ? (
              <a className="button button-ghost" data-join-waitlist href={`/app/my-waitlist?${new URLSearchParams({ listing: String(listingId), type: String(type), from: date })}`}>
                {t('Join the waitlist')}
              </a>
            ) : null}
            {state.kind === 'ready' && state.slots.length > 0 ? (
              <ul className="slot-list" aria-label={t('Available times')}>
                {state.slots.map((slot) => (
                  <li key={slot.start}>
                    <button type="button" className="slot" aria-pressed={selected === slot.start} onClick={() => onPick(slot)}>
                      {zonedWhen(slot.start, zone, 'clock', locale)}
                      {slot.urgent ? <span className="slot-badge">{t('Urgent')}</span> : null}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </>
      ) : null}
    </>
  );
}
