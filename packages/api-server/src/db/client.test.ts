import { describe, expect, it } from 'vitest';

import { type Db, retryTransactionsThatNeverStarted } from './client.js';

/** A stand-in for drizzle's `transaction`: `begin` fails `failures` times, then the callback runs. */
function fakeDb(failures: number) {
  let begins = 0;
  const db = {
    async transaction(run: (tx: unknown) => Promise<unknown>) {
      begins += 1;
      if (begins <= failures) throw new Error('Failed query: begin');
      return run({});
    },
  };
  retryTransactionsThatNeverStarted(db as unknown as Db);
  return { db: db as unknown as Db, begins: () => begins };
}

describe('transactions on a pooled connection PostgreSQL ended (docs/requirements/issues/26-past-one-machine.md)', () => {
  it('tries a transaction whose begin failed again, twice at most', async () => {
    const twice = fakeDb(2);
    let runs = 0;
    await expect(twice.db.transaction(async () => ++runs)).resolves.toBe(1);
    expect(twice.begins()).toBe(3);
    const always = fakeDb(5);
    await expect(always.db.transaction(async () => ++runs)).rejects.toThrow('Failed query: begin');
    expect(always.begins()).toBe(3);
  });

  it('never runs a callback again once it has started', async () => {
    const { db, begins } = fakeDb(0);
    let runs = 0;
    await expect(
      db.transaction(async () => {
        runs += 1;
        throw new Error('insert failed');
      }),
    ).rejects.toThrow('insert failed');
    expect(runs).toBe(1);
    expect(begins()).toBe(1);
  });
});
