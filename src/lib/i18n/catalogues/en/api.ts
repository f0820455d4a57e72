/** English, chapter "api": what the JSON API alone says (its refusals of a field the pages never send wrong); each entry is its own key. */
export default [
  'A reminder setting must be true or false',
  'action must be suspend or restore',
  'enabled must be true or false',
  'id must be a practice id',
  'id must be a record id',
  'id must be a refill request id',
  'kind must be owner, vet or practice',
  'page must be a page number from 1',
  'stranded_seen must be the ids of the bookings the question named',
  'status must be pending, approved, visit or declined',
] as const;
