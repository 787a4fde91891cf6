import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { approvalArtPath, formatMoney, ORDER_STATUS as S } from '@portal/shared/core';
import { outbox } from '../../../db/tables/platform';
import { designs } from '../../../db/tables/designs-color';
import { orderItems, orderItemSizes, orders } from '../../../db/tables/orders/model';
import { createOrderWorld, ofRep, type OrderWorld } from '../detail/orderTestKit';
import { ART_FOLDER } from './approvalArt';
import { orderApprovals } from '../../../db/tables/orders/approval';

// What the customer approves (approval/README.md "What the link shows"): orderApproval's items and
// total equal the order's own (the order page's answer), the e-mail lists them with thumbnails, and
// GET /api/order_approval/:orderId/:linkId/art/:itemId serves an item's art only through a live
// link of the item's own order.

let w: OrderWorld;
before(async () => {
  w = await createOrderWorld();
});
after(() => w.t.close());

const db = () => w.t.database.db;
const files = () => w.t.app.platform.files;
const CUSTOMER = 'art-buyer@customer.example';

const SEND = `mutation Send($id: Int!, $emails: String!) { sendOrderForApproval(id: $id, emails: $emails) { status } }`;
const LINK = /* GraphQL */ `
  query Link($id: String!, $order: Int!) {
    orderApproval(id: $id, order: $order) {
      orderNumber currency totalCents
      items { id styleCode name color design priceCents quantity amountCents sizes { size quantity upchargeCents } }
      charges { name amountCents }
    }
  }
`;
const ORDER = /* GraphQL */ `
  query Order($id: Int!) {
    order(id: $id) {
      totals { totalCents }
      items { id styleCode name color designId designVariation finalPriceCents quantity amountCents sizes { size quantity upchargeCents } }
      charges { name amountCents }
    }
  }
`;
const APPROVE = `mutation Approve($id: String!, $order: Int!) { approveOrder(id: $id, order: $order, email: "pat@customer.example", name: "Pat") }`;

const taken: number[] = [0];
/** A rep-101 order with at least two items, not used before in this file, sent to the customer at AwaitingArtConf. */
async function sent(): Promise<{ orderId: number; linkId: string }> {
  const order = await w.orderWhere(
    ofRep(
      S.Saved,
      '101',
      and(notInArray(orders.id, taken), sql`(select count(*) from order_items i where i.order_id = ${orders.id}) >= 2`),
    ),
  );
  taken.push(order.id);
  await db().update(orders).set({ status: S.AwaitingArtConf }).where(eq(orders.id, order.id));
  const { errors } = await w.gql(SEND, { id: order.id, emails: CUSTOMER }, 'rep');
  assert.equal(errors, undefined, errors?.[0].message);
  const [link] = await db()
    .select()
    .from(orderApprovals)
    .where(eq(orderApprovals.orderId, order.id))
    .orderBy(desc(orderApprovals.createdAt))
    .limit(1);
  return { orderId: order.id, linkId: link.id };
}

const itemsOf = (orderId: number) =>
  db().select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.line), asc(orderItems.id));

/** Puts a seeded design (its art drawn by the seed and stored as an SVG) on the order's first item; answers the design's 'id-variation'. */
async function withDrawnDesign(itemId: number): Promise<{ id: string; variation: number }> {
  const [design] = await db()
    .select({ id: designs.id, variation: designs.variation })
    .from(designs)
    .where(sql`${designs.imageKey} like '%.svg'`)
    .limit(1);
  await db().update(orderItems).set({ designId: design.id, designVariation: design.variation }).where(eq(orderItems.id, itemId));
  return design;
}

const get = (url: string, cookie?: string) => w.t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function madeImages(): Promise<{ key: string; modifiedAt: number }[]> {
  const found: { key: string; modifiedAt: number }[] = [];
  for await (const f of files().list(ART_FOLDER)) found.push({ key: f.key, modifiedAt: f.modifiedAt.getTime() });
  return found;
}

