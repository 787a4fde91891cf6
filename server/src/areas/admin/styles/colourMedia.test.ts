import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { createTestApp, signIn, type TestApp } from '../../../../test/harness';
import { SANDBOX_CSP } from '../../../platform/servedFiles';
import { colourHex } from './colourMedia';
import { SEED_STYLE } from './seed';

// A style colour's media (spec 002 §3; mfe-admin/README.md "Colour media"): the seeded colours'
// vector, model, ghost and vectorD paths answer real pictures of the colour on the editor's canvas,
// with the served-file headers (nosniff, cache, ETag, a sandbox for SVG), the same bytes every time;
// names no colour carries are 404, and users without the styles rule are refused.

let t: TestApp;
const cookies = new Map<string, string>();
before(async () => {
  t = await createTestApp();
});
after(() => t.close());
const cookieOf = async (as: string) => {
  if (!cookies.has(as)) cookies.set(as, await signIn(t.app, as));
  return cookies.get(as)!;
};
const get = async (url: string, as = 'admin@demo.local', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: await cookieOf(as), ...headers } });
type Colour = { code: string; vector: string; model: string; ghost: string; vectorD: string };
async function colours(): Promise<Colour[]> {
  const r = await t.app.inject({
    method: 'POST',
    url: '/gql',
    headers: { cookie: await cookieOf('admin@demo.local') },
    payload: {
      query: 'query($sku: String!) { product(sku: $sku) { colors { code vector model ghost vectorD } } }',
      variables: { sku: SEED_STYLE },
    },
  });
  return r.json().data.product.colors;
}
const centre = async (bytes: Buffer) => {
  const { data } = await sharp(bytes)
    .extract({ left: 480, top: 560, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data];
};
const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

test("each seeded colour's four media are pictures of the colour on the 1000 × 1000 canvas, served with their headers", async () => {
  const list = await colours();
  assert.ok(list.length >= 3);
  for (const c of list) {
    const kinds = [
      { url: c.vector, type: 'image/svg+xml', format: 'svg' },
      { url: c.vectorD, type: 'image/svg+xml', format: 'svg' },
      { url: c.ghost, type: 'image/png', format: 'png' },
      { url: c.model, type: 'image/jpeg', format: 'jpeg' },
    ];
    for (const k of kinds) {
      const r = await get(k.url);
      assert.equal(r.statusCode, 200, k.url);
      assert.equal(r.headers['content-type'], k.type, k.url);
      assert.equal(r.headers['x-content-type-options'], 'nosniff');
      assert.equal(r.headers['cache-control'], 'private, max-age=3600, must-revalidate');
      assert.match(String(r.headers.etag), /^"[\w-]+"$/);
      if (k.format === 'svg') assert.equal(r.headers['content-security-policy'], SANDBOX_CSP, k.url);
      const meta = await sharp(r.rawPayload).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], [k.format, 1000, 1000], k.url);
    }
    // The renders are in the colour: the middle of the body (shaded by a gradient) is near it.
    const ghost = (await get(c.ghost)).rawPayload;
    const [r, g, b] = await centre(ghost);
    const [er, eg, eb] = rgb(colourHex(c.code));
    assert.ok(Math.abs(r - er) + Math.abs(g - eg) + Math.abs(b - eb) < 120, `${c.code}: ${[r, g, b]} vs ${colourHex(c.code)}`);
    assert.equal((await sharp(ghost).stats()).isOpaque, false, 'the ghost is on transparent (masks are laid over it)');
    assert.equal((await sharp((await get(c.model)).rawPayload).stats()).isOpaque, true);
  }
});

test('the same bytes every time; a current copy is a 304; names no colour carries, other styles and bad names are 404; only the styles rule reads them', async () => {
  const [c] = await colours();
  const first = await get(c.ghost);
  const again = await get(c.ghost);
  assert.deepEqual(again.rawPayload, first.rawPayload);
  assert.equal((await get(c.ghost, 'admin@demo.local', { 'if-none-match': String(first.headers.etag) })).statusCode, 304);
  const file = c.ghost.split('/').pop()!;
  for (const url of [
    `/media/styles/${SEED_STYLE}/PNK_G.png`,
    `/media/styles/NOPE/${file}`,
    `/media/styles/${SEED_STYLE}/..%2Fx.png`,
    `/media/styles/${SEED_STYLE}/${file.replace('.png', '.gif')}`,
  ]) {
    assert.equal((await get(url)).statusCode, 404, url);
  }
  assert.equal((await get(c.ghost, 'rep@demo.local')).statusCode, 403);
  assert.equal((await t.app.inject({ method: 'GET', url: c.ghost })).statusCode, 401);
});
