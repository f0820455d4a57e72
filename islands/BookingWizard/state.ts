import { useEffect, useRef, useState } from 'react';
import { zonedIsoDate, zonedTime } from '../lib/zoned-format';
import { browserZone } from '../TimezonePicker';
import { isPending, type BookingWizardProps, type Stage, type WizardState, type WizardUpdate } from './types';
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
  // Before the browser says its zone: the listing's, else the practice's (its first listing's); UTC last.
  const zone = initial.tz || listing?.timezone || listings[0]?.timezone || 'UTC';
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

/** The furthest stage what is chosen reaches: a history entry of a later stage opens this one instead. */
export function furthestStage(s: WizardState): Stage {
  if (s.bookingId !== null || s.pendingMessage) return 5;
  if (s.listingId === null) return 1;
  if (s.type === null || !s.slot) return 2;
  if (!s.summary.trim() || (s.petId === null && !isPending(s.customer))) return 3;
  return 4;
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
 * same choice as the address, and written back (storage and address) on every change. Each stage
 * is a history entry, so the browser's Back and Forward move one stage and keep what was chosen.
 */
export function useWizardState(props: BookingWizardProps) {
  const [state, setState] = useState<WizardState>(() => initialState(props));
  const [restored, setRestored] = useState(false);
  // The first write, and one after Back or Forward, describe the entry the browser is on: replaced, not pushed.
  const replacing = useRef(true);

  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const to = (event.state as { wizardStage?: Stage } | null)?.wizardStage;
      if (!to) return;
      replacing.current = true;
      // A booking made is not made again: its confirmation stays.
      setState((s) => (s.stage === 5 ? s : { ...s, stage: Math.min(to, furthestStage(s)) as Stage }));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

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
    const url = `${window.location.pathname}?${params}`;
    const entry = window.history.state as { wizardStage?: Stage } | null;
    const same = entry?.wizardStage === state.stage;
    // Typing changes no address: the browser limits how often history may be written.
    if (!same && !replacing.current) window.history.pushState({ wizardStage: state.stage }, '', url);
    else if (!same || url !== window.location.pathname + window.location.search) window.history.replaceState({ ...entry, wizardStage: state.stage }, '', url);
    replacing.current = false;
  }, [state, restored]);

  const update: WizardUpdate = (patch) => setState((s) => ({ ...s, ...(typeof patch === 'function' ? patch(s) : patch) }));
  return { state, update, restored };
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
