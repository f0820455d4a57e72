import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, ref, timestamps } from './columns';

export interface SignupSource {
  medium: string;
  browser?: string;
  version?: string;
  os?: string;
  vendor_id?: number | null;
}

export const plans = sqliteTable(
  'plans',
  {
    id: id(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>().notNull().default({}),
    offers: text('offers', { mode: 'json' }).$type<string[]>().notNull().default([]),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('plans_code_lower_unique').on(sql`lower(${t.code})`)],
);

/** Pet owners (role user) and platform admins (role admin). */
export const users = sqliteTable(
  'users',
  {
    id: id(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    pic: text('pic'),
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    signup_plan: integer('signup_plan').references(() => plans.id),
    source: text('source', { mode: 'json' }).$type<SignupSource>(),
    promocode: text('promocode'),
    /** The practice whose site the owner signed up on, if any. */
    vendor_id: integer('vendor_id'),
    /** Public health-records hash (route /3*?id=). */
    hash: text('hash').notNull(),
    /** null for a customer registered by a practice who has not set a password yet. */
    password_hash: text('password_hash'),
    /** Raised on logout and password change so older session tokens stop working. */
    token_version: integer('token_version').notNull().default(0),
    /** My Profile: whether the owner wants appointment reminders (24 hours and 1 hour before). */
    appointment_reminders: integer('appointment_reminders', { mode: 'boolean' }).notNull().default(true),
    /** My Profile: whether the owner wants vaccine-due reminders (7 days before an immunization's due date). */
    vaccine_reminders: integer('vaccine_reminders', { mode: 'boolean' }).notNull().default(true),
    /** The language the owner reads the product in (`en`, `es`); null until chosen: then the browser's, then the site's. */
    language: text('language'),
    /** How the owner types and reads trackers: `us` (lbs, ft, °F, the spec's stored fields) or `metric`; null: the practice's. */
    units: text('units'),
    /** When the owner deleted the account: the row stays, anonymised, for what practices keep (decision 0051). */
    deleted_at: text('deleted_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_hash_unique').on(t.hash),
    // The Users screen: the customers a practice registered, and prefix search by name and phone.
    index('users_vendor').on(t.vendor_id),
    index('users_first_name_lower').on(sql`lower(${t.first_name})`),
    index('users_last_name_lower').on(sql`lower(${t.last_name})`),
    index('users_phone').on(t.phone),
  ],
);

export const vendors = sqliteTable('vendors', {
  id: id(),
  name: text('name').notNull(),
  type: integer('type').notNull().default(1000),
  categories: text('categories', { mode: 'json' }).$type<string[]>().notNull().default([]),
  details: text('details', { mode: 'json' })
    .$type<{ mobile?: string; email?: string; summary?: string; /** The zone asked at practice signup; new listings start in it. */ timezone?: string }>()
    .notNull()
    .default({}),
  /** Set by a platform admin: the practice's site takes no bookings until it is cleared. */
  suspended_at: text('suspended_at'),
  /** ISO 3166 alpha-2: the default phone country, and with `locale` the practice's dates and language. */
  country: text('country').notNull().default('US'),
  /** ISO 4217, upper case: every price, payment and refund of the practice is in it, in its minor units. */
  currency: text('currency').notNull().default('USD'),
  /** BCP 47 tag for the practice's site (`en-US`, `en-GB`, `es-MX`): its language and its date format. */
  locale: text('locale').notNull().default('en-US'),
  /** `us` or `metric`: how trackers are typed and read by default at this practice. */
  units: text('units').notNull().default('us'),
  /** When its root admin deleted the practice: it takes no bookings and its logins are gone (decision 0051). */
  closed_at: text('closed_at'),
  ...timestamps(),
});

/** A practice's team members; the first is its root admin. */
export const vendor_logins = sqliteTable(
  'vendor_logins',
  {
    id: id(),
    vendor_id: ref('vendor_id', () => vendors.id),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    pic: text('pic'),
    password_hash: text('password_hash'),
    subrole: text('subrole', { enum: ['root_admin', 'user'] }).notNull().default('user'),
    token_version: integer('token_version').notNull().default(0),
    /** The language this team member reads the product in; null: the browser's, then the practice's. */
    language: text('language'),
    /** `us` or `metric` for trackers; null: the practice's. */
    units: text('units'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('vendor_logins_email_lower_unique').on(sql`lower(${t.email})`), index('vendor_logins_vendor').on(t.vendor_id)],
);

/**
 * One-time codes and reset links (spec: forgot-password record). A row carries either
 * a mobile (an SMS code) or an email and role (a reset link); only a hash of the code is kept.
 */
export const forgot_password = sqliteTable(
  'forgot_password',
  {
    id: id(),
    email: text('email'),
    role: text('role'),
    mobile: text('mobile'),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: text('expires_at').notNull(),
    used_at: text('used_at'),
    /** For an SMS code: when it was verified; signup accepts a phone verified in the last 30 minutes. */
    verified_at: text('verified_at'),
    ip: text('ip'),
    created_at: createdAt(),
  },
  (t) => [index('forgot_password_mobile').on(t.mobile, t.created_at), index('forgot_password_email').on(t.email, t.created_at)],
);

/** Failed sign-ins and sends, counted per key (an account or an address) so throttling holds across instances. */
export const throttle_events = sqliteTable(
  'throttle_events',
  {
    id: id(),
    key: text('key').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('throttle_events_key').on(t.key, t.created_at)],
);

/** Row types, one per table. */
export type Plan = typeof plans.$inferSelect;
export type User = typeof users.$inferSelect;
export type Vendor = typeof vendors.$inferSelect;
export type VendorLogin = typeof vendor_logins.$inferSelect;
export type ForgotPassword = typeof forgot_password.$inferSelect;
