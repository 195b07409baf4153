import { PGlite } from '@electric-sql/pglite';
import knexFactory from 'knex';
import ClientPgLite from 'knex-pglite';
const pg = new PGlite();
await pg.waitReady;
await pg.exec(`create table wallets(account_id text primary key, balance_micro_usd bigint not null default 0, held_micro_usd bigint not null default 0, spent_micro_usd bigint not null default 0, updated_at timestamptz default now());
insert into wallets(account_id) select 'acct_' || g from generate_series(1,1000) g;`);
const knex = knexFactory({ client: ClientPgLite as any, dialect: 'postgres', connection: () => ({ pglite: pg }) as object } as any);
const N = 3000;
async function time(name: string, f: () => Promise<unknown>) {
  for (let i = 0; i < 500; i++) await f();
  const t0 = process.cpuUsage(); const w0 = performance.now();
  for (let i = 0; i < N; i++) await f();
  const t = process.cpuUsage(t0); const w = performance.now() - w0;
  console.log(name.padEnd(30), ((t.user + t.system) / N).toFixed(1), 'µs cpu', (w * 1000 / N).toFixed(1), 'µs wall');
}
await time('knex toSQL only', async () => knex('wallets').where({ account_id: 'acct_7' }).first().toSQL());
await time('knex raw', () => knex.raw('select * from wallets where account_id = ? limit 1', ['acct_7']));
await time('knex first', () => knex('wallets').where({ account_id: 'acct_7' }).first());
await time('raw query param', () => pg.query('select * from wallets where account_id = $1 limit 1', ['acct_7']));
await time('knex first', () => knex('wallets').where({ account_id: 'acct_7' }).first());
await time('raw query param', () => pg.query('select * from wallets where account_id = $1 limit 1', ['acct_7']));
process.exit(0);
