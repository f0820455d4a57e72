import { Type as t } from '@sinclair/typebox';
import { BODY, ROLE, answers, type ApiOperations } from '../../lib/api-docs';
import { PetJson } from '../pets/pets.api-docs';

const Customer = t.Object({ id: t.Integer(), first_name: t.String(), last_name: t.String(), email: t.String(), phone: t.Union([t.String(), t.Null()]), hash: t.String() });
const Found = t.Object({
  customer: t.Boolean({ description: 'Already a customer of this practice' }),
  id: t.Integer(),
  first_name: t.String(),
  last_name: t.String(),
  display_name: t.String(),
  email: t.String(),
  phone: t.Union([t.String(), t.Null()]),
});
const Page = t.Object({
  items: t.Array(t.Object({ ...Customer.properties, pets: t.Integer(), last_appointment: t.Union([t.String(), t.Null()]) })),
  q: t.String(),
  page: t.Integer(),
  pages: t.Integer(),
  total: t.Integer(),
});
const Detail = t.Object({
  customer: Customer,
  pets: t.Array(PetJson),
  records: t.Array(t.Object({ id: t.Integer(), pet_id: t.Integer(), category: t.String(), details: t.Record(t.String(), t.Unknown()), created_at: t.String() })),
});
const TAG = 'Users';

/** A practice's customers: the people who booked with it, found to book for them. */
export const customersApiDocs: ApiOperations = {
  'GET /api/booking/customers': { tag: TAG, summary: 'Finds a person by e-mail to book for them (practice)', session: true, responses: answers({ 200: Found }, ROLE, 404, 422) },
  'POST /api/booking/customers': { tag: TAG, summary: 'Adds a walk-in customer to book for (practice)', session: true, responses: answers({ 200: Found, 201: Found }, ROLE, BODY, 409) },
  'GET /api/users': { tag: TAG, summary: "The practice's customers, searched by name, e-mail or phone, 25 a page", session: true, responses: answers({ 200: Page }, ROLE, 422) },
  'GET /api/users/lookup': { tag: TAG, summary: 'A customer by their hash (the link in booking e-mails)', session: true, responses: answers({ 200: Customer }, ROLE, 404, 422) },
  'GET /api/users/{id}': { tag: TAG, summary: 'A customer with their pets and health records', session: true, responses: answers({ 200: Detail }, ROLE, 404, 422) },
};
