import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/** One row written: its table, what was done and its rowid. */
export interface Write {
  tbl: string;
  op: 'insert' | 'update' | 'delete';
  rid: number;
}

const AUDIT = '_proof_writes';

/**
 * Records every write to every table of a test database (triggers on each table into one
 * audit table), so a check can tell exactly which rows a request wrote: a refused request
 * must write nothing, a request must not touch another's row. Test databases only.
 */
export async function installWriteAudit(db: Db): Promise<void> {
  await db.run(sql.raw(`create table if not exists ${AUDIT} (tbl text not null, op text not null, rid integer)`));
  const tables = await db.all<{ name: string }>(
    // A full-text index (a virtual table and its shadow tables) is written by the triggers of the table it indexes: audited there.
    sql.raw(`select name from sqlite_master m where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' and name <> '${AUDIT}'
      and coalesce(sql, '') not like 'CREATE VIRTUAL TABLE%'
      and not exists (select 1 from sqlite_master v where v.sql like 'CREATE VIRTUAL TABLE%' and m.name like v.name || '\\_%' escape '\\')`),
  );
  for (const { name } of tables) {
    for (const [op, row] of [['insert', 'new'], ['update', 'new'], ['delete', 'old']] as const) {
      await db.run(
        sql.raw(
          `create trigger if not exists "_proof_${name}_${op}" after ${op} on "${name}" begin insert into ${AUDIT} (tbl, op, rid) values ('${name}', '${op}', ${row}.rowid); end`,
        ),
      );
    }
  }
}

/** The writes recorded since the last call, and forgets them. */
export async function takeWrites(db: Db): Promise<Write[]> {
  const rows = await db.all<Write>(sql.raw(`select tbl, op, rid from ${AUDIT} order by rowid`));
  if (rows.length) await db.run(sql.raw(`delete from ${AUDIT}`));
  return rows;
}
