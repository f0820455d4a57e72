import { sql } from 'drizzle-orm';
import { integer, text, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';

/** Every instant is ISO 8601 UTC text (architecture §3). */
export const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
export const updatedAt = () =>
  text('updated_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/** The row id every table starts with. */
export const id = () => integer('id').primaryKey({ autoIncrement: true });

/** A required reference to another table's row, e.g. `user_id: ref('user_id', () => users.id)`. */
export const ref = (name: string, target: () => AnySQLiteColumn) => integer(name).notNull().references(target);

/** created_at and updated_at, for tables whose rows change. */
export const timestamps = () => ({ created_at: createdAt(), updated_at: updatedAt() });