describe('orderApproval: the order as the customer approves it', () => {
  test("answers every item with its style, colour, design, sizes and quantities, prices, and the order's total, equal to the order page's", async () => {
    const { orderId, linkId } = await sent();
    const [first] = await itemsOf(orderId);
    const design = await withDrawnDesign(first.id);
    const { data, errors } = await w.gql<any>(LINK, { id: linkId, order: orderId });
    assert.equal(errors, undefined, errors?.[0].message);
    const staff = (await w.gql<any>(ORDER, { id: orderId }, 'admin')).data.order;
    const link = data.orderApproval;
    assert.equal(link.totalCents, staff.totals.totalCents);
    const [stored] = await db()
      .select({ totalCents: orders.totalCents, currency: orders.currency })
      .from(orders)
      .where(eq(orders.id, orderId));
    assert.equal(link.totalCents, stored.totalCents, 'the total is the stored total (recomputeOrderTotals keeps it)');
    assert.equal(link.currency, stored.currency);
    assert.deepEqual(
      link.charges,
      staff.charges.map((c: any) => ({ name: c.name, amountCents: c.amountCents })),
    );
    assert.deepEqual(
      link.items,
      staff.items.map((i: any) => ({
        id: i.id,
        styleCode: i.styleCode,
        name: i.name,
        color: i.color,
        design: i.designId === null ? null : `${i.designId}-${i.designVariation}`,
        priceCents: i.finalPriceCents,
        quantity: i.quantity,
        amountCents: i.amountCents,
        sizes: i.sizes.filter((s: any) => s.quantity > 0),
      })),
    );
    assert.equal(link.items[0].design, `${design.id}-${design.variation}`);
    assert.ok(link.items.length >= 2);
    assert.ok(link.items.every((i: any) => i.sizes.length > 0 && i.sizes.every((s: any) => s.quantity > 0)));
  });

  test('the request e-mail lists the items with thumbnails through the link, their sizes and quantities, and the total', async () => {
    const { orderId, linkId } = await sent();
    const [mail] = await db().select().from(outbox).where(sql`${CUSTOMER} = any(${outbox.to})`).orderBy(desc(outbox.id)).limit(1);
    const items = await itemsOf(orderId);
    const { data } = await w.gql<any>(LINK, { id: linkId, order: orderId });
    for (const item of items) {
      const thumb = `http://localhost:80${approvalArtPath(orderId, linkId, item.id, 'thumb')}`;
      assert.ok(
        mail.bodyHtml?.includes(`<img src="${thumb.replace(/&/g, '&amp;')}" width="64" height="64" alt="Art of `),
        `thumbnail of item ${item.id}`,
      );
      assert.ok(mail.bodyText.includes(`${item.name} (${item.styleCode}), ${item.color}`));
    }
    for (const item of data.orderApproval.items) for (const s of item.sizes) assert.ok(mail.bodyText.includes(`${s.size} × ${s.quantity}`));
    const { totalCents, currency } = data.orderApproval;
    assert.ok(mail.bodyText.includes(`Total: ${formatMoney(totalCents, currency)} ${currency}`));
    assert.match(mail.bodyHtml ?? '', /<strong>Total<\/strong>/);
  });
});

