/** @jsxImportSource react */
import { useEffect, useState } from 'react';
import type { MessageKey } from '../../src/lib/i18n';
import { useT } from '../lib/use-t';
import { browserZone } from '../TimezonePicker';
import { SlotPicker, messages as slotPickerMessages } from '../SlotPicker';
import { ChoosePractice, messages as choosePracticeMessages } from '../BookingWizard/ChoosePractice';
import type { WizardListing } from '../BookingWizard/types';
import type { EmbedChoice } from './types';

export const messages = [...new Set([...slotPickerMessages, ...choosePracticeMessages, 'Choose another place'] as const satisfies readonly MessageKey[])];

/** Before sign-in: the place (when the practice has several), the consultation type, the day and the slot. */
export function ChooseSlot({ listings, daysAhead, onChoose }: { listings: WizardListing[]; daysAhead: number; onChoose: (choice: EmbedChoice) => void }) {
  const t = useT();
  const [listingId, setListingId] = useState<number | null>(listings.length === 1 ? listings[0]!.id : null);
  const listing = listings.find((l) => l.id === listingId) ?? null;
  const [type, setType] = useState<number | null>(null);
  const [zone, setZone] = useState(listing?.timezone ?? 'UTC');
  const [date, setDate] = useState('');

  useEffect(() => {
    const own = browserZone();
    if (own) setZone(own);
  }, []);

  if (!listing) return <ChoosePractice listings={listings} onChoose={setListingId} />;
  return (
    <div className="booking-widget">
      {listings.length > 1 ? (
        <p>
          <button type="button" className="button button-ghost" onClick={() => setListingId(null)}>
            {t('Choose another place')}
          </button>
        </p>
      ) : null}
      <h2>{listing.title}</h2>
      <SlotPicker
        listingId={listing.id}
        consultations={listing.consultations}
        daysAhead={daysAhead}
        type={type}
        zone={zone}
        date={date}
        onTypeChange={(next) => {
          setType(next);
          setDate('');
        }}
        onZoneChange={setZone}
        onDateChange={setDate}
        onPick={(slot) => type !== null && onChoose({ listing: listing.id, type, slot: slot.start, tz: zone })}
      />
    </div>
  );
}
