import { useEffect, useState } from 'react';
import type { WizardListing, WizardState } from './types';

/**
 * The listing's cancellation policy once a time is chosen, as the server words it on its own
 * clock (the first line says when that time is already inside the notice window, and what a
 * cancel would refund); the listing's general lines until it answers, or when it cannot.
 */
export function useChosenTimePolicy(listing: WizardListing | null, state: Pick<WizardState, 'type' | 'slot'>): string[] | undefined {
  const [said, setSaid] = useState<{ key: string; policy: string[] } | null>(null);
  const chosen = listing && state.type !== null && state.slot ? { listingId: listing.id, type: state.type, slot: state.slot } : null;
  const key = chosen ? `${chosen.listingId} ${chosen.type} ${chosen.slot}` : '';
  useEffect(() => {
    if (!chosen) return;
    const controller = new AbortController();
    const params = new URLSearchParams({ type: String(chosen.type), slot: chosen.slot });
    fetch(`/api/public/listings/${chosen.listingId}/cancel-policy?${params}`, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<{ policy?: unknown }>) : null))
      .then((body) => {
        if (body && Array.isArray(body.policy)) setSaid({ key, policy: body.policy.map(String) });
      })
      .catch(() => {});
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return said && said.key === key ? said.policy : listing?.policy;
}
