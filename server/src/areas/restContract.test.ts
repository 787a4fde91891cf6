import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { z } from 'zod';
import { API_MESSAGES, isoDateTime, restRoute } from '@portal/shared/core';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { errorHandler } from '../platform/httpErrors';
import { serializerCompiler, serve, validatorCompiler } from '../platform/rest';

// The REST contract (core/rest.ts, platform/rest.ts, platform/openApi.ts): every /api route declares
// its input and answers, the OpenAPI document lists every route and is valid OpenAPI 3.1, and a
// declared route checks its input and shapes its answer with the declared schemas.

let t: TestApp;
let cookie = '';
before(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, 'admin@demo.local');
});
after(() => t.close());

/** Every /api route the server serves, but the document's own. */
const apiRoutes = () => [...new Set(t.app.routeList)].filter((r) => / \/api\//.test(r) && !/ \/api\/(docs|openapi\.json)/.test(r)).sort();

describe('the REST contract', () => {
  test('every /api route declares its input and answers (a route mounted without serve() fails here)', () => {
    assert.deepEqual(
      [...new Set(t.app.undeclaredRoutes)].filter((r) => !/ \/api\/docs/.test(r)).sort(),
      [],
      'routes without declared answers: declare them in @portal/shared/core and mount them with serve()',
    );
  });

  test('GET /api/openapi.json is a valid OpenAPI 3.1 document of every /api route; /api/docs shows it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { cookie } });
    assert.equal(response.statusCode, 200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, { responses?: object }>> };
    const validator = new Validator();
    const result = await validator.validate(document);
    assert.ok(result.valid, JSON.stringify(result.errors, null, 2)?.slice(0, 2000));
    assert.equal(validator.version, '3.1');
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
    );
    assert.deepEqual(
      apiRoutes().filter((r) => !documented.includes(r.replace(/\*$/, ':*'))),
      [],
      'every /api route is in the document',
    );
    // A declared route documents its answer's shape.
    const reps = document.paths['/api/reps'].get as { responses: Record<string, { content?: Record<string, { schema: object }> }> };
    assert.deepEqual(Object.keys(reps.responses['200'].content ?? {}), ['application/json']);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode, 401);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { cookie } });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
  });
});

describe('a declared route', () => {
  const echo = restRoute({
    method: 'POST',
    path: '/echo/:id',
    summary: 'test',
    params: z.object({ id: z.coerce.number().int() }),
    body: z.object({ name: z.string({ error: 'A name, please.' }).min(1, 'A name, please.') }),
    answers: { 200: z.object({ id: z.number(), name: z.string(), at: isoDateTime }) },
  });
  const app = Fastify();
  app.setErrorHandler(errorHandler);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  serve(app, echo, {
    // An undeclared field (secret), to see it dropped.
    handler: async (request) =>
      ({ id: request.params.id, name: request.body.name, at: new Date('2026-11-29T12:00:00Z'), secret: 'x' }) as any,
  });

  test('takes its parameters and body as the schemas give them, and answers only what is declared', async () => {
    const ok = await app.inject({ method: 'POST', url: '/echo/7', payload: { name: 'Crest' } });
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(ok.json(), { id: 7, name: 'Crest', at: '2026-11-29T12:00:00.000Z' });
  });

  test('refuses bad input with the schema’s message, and a U+0000 as text no field can store', async () => {
    const bad = await app.inject({ method: 'POST', url: '/echo/7', payload: { name: '' } });
    assert.deepEqual([bad.statusCode, bad.json()], [400, { message: 'A name, please.' }]);
    const nul = await app.inject({ method: 'POST', url: '/echo/7', payload: { name: 'a\u0000b' } });
    assert.deepEqual([nul.statusCode, nul.json()], [400, { message: API_MESSAGES.nulCharacter }]);
    const id = await app.inject({ method: 'POST', url: '/echo/x', payload: { name: 'Crest' } });
    assert.equal(id.statusCode, 400);
  });
});
