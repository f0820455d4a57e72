import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { redirectTo } from '../../plugins/redirects';
import { AppError } from '../../lib/errors';
import { FORM_KEY_FIELD, formKeyOf, once } from '../../lib/form-once';
import { fieldKeyOf, listingFromForm, sentFields } from './listings.form';
import { normalizeInput } from '../../lib/form-errors';
import { ListingRuleError, consultationsInUnits, currencyFor, defaultZoneFor, listingForEdit, listingsFor, teamOf } from './listings.service';
import { StrandedBookingsQuestion, saveListingMindingBookings, type ListingSaved } from './listings.removals';
import type { ListingBookings } from './listings.ports';
import { siteOrigin } from '../../lib/site-url';
import { ListingsPage } from './views/ListingsPage';
import { policyInUnits } from './listings.policy';
import { ListingFormPage, NEW_CONSULTATION, type ListingFormValue, type StrandedQuestion } from './views/ListingFormPage';
import { ConsultationFields } from './views/ConsultationFields';
import { ScheduleRowFields } from './views/ScheduleRowFields';

const VENDOR = { auth: { role: 'vendor' as const } };
const IdQuery = t.Object({ id: t.Optional(t.Numeric({ minimum: 1 })) });
/** What became of the bookings of the types a save took away, said on My Listings after it. */
const SavedQuery = t.Object({ kept: t.Optional(t.Numeric({ minimum: 0 })), canceled: t.Optional(t.Numeric({ minimum: 0 })), failed: t.Optional(t.Numeric({ minimum: 0 })) });

/** The ids of the bookings the question showed (`stranded_seen`), as posted back with it. */
const seenIn = (value: unknown) => [value ?? []].flat().map(Number).filter((id) => Number.isInteger(id) && id > 0);

/** After a save: how many bookings were kept or canceled, when any were asked about. */
function savedTarget(saved: ListingSaved): string {
  if (saved.canceled + saved.failed > 0) return `/app/listings?canceled=${saved.canceled}${saved.failed ? `&failed=${saved.failed}` : ''}`;
  return saved.kept > 0 ? `/app/listings?kept=${saved.kept}` : '/app/listings';
}

/** The fields trimmed and checked as every input is (lib/form-errors); with a hidden character, as sent and the refusal naming its field. */
function visibleFields(sent: Record<string, unknown>): { fields: Record<string, unknown>; hidden?: { field: string; message: string } } {
  try {
    return { fields: normalizeInput(sent) };
  } catch (error) {
    if (!(error instanceof AppError) || !error.field) throw error;
    return { fields: sent, hidden: { field: error.field, message: error.message } };
  }
}

/** A fresh index for a row htmx adds: rows are told apart by index, not position. */
const freshIndex = () => 1000 + crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000;

/** My Listings and the listing form (spec §2, §5), practices only. */
export const listingsRoutes = (deps: AppDeps, bookings: ListingBookings) =>
  featureRoutes('listings-routes', deps)
    .get(
      '/app/listings',
      async ({ tenant, user, query }) => {
        const listings = await listingsFor(deps, user).catch((error) => {
          deps.log.error('listings_load_failed', { error });
          return null;
        });
        return <ListingsPage tenant={tenant} principal={user} listings={listings} currency={await currencyFor(deps, user)} saved={query} />;
      },
      { ...VENDOR, query: SavedQuery },
    )
    .get(
      '/app/listings/item',
      async ({ tenant, user, query }) => {
        const team = await teamOf(deps, user);
        const currency = await currencyFor(deps, user);
        const stored = query.id ? await listingForEdit(deps, user, query.id) : null;
        const listing: ListingFormValue = stored
          ? { ...stored, consultations: consultationsInUnits(stored.consultations, currency), policy: policyInUnits(stored.policy, currency) }
          : { id: null, title: '', line1: '', timezone: await defaultZoneFor(deps, user), managers: [user.id], vendor_login_id: null, consultations: [NEW_CONSULTATION] };
        return <ListingFormPage tenant={tenant} principal={user} listing={listing} team={team} currency={currency} />;
      },
      { ...VENDOR, query: IdQuery },
    )
    .post(
      '/app/listings/item',
      async ({ tenant, user, query, request, set }) => {
        // Read and checked here (same walk as the input plugin's), so a hidden character is refused
        // beside its field with everything typed shown again, rows added by htmx included.
        const sent = await sentFields(request);
        const { fields, hidden } = visibleFields(sent);
        const input = listingFromForm(fields);
        const team = await teamOf(deps, user);
        const currency = await currencyFor(deps, user);
        const id = query.id ?? null;
        const existing = id ? await listingForEdit(deps, user, id) : null;
        const again = (errors: Record<string, string>, stranded?: StrandedQuestion) => {
          set.status = stranded ? 409 : 422;
          const listing: ListingFormValue = { ...input, id, avatar: existing?.avatar, managers: input.managers ?? [], consultations: input.consultations as never };
          return <ListingFormPage tenant={tenant} principal={user} listing={listing} team={team} currency={currency} errors={errors} stranded={stranded} />;
        };
        if (hidden) return again({ [fieldKeyOf(hidden.field)]: hidden.message });
        let saved: ListingSaved;
        try {
          // The form has one avatar input: several images are refused, not silently dropped.
          const avatars = [fields.avatar].flat().filter((f): f is File => f instanceof File && f.size > 0);
          if (avatars.length > 1) return again({ avatar: 'Choose one image for the avatar' });
          // A new listing's form carries a one-use key: Save clicked twice makes one listing.
          const key = id ? null : formKeyOf(user, 'listing', fields[FORM_KEY_FIELD]);
          const save = { id, input, avatar: avatars[0] ?? null, choice: fields.stranded as string | undefined, seen: seenIn(fields.stranded_seen), site: siteOrigin(deps.config, tenant) };
          saved = await once(deps.database.db, key, () => saveListingMindingBookings(deps, user, save, bookings));
        } catch (error) {
          // Types taken away that upcoming bookings are of: nothing stored, the form asks what becomes of them.
          if (error instanceof StrandedBookingsQuestion) {
            const zone = existing?.timezone ?? input.timezone;
            return again(error.choiceError ? { stranded: error.choiceError } : {}, { bookings: error.bookings, zone, choice: fields.stranded as string | undefined });
          }
          if (error instanceof ListingRuleError) return again(error.errors);
          if (error instanceof AppError && error.status === 422 && error.field) return again({ [error.field]: error.message });
          throw error;
        }
        return redirectTo(set, savedTarget(saved));
      },
      // The route reads the body (sentFields): parsed by the framework, the input plugin would refuse a hidden character before the route could show the form again.
      { ...VENDOR, query: IdQuery, parse: 'none' },
    )
    .get(
      '/app/listings/item/consultation',
      async ({ user }) => <ConsultationFields ci={freshIndex()} consultation={NEW_CONSULTATION} first={false} currency={await currencyFor(deps, user)} />,
      VENDOR,
    )
    .get(
      '/app/listings/item/schedule-row',
      ({ query }) => <ScheduleRowFields ci={query.c} ri={freshIndex()} row={{ days: [], from: '09:00', to: '17:00' }} first={false} />,
      { ...VENDOR, query: t.Object({ c: t.Numeric({ minimum: 0 }) }) },
    )
    // The target of "Remove": htmx deletes the row it was asked about; nothing is stored until Save.
    .get('/app/listings/item/remove-row', () => '', VENDOR);
