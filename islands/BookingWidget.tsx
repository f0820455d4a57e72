/** @jsxImportSource react */
import { useEffect, useId, useRef, useState } from 'react';
import { zonedWhen } from './lib/zoned-format';
import { browserZone } from './TimezonePicker';
import { SlotPicker, messages as slotPickerMessages, type PickedSlot, type PickerConsultation } from './SlotPicker';
import type { MessageKey } from '../src/lib/i18n';
import type { IslandMessages } from './lib/i18n';
import { Translations, useIslandLocale, useT } from './lib/use-t';

export const messages = [...new Set([...slotPickerMessages, 'Confirm {date} at {time}?', 'Yes', 'No'] as const satisfies readonly MessageKey[])];

export interface BookingWidgetProps {
  listingId: number;
  listingZone: string;
  consultations: PickerConsultation[];
  daysAhead: number;
  /** Where Yes leads; the chosen listing, type, slot and zone are added as query parameters. */
  continueTo: string;
  /** When set, Yes goes to this sign-in page first, carrying the booking address as its redirect. */
  signInFirst?: string;
  /** The reader's texts and locale (times are worded in it). */
  i18n?: IslandMessages;
}

/**
 * The public booking widget (spec §2): consultation type, timezone, date, then a time slot;
 * a slot asks "Confirm {date} at {time}?" before continuing into the booking.
 */
export default function BookingWidget({ i18n, ...props }: BookingWidgetProps) {
  return (
    <Translations i18n={i18n}>
      <Widget {...props} />
    </Translations>
  );
}

function Widget({ listingId, listingZone, consultations, daysAhead, continueTo, signInFirst }: Omit<BookingWidgetProps, 'i18n'>) {
  const id = useId();
  const t = useT();
  const locale = useIslandLocale();
  const [type, setType] = useState<number | null>(null);
  const [zone, setZone] = useState(listingZone);
  const [date, setDate] = useState('');
  const [chosen, setChosen] = useState<PickedSlot | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const own = browserZone();
    if (own) setZone(own);
  }, []);

  useEffect(() => {
    if (chosen) dialog.current?.showModal?.();
    else dialog.current?.close?.();
  }, [chosen]);

  if (consultations.length === 0) return <p className="empty-state">{t('Consultations are not available currently.')}</p>;

  const proceed = () => {
    if (!chosen || type === null) return;
    const params = new URLSearchParams({ listing: String(listingId), type: String(type), slot: chosen.start, tz: zone });
    const booking = `${continueTo}?${params}`;
    window.location.assign(signInFirst ? `${signInFirst}?redirect=${encodeURIComponent(booking)}` : booking);
  };

  return (
    <div className="booking-widget">
      <SlotPicker
        listingId={listingId}
        consultations={consultations}
        daysAhead={daysAhead}
        type={type}
        zone={zone}
        date={date}
        onTypeChange={(next) => {
          setType(next);
          setDate('');
          setChosen(null);
        }}
        onZoneChange={setZone}
        onDateChange={(next) => {
          setDate(next);
          setChosen(null);
        }}
        onPick={setChosen}
      />
      <dialog ref={dialog} className="confirm" onClose={() => setChosen(null)} aria-labelledby={`${id}-confirm`}>
        <p id={`${id}-confirm`}>{chosen ? t('Confirm {date} at {time}?', { date: zonedWhen(chosen.start, zone, 'date', locale), time: zonedWhen(chosen.start, zone, 'time', locale) }) : ''}</p>
        <div className="form-actions">
          <button type="button" className="button" onClick={proceed}>
            {t('Yes')}
          </button>
          <button type="button" className="button button-ghost" onClick={() => setChosen(null)}>
            {t('No')}
          </button>
        </div>
      </dialog>
    </div>
  );
}
