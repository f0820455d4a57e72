/** @jsxImportSource react */
import type { WizardListing } from './types';
import type { MessageKey } from '../../src/lib/i18n';
import { useT } from '../lib/use-t';

export const messages = ['Choose', 'Choose {listing}'] as const satisfies readonly MessageKey[];

/** Stage 1: the practice's listings, each with its Choose button. */
export function ChoosePractice({ listings, onChoose }: { listings: WizardListing[]; onChoose: (listingId: number) => void }) {
  const t = useT();
  return (
    <ul className="card-grid wizard-listings">
      {listings.map((l) => (
        <li key={l.id} className="card listing-card">
          <h3>{l.title}</h3>
          <p>{l.line1}</p>
          {l.address ? <p className="muted">{l.address}</p> : null}
          <button type="button" className="button" aria-label={t('Choose {listing}', { listing: l.title })} onClick={() => onChoose(l.id)}>
            {t('Choose')}
          </button>
        </li>
      ))}
    </ul>
  );
}