describe('GET /api/order_approval/:orderId/:linkId/art/:itemId', () => {
  test("serves the design's artwork for a live link without a session: its own type, private, nosniff, sandboxed SVG", async () => {
    const { orderId, linkId } = await sent();
    const [first] = await itemsOf(orderId);
    await withDrawnDesign(first.id);
    const art = await get(approvalArtPath(orderId, linkId, first.id));
    assert.equal(art.statusCode, 200);
    assert.equal(art.headers['content-type'], 'image/svg+xml');
    assert.match(String(art.headers['cache-control']), /^private/);
    assert.equal(art.headers['x-content-type-options'], 'nosniff');
    assert.match(String(art.headers['content-security-policy']), /sandbox/);
    assert.match(art.body, /^<svg /);
    assert.equal(art.headers['set-cookie'], undefined);
  });

  test("an uploaded design's own PNG, and the product picture (mock-up) of an item without a design", async () => {
    const { orderId, linkId } = await sent();
    const [first, second] = await itemsOf(orderId);
    const [design] = await db().select({ uid: designs.uid, id: designs.id, variation: designs.variation }).from(designs).limit(1);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    await files().put(`designs/test-art/${design.uid}.png`, png);
    await db()
      .update(designs)
      .set({ imageKey: `designs/test-art/${design.uid}.png` })
      .where(eq(designs.uid, design.uid));
    await db().update(orderItems).set({ designId: design.id, designVariation: design.variation }).where(eq(orderItems.id, first.id));
    await db().update(orderItems).set({ designId: null, designVariation: null }).where(eq(orderItems.id, second.id));
    const uploaded = await get(approvalArtPath(orderId, linkId, first.id));
    assert.equal(uploaded.statusCode, 200);
    assert.equal(uploaded.headers['content-type'], 'image/png');
    assert.deepEqual(uploaded.rawPayload, png);
    const mockUp = await get(approvalArtPath(orderId, linkId, second.id));
    assert.equal(mockUp.statusCode, 200);
    assert.equal(mockUp.headers['content-type'], 'image/png');
    assert.deepEqual(mockUp.rawPayload, (await get(`/Images/Products/${encodeURIComponent(second.imageKey)}`)).rawPayload);
  });

  test('the thumbnail is a small PNG made once: the second request serves the stored file without drawing it again', async () => {
    const { orderId, linkId } = await sent();
    const [first] = await itemsOf(orderId);
    await withDrawnDesign(first.id);
    const before = new Set((await madeImages()).map((f) => f.key));
    const thumb = await get(approvalArtPath(orderId, linkId, first.id, 'thumb'));
    assert.equal(thumb.statusCode, 200);
    assert.equal(thumb.headers['content-type'], 'image/png');
    assert.match(String(thumb.headers['cache-control']), /^private/);
    assert.equal(thumb.headers['x-content-type-options'], 'nosniff');
    const meta = await sharp(thumb.rawPayload).metadata();
    assert.equal(meta.format, 'png');
    assert.equal(Math.max(meta.width!, meta.height!), 128);
    const made = (await madeImages()).filter((f) => !before.has(f.key));
    assert.equal(made.length, 1, 'one file made for the thumbnail');
    assert.match(made[0].key, /^approval-art\/128-[0-9a-f]{64}\.png$/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await get(approvalArtPath(orderId, linkId, first.id, 'thumb'));
    assert.deepEqual(again.rawPayload, thumb.rawPayload);
    const after = (await madeImages()).filter((f) => !before.has(f.key));
    assert.deepEqual(after, made, 'the same one file, not written again');
    const screen = await get(approvalArtPath(orderId, linkId, first.id, 'screen'));
    const screenMeta = await sharp(screen.rawPayload).metadata();
    assert.equal(Math.max(screenMeta.width!, screenMeta.height!), 360);
  });

  test('404, revealing nothing, for another order’s item, an unknown item, a used or superseded link, and a malformed address', async () => {
    const mine = await sent();
    const other = await sent();
    const [mineItem] = await itemsOf(mine.orderId);
    const [otherItem] = await itemsOf(other.orderId);
    assert.equal(
      (await get(approvalArtPath(mine.orderId, mine.linkId, mineItem.id))).statusCode,
      200,
      'the control: the own item is served',
    );
    const refused = [
      approvalArtPath(mine.orderId, mine.linkId, otherItem.id),
      approvalArtPath(mine.orderId, mine.linkId, otherItem.id, 'thumb'),
      approvalArtPath(other.orderId, mine.linkId, otherItem.id),
      approvalArtPath(mine.orderId, mine.linkId, 2_000_000_000),
      approvalArtPath(mine.orderId, 'x'.repeat(43), mineItem.id),
      `/api/order_approval/${mine.orderId}/${mine.linkId}/art/abc`,
      `/api/order_approval/${mine.orderId}/${mine.linkId}/art/${mineItem.id}?size=huge`,
    ];
    const answers = await Promise.all(refused.map((url) => get(url)));
    for (const [i, answer] of answers.entries()) {
      assert.equal(answer.statusCode, 404, refused[i]);
      assert.deepEqual(answer.json(), { message: 'Not found.' }, refused[i]);
    }
    // A staff session opens no other door: the link is the key.
    assert.equal((await get(approvalArtPath(mine.orderId, mine.linkId, otherItem.id), w.cookies.admin)).statusCode, 404);

    // Used: the customer answered.
    const { errors } = await w.gql(APPROVE, { id: mine.linkId, order: mine.orderId });
    assert.equal(errors, undefined);
    assert.equal((await get(approvalArtPath(mine.orderId, mine.linkId, mineItem.id))).statusCode, 404);
    assert.equal((await get(approvalArtPath(mine.orderId, mine.linkId, mineItem.id, 'thumb'))).statusCode, 404);

    // Superseded: sent again, the old link's art is gone, the new link's is there.
    const { errors: again } = await w.gql(SEND, { id: other.orderId, emails: CUSTOMER }, 'rep');
    assert.equal(again, undefined);
    const [fresh] = await db()
      .select()
      .from(orderApprovals)
      .where(and(eq(orderApprovals.orderId, other.orderId), eq(orderApprovals.superseded, false)));
    assert.notEqual(fresh.id, other.linkId);
    assert.equal((await get(approvalArtPath(other.orderId, other.linkId, otherItem.id))).statusCode, 404);
    assert.equal((await get(approvalArtPath(other.orderId, fresh.id, otherItem.id))).statusCode, 200);
  });
});

describe('the link shows the version it was sent for', () => {
  const QUANTITIES = `mutation Q($id: Int!, $sizes: [OrderSizeQuantityInput!]!) { updateOrderQuantities(id: $id, sizes: $sizes) { id } }`;
  const HEADER = `mutation H($id: Int!, $input: OrderHeaderInput!) { updateOrder(id: $id, input: $input) { id } }`;
  const UNAVAILABLE = 'input: The link to this version of the art/order is no longer available.';

  test('changed quantities supersede the open link: its page and its art are gone until the order is sent again', async () => {
    const { orderId, linkId } = await sent();
    const [item] = await itemsOf(orderId);
    const [size] = await db()
      .select()
      .from(orderItemSizes)
      .where(eq(orderItemSizes.itemId, item.id))
      .orderBy(asc(orderItemSizes.id))
      .limit(1);
    const { errors } = await w.gql(
      QUANTITIES,
      { id: orderId, sizes: [{ sizeId: size.id, qtyC: size.qtyC + 1, qtyU: size.qtyU }] },
      'admin',
    );
    assert.equal(errors, undefined, errors?.[0].message);
    assert.equal((await w.gql(LINK, { id: linkId, order: orderId })).errors?.[0].message, UNAVAILABLE);
    assert.equal((await get(approvalArtPath(orderId, linkId, item.id))).statusCode, 404);
  });

  test('a new PO supersedes it; a header edit that changes nothing the customer sees does not', async () => {
    const { orderId, linkId } = await sent();
    const order = await w.orderById(orderId);
    const input = {
      po: order.po,
      rush: order.rush,
      tags: order.tags,
      department: 'Athletics',
      dateRequired: '2027-03-20',
      scheduledShipDate: '2027-03-10',
    };
    const same = await w.gql(HEADER, { id: orderId, input }, 'admin');
    assert.equal(same.errors, undefined, same.errors?.[0].message);
    assert.equal((await w.gql(LINK, { id: linkId, order: orderId })).errors, undefined, 'still live');
    const changed = await w.gql(HEADER, { id: orderId, input: { ...input, po: `${order.po ?? ''}-B` } }, 'admin');
    assert.equal(changed.errors, undefined, changed.errors?.[0].message);
    assert.equal((await w.gql(LINK, { id: linkId, order: orderId })).errors?.[0].message, UNAVAILABLE);
  });
});
