import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { AppError } from '../../lib/errors';
import { acceptBookingRequest, declineBookingRequest, viewBookingRequest, type PetChoice } from './booking.requests';
import { BookingRequestPage, type RequestAction } from './views/BookingRequestPage';

// Any text: a mangled link is answered with the page saying 'Invalid link', not a validation error.
const Token = t.String({ maxLength: 200, error: 'Invalid link' });
const Action = t.Union([t.Literal('accept'), t.Literal('decline')], { error: 'Invalid link' });
const AnswerForm = t.Object({
  t: Token,
  pet: t.Optional(t.Numeric({ minimum: 1, error: 'Pet is required' })),
  pet_name: t.Optional(t.String({ maxLength: 80, error: 'Pet name must be at most 80 characters' })),
  pet_type: t.Optional(t.Union([t.Numeric({ minimum: 1, error: 'Pet type is required' }), t.Literal('')])),
});

/**
 * The links in a booking request e-mail: a GET only shows what was asked and one
 * button; the POST behind the button answers, once (the usual origin check applies to it).
 * The secret in the address is never sent to another site as a referrer ('same-origin', not
 * 'no-referrer', which would make the browser send `Origin: null` and fail that check).
 */
export const bookingRequestRoutes = (deps: AppDeps) =>
  featureRoutes('booking-request-routes', deps)
    .get(
      '/booking-requests/:action',
      async ({ tenant, principal, params, query, set }) => {
        set.headers['referrer-policy'] = 'same-origin';
        const view = query.t ? await viewBookingRequest(deps, query.t) : ({ state: 'invalid' } as const);
        return <BookingRequestPage tenant={tenant} principal={principal} action={params.action} token={query.t ?? ''} view={view} />;
      },
      { params: t.Object({ action: Action }), query: t.Object({ t: t.Optional(Token) }) },
    )
    .post(
      '/booking-requests/:action',
      async ({ tenant, principal, params, body, set }) => {
        set.headers['referrer-policy'] = 'same-origin';
        const action: RequestAction = params.action;
        try {
          const choice: PetChoice = { pet: body.pet, pet_name: body.pet_name, pet_type: body.pet_type === '' ? undefined : body.pet_type };
          const outcome = action === 'accept' ? await acceptBookingRequest(deps, body.t, choice) : await declineBookingRequest(deps, body.t);
          return <BookingRequestPage tenant={tenant} principal={principal} action={action} token={body.t} view={outcome} />;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          set.status = error.status;
          const view = await viewBookingRequest(deps, body.t);
          return <BookingRequestPage tenant={tenant} principal={principal} action={action} token={body.t} view={view} error={error.message} />;
        }
      },
      { params: t.Object({ action: Action }), body: AnswerForm },
    );
