import { Type as t } from '@sinclair/typebox';
import { SIGNED_IN, answers, type ApiOperations } from '../../lib/api-docs';

/** The wizard's props are the BookingWizard island's own (islands/BookingWizard/types.ts). */
const Allowed = t.Object({ allowed: t.Literal(true), practiceName: t.String(), props: t.Object({}, { additionalProperties: true }) });
const Refused = t.Object({ allowed: t.Literal(false), practiceName: t.String(), message: t.String(), findPractice: t.Optional(t.Boolean()) });

/** The booking widget framed on a practice's own website. */
export const widgetApiDocs: ApiOperations = {
  'GET /api/embed/wizard': {
    tag: 'Booking',
    summary: "The booking wizard for the signed-in person in the framed widget, on the practice's host: {allowed, props} or {allowed: false, message}",
    session: true,
    responses: answers({ 200: t.Union([Allowed, Refused]) }, SIGNED_IN, 404, 422),
  },
};
