import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { can } from '../../lib/policy';
import { t } from '../../lib/i18n';
import type { BookingDetailRow } from '../booking/booking.queries';
import { findPrescriptionsOfBooking } from './prescriptions.repo';
import { prescribeGate } from './prescriptions.service';
import { PrescribeButton } from './views/PrescribePage';

/**
 * A consultation's prescriptions panel for its two sides: the practice's Prescribe button (disabled
 * with the reason in teletriage) and, for the owner and the practice, each prescription's PDF.
 */
export async function prescribePanelFor(deps: AppDeps, user: Principal, booking: BookingDetailRow): Promise<JSX.Element> {
  const gate = await prescribeGate(deps, user, booking);
  const issued = (await findPrescriptionsOfBooking(deps.database.db, booking.id)).filter((rx) => can(user, 'prescription:read', rx));
  if (!gate && issued.length === 0) return '';
  return (
    <div class="prescriptions-panel">
      <PrescribeButton bookingId={booking.id} gate={gate} />
      {issued.length > 0 ? (
        <ul class="link-list prescriptions-issued">
          {issued.map((rx) => (
            <li>
              <a href={`/app/prescriptions/${rx.id}/pdf`} target="_blank" rel="noopener" safe>
                {`${t('Prescription #{id}', { id: String(rx.id) })} · ${rx.drug} ${rx.strength}`}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        ''
      )}
    </div>
  );
}
