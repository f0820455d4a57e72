/** @jsxImportSource react */
import { useEffect, useId, useRef, useState } from 'react';
import { DateTime } from 'luxon';
import TimezonePicker, { browserZone } from './TimezonePicker';

interface WidgetConsultation {
  type: number;
  duration: number;
  price: number;
}

export interface BookingWidgetProps {
  listingId: number;
  listingZone: string;
  consultations: WidgetConsultation[];
  daysAhead: number;
  /** Where Yes leads; the chosen listing, type, slot and zone are added as query parameters. */
  continueTo: string;
  /** When set, Yes goes to this sign-in page first, carrying the booking address as its redirect. */
  signInFirst?: string;
}

interface Slot {
  start: string;
  label: string;
}

const TYPE_LABELS: Record<number, string> = { 2000: 'Clinic', 4000: 'Video', 5000: 'Telephonic', 6000: 'Chat' };

type SlotState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; slots: Slot[] } | { kind: 'error'; message: string };

/**
 * The public booking widget (spec §2): consultation type, timezone, date, then a time slot;
 * a slot asks "Confirm {date} at {time}?" before continuing into the booking.
 */
export default function BookingWidget({ listingId, listingZone, consultations, daysAhead, continueTo, signInFirst }: BookingWidgetProps) {
  const id = useId();
  const [type, setType] = useState<number | null>(null);
  const [zone, setZone] = useState(listingZone);
  const [date, setDate] = useState('');
  const [state, setState] = useState<SlotState>({ kind: 'idle' });
  const [chosen, setChosen] = useState<Slot | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  const first = DateTime.now().setZone(zone).toISODate()!;
  const last = DateTime.fromISO(first).plus({ days: daysAhead }).toISODate()!;

  useEffect(() => {
    const own = browserZone();
    if (own) setZone(own);
  }, []);

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
        if (!res.ok) throw new Error(body.msg ?? 'Sorry something went wrong. Please try again later');
        setState({ kind: 'ready', slots: body.slots });
      })
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setState({ kind: 'error', message: error.message });
      });
    return () => controller.abort();
  }, [listingId, type, date, zone]);

  useEffect(() => {
    if (chosen) dialog.current?.showModal?.();
    else dialog.current?.close?.();
  }, [chosen]);

  if (consultations.length === 0) return <p className="empty-state">Consultations are not available currently.</p>;

  const proceed = () => {
    if (!chosen || type === null) return;
    const params = new URLSearchParams({ listing: String(listingId), type: String(type), slot: chosen.start, tz: zone });
    const booking = `${continueTo}?${params}`;
    window.location.assign(signInFirst ? `${signInFirst}?redirect=${encodeURIComponent(booking)}` : booking);
  };
  const confirmDate = chosen ? DateTime.fromISO(chosen.start, { zone }).toFormat('ccc, LLL d, yyyy') : '';

  return (
    <div className="booking-widget">
      <fieldset className="field">
        <legend>Consultation type</legend>
        <div className="choice-row">
          {consultations.map((c) => (
            <label key={c.type} className={`choice${type === c.type ? ' is-selected' : ''}`}>
              <input
                type="radio"
                name={`${id}-type`}
                value={c.type}
                checked={type === c.type}
                onChange={() => {
                  setType(c.type);
                  setDate('');
                  setChosen(null);
                }}
              />
              <span>{TYPE_LABELS[c.type] ?? 'Consultation'}</span>
              <small>
                {c.duration} min · {c.price === 0 ? 'Free' : `$${c.price}`}
              </small>
            </label>
          ))}
        </div>
      </fieldset>
      {type !== null ? (
        <>
          <TimezonePicker value={zone} onChange={setZone} preferBrowserZone={false} />
          <div className="field">
            <label htmlFor={`${id}-date`}>Date</label>
            <input
              id={`${id}-date`}
              type="date"
              min={first}
              max={last}
              value={date}
              onChange={(event) => {
                setDate(event.target.value);
                setChosen(null);
              }}
            />
          </div>
          <div className="slots" aria-live="polite" aria-busy={state.kind === 'loading'}>
            {!date ? <p className="muted">Please select a date</p> : null}
            {state.kind === 'loading' ? <p className="loading">Loading available times…</p> : null}
            {state.kind === 'error' ? (
              <p className="alert alert-error" role="alert">
                {state.message}
              </p>
            ) : null}
            {state.kind === 'ready' && state.slots.length === 0 ? <p className="empty-state">No slots available for this date</p> : null}
            {state.kind === 'ready' && state.slots.length > 0 ? (
              <ul className="slot-list" aria-label="Available times">
                {state.slots.map((slot) => (
                  <li key={slot.start}>
                    <button type="button" className="slot" onClick={() => setChosen(slot)}>
                      {slot.label}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </>
      ) : null}
      <dialog ref={dialog} className="confirm" onClose={() => setChosen(null)} aria-labelledby={`${id}-confirm`}>
        <p id={`${id}-confirm`}>{chosen ? `Confirm ${confirmDate} at ${chosen.label}?` : ''}</p>
        <div className="form-actions">
          <button type="button" className="button" onClick={proceed}>
            Yes
          </button>
          <button type="button" className="button button-ghost" onClick={() => setChosen(null)}>
            No
          </button>
        </div>
      </dialog>
    </div>
  );
}
