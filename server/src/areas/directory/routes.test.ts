import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { API_MESSAGES } from '@portal/shared/core';
import { createTestApp, signInAll, type TestApp } from '../../../test/harness';
import { customers } from '../../db/tables/directory';

let t: TestApp;
let cookies: Record<string, string>;
before(async () => {
  t = await createTestApp();
  cookies = await signInAll(t.app, ['admin', 'rep', 'rep2', 'csr', 'customer', 'viewer', 'artist']);
});
after(() => t.close());

const get = (url: string, who?: string) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookies[who] } : {} });

describe('reps and customers', () => {
  test('GET /api/reps is for staff pickers: a CUSTOMER and a user with no flags get 403', async () => {
    for (const who of ['customer', 'viewer']) assert.equal((await get('/api/reps', who)).statusCode, 403, who);
    for (const who of ['csr', 'rep', 'artist']) assert.equal((await get('/api/reps', who)).statusCode, 200, who);
  });

  test('GET /api/reps lists {SREP, name} including 000 and 100', async () => {
    const reps = (await get('/api/reps', 'csr')).json() as { SREP: string; name: string }[];
    assert.deepEqual(Object.keys(reps[0]).sort(), ['SREP', 'name']);
    const codes = reps.map((r) => r.SREP);
    for (const code of ['000', '100', '101', '102']) assert.ok(codes.includes(code), code);
    assert.equal(reps.find((r) => r.SREP === '000')!.name, 'House Account');
    assert.ok(reps.length >= 19);
  });

  test('GET /api/customers gives internal users every customer as {numb, cust}', async () => {
    const list = (await get('/api/customers', 'csr')).json() as { numb: string; cust: string }[];
    assert.ok(list.length >= 300);
    assert.deepEqual(Object.keys(list[0]).sort(), ['cust', 'numb']);
  });

  test('GET /api/customers gives a rep only the customers of their rep code', async () => {
    const list = (await get('/api/customers', 'rep')).json() as { numb: string }[];
    const own = await t.database.db.select({ numb: customers.numb }).from(customers).where(eq(customers.repCode, '101'));
    assert.ok(own.length > 0);
    assert.deepEqual(list.map((c) => c.numb).sort(), own.map((c) => c.numb).sort());
  });

  test('GET /api/customers gives a customer user only the accounts linked to them', async () => {
    const list = (await get('/api/customers', 'customer')).json() as { numb: string }[];
    assert.equal(list.length, 2);
  });

  test('GET /api/customer/:rep lets internal users ask for any rep', async () => {
    const response = await get('/api/customer/102', 'csr');
    assert.equal(response.statusCode, 200);
    const own = await t.database.db.select({ numb: customers.numb }).from(customers).where(eq(customers.repCode, '102'));
    assert.equal((response.json() as unknown[]).length, own.length);
  });

  test('GET /api/customer/:rep lets a rep ask for their own code and the reps they manage only', async () => {
    assert.equal((await get('/api/customer/101', 'rep')).statusCode, 200);
    assert.equal((await get('/api/customer/102', 'rep')).statusCode, 200, 'rep 101 manages 102');
    const other = await get('/api/customer/103', 'rep');
    assert.equal(other.statusCode, 403);
    assert.deepEqual(other.json(), { message: API_MESSAGES.forbidden });
    assert.equal((await get('/api/customer/101', 'rep2')).statusCode, 403, 'rep 102 does not manage its manager');
    assert.equal((await get('/api/customer/101', 'customer')).statusCode, 403);
  });
});

describe('leagues, teams and players', () => {
  test('GET /api/leagueTeam lists leagues with their teams', async () => {
    const leagues = (await get('/api/leagueTeam', 'viewer')).json() as {
      id: number;
      name: string;
      teams: { id: number; name: string }[];
    }[];
    const names = leagues.map((l) => l.name);
    for (const league of ['NHL', 'NFL', 'MLB', 'NBA', 'CFL', 'MLS']) assert.ok(names.includes(league), league);
    const nhl = leagues.find((l) => l.name === 'NHL')!;
    assert.ok(nhl.teams.some((team) => team.name === 'Toronto Maple Leafs'));
    assert.deepEqual(Object.keys(nhl.teams[0]).sort(), ['id', 'name']);
  });

  test('GET /api/leagueTeamPlayer adds players, with the Default Player 00 on every team', async () => {
    const leagues = (await get('/api/leagueTeamPlayer', 'viewer')).json() as {
      teams: { name: string; players: { id: number; number: string; name: string }[] }[];
    }[];
    const teams = leagues.flatMap((l) => l.teams);
    assert.ok(teams.length > 100);
    for (const team of teams) {
      assert.equal(team.players[0].number, '00', team.name);
      assert.equal(team.players[0].name, 'Default Player', team.name);
      assert.ok(team.players.length >= 4, `${team.name} has real players too`);
    }
    assert.deepEqual(Object.keys(teams[0].players[1]).sort(), ['id', 'name', 'number']);
  });
});
