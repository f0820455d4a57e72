import { useEffect, useRef } from 'react';
import { zonedIsoDate } from '../lib/zoned-format';

interface SlotAsked {
  listingId: number;
  type: number;
  slot: string;
  zone: string;
}

/**
 * Whether the slot is still among the free ones the slots API lists for its day: false when it
 * went to someone else (or came within the lead time), null when the API could not say.
 */
export async function slotStillFree({ listingId, type, slot, zone }: SlotAsked, signal?: AbortSignal): Promise<boolean | null> {
  const params = new URLSearchParams({ type: String(type), date: zonedIsoDate(slot, zone), tz: zone });
  try {
    const res = await fetch(`/api/public/listings/${listingId}/slots?${params}`, { signal, headers: { accept: 'application/json' } });
    if (!res.ok) return null;
    const { slots } = (await res.json()) as { slots: { start: string }[] };
    const at = new Date(slot).getTime();
    return slots.some((free) => new Date(free.start).getTime() === at);
  } catch {
    return null;
  }
}

/**
 * Checks the chosen slot each time a stage after the slot opens (information, payment), so a
 * slot taken meanwhile is refused before anything more is typed; `onGone` when it is.
 */
export function useSlotCheck(asked: SlotAsked | null, stage: number, onGone: () => void) {
  const gone = useRef(onGone);
  gone.current = onGone;
  const key = asked ? `${asked.listingId} ${asked.type} ${asked.slot} ${asked.zone}` : '';
  useEffect(() => {
    if (!asked || (stage !== 3 && stage !== 4)) return;
    const controller = new AbortController();
    void slotStillFree(asked, controller.signal).then((free) => {
      if (free === false && !controller.signal.aborted) gone.current();
    });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, stage]);
}
