import { useEffect, useState } from 'react';
import { zonedIsoDate, zonedTime } from '../lib/zoned-format';
import { browserZone } from '../TimezonePicker';
import type { BookingWizardProps, Stage, WizardState } from './types';
import type { MessageKey } from '../../src/lib/i18n';

const STORAGE_KEY = 'vetconsult:booking-wizard';

/** Keys, translated where shown. */
export const STAGE_TITLES: Record<Stage, MessageKey> = {
  1: 'Choose practice',
  2: 'Consultation type and time',
  3: 'Information',
  4: 'Payment',
  5: 'Confirmation',
};

export const SOMETHING_WRONG: MessageKey = 'Sorry! Something went wrong. Please try again later.';

/** Changing the practice or the type clears the slot and the information. */
export const CLEAR_SLOT_AND_INFO = { slot: null, slotLabel: '', petId: null, petName: null, summary: '', bookingId: null, slotMessage: null } as const;

/** The state the address describes (listing, type, slot, zone), or the first stage. */
export function initialState(props: BookingWizardProps): WizardState {
  const { initial, listings } = props;
  const only = listings.length === 1 ? listings[0]! : null;
  const listing = listings.find((l) => l.id === initial.listing) ?? only;
  const type = listing?.consultations.some((c) => c.type === initial.type) ? initial.type! : null;
  const slot = listing && type !== null && initial.slot ? initial.slot : null;
  const zone = initial.tz || listing?.timezone || 'UTC';
  const stage: Stage = slot ? 3 : listing ? 2 : 1;
  return {
    stage,
    listingId: listing?.id ?? null,
    type,
    zone,
    date: slot ? zonedIsoDate(slot, zone) : '',
    slot,
    slotLabel: slot ? zonedTime(slot, zone) : '',
    customer: null,
    petId: null,
    summary: '',
    waive: false,
    bookingId: null,
  };
}

/**
 * Whether the stored state is this address's own: only the wizard writes `stage` into the
 * address, so a link from elsewhere (a Book button, a search result) is a newer choice and starts
 * afresh, and a reload restores only the state whose listing, type and slot the address names.
 */
function sameChoice(fromUrl: WizardState, initial: BookingWizardProps['initial'], stored: WizardState): boolean {
  if (initial.stage === undefined) return false;
  return fromUrl.listingId === stored.listingId && fromUrl.type === stored.type && fromUrl.slot === stored.slot;
}

/**
 * The wizard's state, kept across a reload: restored from session storage when it is about the
 * same choice as the address, and written back (storage and address) on every change.
 */
export function useWizardState(props: BookingWizardProps) {
  const [state, setState] = useState<WizardState>(() => initialState(props));
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    try {
      const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as WizardState | null;
      if (stored && stored.stage !== 5 && props.listings.some((l) => l.id === stored.listingId) && sameChoice(initialState(props), props.initial, stored)) {
        setState(stored);
      } else if (!props.initial.tz) {
        const own = browserZone();
        if (own) setState((s) => ({ ...s, zone: own }));
      }
    } catch {
      // Storage may be unavailable (private mode): the address alone carries the choice.
    }
    setRestored(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!restored) return;
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      /* no storage: nothing to keep */
    }
    const params = new URLSearchParams();
    // The practice chosen from the search on the main host stays in the address.
    const practice = new URLSearchParams(window.location.search).get('practice');
    if (practice) params.set('practice', practice);
    if (state.listingId) params.set('listing', String(state.listingId));
    if (state.type !== null) params.set('type', String(state.type));
    if (state.slot) params.set('slot', state.slot);
    params.set('tz', state.zone);
    params.set('stage', String(state.stage));
    window.history.replaceState(null, '', `${window.location.pathname}?${params}`);
  }, [state, restored]);

  const update = (patch: Partial<WizardState>) => setState((s) => ({ ...s, ...patch }));
  return { state, update };
}

/** The framed widget's token (islands/EmbedBooking): its frame has no cookies, so every call carries it instead. */
let bearer: string | null = null;
export function setApiToken(token: string | null): void {
  bearer = token;
}

/** A JSON call to the server's API; the body is `{}` when the answer is not JSON. */
export async function api<T>(path: string, init?: RequestInit & { json?: unknown }): Promise<{ ok: boolean; status: number; body: T & { msg?: string; status?: string } }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (init?.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(path, { ...init, headers: { ...headers, ...(init?.headers as Record<string, string>) }, body: init?.json !== undefined ? JSON.stringify(init.json) : init?.body });
  const body = await res.json().catch(() => ({}));
  return { ok: res.ok, status: res.status, body };
}
