import { index, integer, primaryKey, sqliteTable, text, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';

/** The two days every roll-up row is keyed by, both YYYY-MM-DD in the listing's zone. */
const rollupDays = () => ({
  created_day: text('created_day').notNull(),
  slot_day: text('slot_day').notNull(),
});

type RollupKeys = { vendor_id: AnySQLiteColumn; created_day: AnySQLiteColumn; slot_day: AnySQLiteColumn };

/** The lookups every roll-up serves: a practice's slot days, and all rows of a booking day or a slot day. */
const rollupIndexes = (table: string, t: RollupKeys) => [
  index(`${table}_vendor_slot`).on(t.vendor_id, t.slot_day),
  index(`${table}_created`).on(t.created_day),
  index(`${table}_slot`).on(t.slot_day),
];

/**
 * The reports' daily roll-up (the reports feature owns it): one row per practice, listing,
 * consultation type, status, day the booking was made and day of its slot, both days cut in
 * the listing's zone. Kept current in the same write transactions that change bookings, so a
 * report reads a few hundred rows whatever the number of bookings. Money in integer minor units
 * of the practice's currency (`vendors.currency`): sums across practices are made per currency.
 */
export const report_days = sqliteTable(
  'report_days',
  {
    vendor_id: integer('vendor_id').notNull(),
    listing_id: integer('listing_id').notNull(),
    type: integer('type').notNull(),
    status: integer('status').notNull(),
    ...rollupDays(),
    bookings: integer('bookings').notNull().default(0),
    revenue: integer('revenue').notNull().default(0),
    refunds: integer('refunds').notNull().default(0),
    /** Kept by listings' cancellation policies from canceled bookings (minor units). */
    fees: integer('fees').notNull().default(0),
    /** Bookings that were the customer's first with the practice. */
    new_customers: integer('new_customers').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.vendor_id, t.created_day, t.slot_day, t.listing_id, t.type, t.status] }),
    ...rollupIndexes('report_days', t),
  ],
);

/** Live bookings by the hour of their slot (listing zone), for the week's heat map. */
export const report_hours = sqliteTable(
  'report_hours',
  {
    vendor_id: integer('vendor_id').notNull(),
    ...rollupDays(),
    /** 0..23 in the listing's zone. */
    slot_hour: integer('slot_hour').notNull(),
    bookings: integer('bookings').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.vendor_id, t.created_day, t.slot_day, t.slot_hour] }),
    ...rollupIndexes('report_hours', t),
  ],
);

export type ReportDay = typeof report_days.$inferSelect;
export type ReportHour = typeof report_hours.$inferSelect;
