import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { types, type PGlite } from '@electric-sql/pglite';
import { createPglite } from './client.js';
import { withPreparedStatements } from './pglite-statements.js';

/** drizzle's raw-query options: dates stay text. */
const RAW = { rowMode: 'object' as const, parsers: { [types.TIMESTAMPTZ]: (v: string) => v } };

describe('PGlite with prepared statements', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await createPglite();
    await pglite.exec(`
      create extension if not exists vector;
      create table items (id serial primary key, name text not null unique, tags text[] not null default '{}',
        meta jsonb, at timestamptz not null default '2026-01-02T03:04:05Z', v vector(3));
      insert into items (name, tags, meta, v) values ('a', '{x,y}', '{"k":1}', '[1,0,0]'), ('b', '{}', null, '[0,1,0]'), ('c', '{z}', '[1,2]', null);`);
  });
  afterAll(async () => { await pglite.close(); });

  /** What a failed query threw (a test fails if it answered). */
  const failure = (answer: Promise<unknown>) =>
    answer.then(() => { throw new Error('expected the query to fail'); }, (e: unknown) => e as Error & Record<string, unknown>);

  const preparedStatements = async () =>
    (await pglite.query<{ name: string; generic_plans: number; custom_plans: number }>(
      'select name, generic_plans::int, custom_plans::int from pg_prepared_statements order by name')).rows;

  it('answers every query exactly as PGlite itself does, in both row modes', async () => {
    const { client } = withPreparedStatements(pglite);
    const cases: [string, unknown[]][] = [
      ['select * from items where id = any($1::int[]) order by id', [[1, 2, 3]]],
      ['select name, tags, meta, at, v::text as v from items where name = $1 or $2::boolean order by id', ['a', false]],
      ['select $1::text as t, $2::int as i, $3::jsonb as j, $4::uuid as u, $5::vector <=> v as d from items order by id',
        ['x', 7, { a: [1] }, '6f9619ff-8b86-d011-b42d-00cf4fc964ff', '[1,1,0]']],
      ['select count(*)::int as n from items where meta is null and $1::text is null', [null]],
      ['with n as (select name from items where tags && $1::text[]) select * from n order by name', [['x', 'z']]],
    ];
    for (const [text, params] of cases) {
      for (const options of [RAW, { rowMode: 'array' as const }]) {
        const mine = await client.query(text, params, options);
        const theirs = await pglite.query(text, params, options);
        expect(mine.rows).toEqual(theirs.rows);
        expect(mine.fields).toEqual(theirs.fields);
      }
    }
  });

  it('prepares each statement once and lets the server settle on one generic plan', async () => {
    const { client, size } = withPreparedStatements(pglite);
    const before = size();
    const text = "select name from items where name <> $1 order by id limit 2";
    for (let i = 0; i < 8; i++) expect((await client.query<{ name: string }>(text, ['a'])).rows.map((r) => r.name)).toEqual(['b', 'c']);
    expect(size()).toBe(before + 1);
    const mine = (await preparedStatements()).filter((s) => s.generic_plans + s.custom_plans === 8);
    expect(mine).toHaveLength(1);
    // plan_cache_mode = auto: five custom plans, then the generic one, as on a real server.
    expect(mine[0]!.generic_plans).toBeGreaterThan(0);
  });

  it('reports errors as PGlite does and keeps the statement usable after a data error', async () => {
    const { client } = withPreparedStatements(pglite);
    const mine = await failure(client.query('select 1 / $1::int as x', [0]));
    const theirs = await failure(pglite.query('select 1 / $1::int as x', [0]));
    expect(mine).toBeInstanceOf(Error);
    expect([mine.code, mine.message, mine.query, mine.params]).toEqual([theirs.code, theirs.message, theirs.query, theirs.params]);
    expect((await client.query<{ x: number }>('select 1 / $1::int as x', [1])).rows).toEqual([{ x: 1 }]);

    const syntax = await failure(client.query('select from from items where', []));
    expect(syntax.code).toBe('42601');
    const duplicate = await failure(client.query('insert into items (name) values ($1)', ['a']));
    expect(duplicate.code).toBe('23505');
    expect((await client.query<{ n: number }>('select count(*)::int as n from items where name = $1', ['a'])).rows).toEqual([{ n: 1 }]);
  });

  it('prepares afresh when a schema change alters what a statement returns', async () => {
    const { client } = withPreparedStatements(pglite);
    await pglite.exec('create table shapes (id int); insert into shapes values (1);');
    expect((await client.query('select * from shapes where id = $1', [1])).rows).toEqual([{ id: 1 }]);
    await pglite.exec("alter table shapes add column label text default 'new'");
    expect((await client.query('select * from shapes where id = $1', [1])).rows).toEqual([{ id: 1, label: 'new' }]);
  });

  it('keeps at most its limit of statements, closing the least recently used on the server', async () => {
    const { client, size } = withPreparedStatements(pglite, { max: 3 });
    const names = async () => (await preparedStatements()).map((s) => s.name);
    const start = await names();
    for (const n of [1, 2, 3, 1, 4, 5]) await client.query(`select ${n}::int as n where $1::boolean`, [true]);
    expect(size()).toBe(3);
    const now = (await names()).filter((n) => !start.includes(n));
    expect(now).toHaveLength(3);
    // 1 was used again after 2 and 3, so 2 and 3 went first: 1, 4 and 5 are kept and still answer.
    expect((await client.query('select 1::int as n where $1::boolean', [true])).rows).toEqual([{ n: 1 }]);
    expect(size()).toBe(3);
    expect((await names()).filter((n) => !start.includes(n))).toEqual(now);
  });

  it('leaves utility statements to PGlite', async () => {
    const { client, size } = withPreparedStatements(pglite);
    await client.query('create table utility_only (id int)');
    await client.query("set application_name = 'atelier-test'");
    expect(size()).toBe(0);
  });

  it('never runs inside another caller\'s transaction', async () => {
    const { client } = withPreparedStatements(pglite);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => { inserted = resolve; });
    const transaction = pglite.transaction(async (tx) => {
      await tx.query("insert into items (name) values ('in-transaction')");
      inserted();
      await gate;
      await tx.rollback();
    });
    await insertedYet;
    let answered = false;
    const count = client.query<{ n: number }>('select count(*)::int as n from items where name = $1', ['in-transaction'])
      .then((r) => { answered = true; return r.rows[0]!.n; });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();
    await transaction;
    // It ran after the transaction ended, so it never saw the rolled-back row.
    expect(await count).toBe(0);
  });
});
