/** @jsxImportSource react */
import type { WizardListing } from './types';

/** Stage 1: the practice's listings, each with its Choose button. */
export function ChoosePractice({ listings, onChoose }: { listings: WizardListing[]; onChoose: (listingId: number) => void }) {
  return (
    <ul className="card-grid wizard-listings">
      {listings.map((l) => (
        <li key={l.id} className="card listing-card">
          <h3>{l.title}</h3>
          <p>{l.line1}</p>
          {l.address ? <p className="muted">{l.address}</p> : null}
          <button type="button" className="button" aria-label={`Choose ${l.title}`} onClick={() => onChoose(l.id)}>
            Choose
          </button>
        </li>
      ))}
    </ul>
  );
}
