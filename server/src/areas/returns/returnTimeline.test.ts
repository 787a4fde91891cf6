import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { messages, RETURN_MESSAGES } from '@portal/shared/core';
import type { Who } from '../orders/testing';
import { outbox } from '../../db/tables/platform';
import { createReturnWorld, inputOf, oneUnitDraft, type ReturnWorld } from './returnsTestKit';
import { returnFiles } from '../../db/tables/returns';
import { multipart } from '../../../test/multipart';

// Comments, files and field updates (spec 001 §2.1, §3.1, §6, §7.1, §8.1): timeline posts with
// files and cc (a post with cc is an e-mail in the outbox), the 403 comment delete, uploads checked
// on their bytes, downloads only for people who may see the return, file delete by state, and
// PUT /api/{field}.

let w: ReturnWorld;
before(async () => {
  w = await createReturnWorld();
});
after(() => w.t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6300010000000500010d0a2db40000000049454e44ae426082',
  'hex',
);

async function upload(who: Who, files: { name: string; data: Buffer; type?: string }[]) {
  const { payload, headers } = multipart(files.map((f) => ({ field: 'files', ...f })));
  const response = await w.t.app.inject({
    method: 'POST',
    url: '/api/return/upload',
    headers: { cookie: w.cookies[who], ...headers },
    payload,
  });
  return { statusCode: response.statusCode, json: () => response.json() };
}

const POST = /* GraphQL */ `
  mutation Post($id: Int!, $input: ReturnTimelinePostInput!, $files: [String!]) {
    createReturnTimelinePost(id: $id, input: $input, files: $files) { id type comment cc emailId canDelete user { email } files { path name } }
  }
`;
const DETAIL = /* GraphQL */ `
  query Detail($id: Int!) { return(id: $id) { id returnNumb status statusString files { url name } invoice items { sku size { C U returned } } customerName repName csr csrName code { id code } totalRefunded comment } }
`;

async function newReturn(repCode?: string, resolution: 2 | 3 | 4 = 2) {
  const order = await w.freshShippedOrder(repCode, repCode ? undefined : sql`orders.rep_code <> '101'`);
  return w.create('csr', inputOf(order.id, oneUnitDraft(order, await w.codeOf(resolution))));
}

describe('return detail', () => {
  test('gives items, summary, customer, rep, CSR, invoices and code; null for an unknown id; FORBIDDEN for a stranger', async () => {
    const { id } = await newReturn();
    const { data, errors } = await w.gql<{
      return: {
        returnNumb: number;
        statusString: string;
        invoice: string[];
        items: { size: { C: number; U: number; returned: number }[] }[];
        customerName: string;
        repName: string;
        code: { code: string };
      };
    }>(DETAIL, { id }, 'csr');
    assert.equal(errors, undefined);
    const r = data!.return;
    assert.equal(r.statusString, 'Initiated');
    assert.ok(r.invoice.length > 0 && r.customerName && r.repName && r.code.code);
    assert.equal(
      r.items.flatMap((i) => i.size).reduce((n, s) => n + s.returned, 0),
      1,
    );
    const unknown = await w.gql<{ return: unknown }>(DETAIL, { id: 99_999_999 }, 'csr');
    assert.deepEqual(unknown, { data: { return: null } });
    const stranger = await w.gql(DETAIL, { id }, 'rep');
    assert.equal(stranger.errors?.[0].extensions?.code, 'FORBIDDEN');
    assert.equal(stranger.errors?.[0].message, RETURN_MESSAGES.viewForbidden);
  });
});

describe('timeline posts', () => {
  test('posts a comment with a file; the timeline shows it with its file', async () => {
    const { id } = await newReturn();
    const staged = await upload('csr', [{ name: 'damage photo.png', data: PNG, type: 'image/png' }]);
    assert.equal(staged.statusCode, 200);
    const [file] = staged.json();
    assert.deepEqual([file.name, file.type, file.size], ['damage photo.png', 'image/png', PNG.length]);
    const { data, errors } = await w.gql<{
      createReturnTimelinePost: {
        id: number;
        type: string;
        emailId: number | null;
        files: { path: string; name: string }[];
        canDelete: boolean;
      };
    }>(POST, { id, input: { comment: 'See the photo' }, files: [file.id] }, 'csr');
    assert.equal(errors, undefined);
    const post = data!.createReturnTimelinePost;
    assert.deepEqual(
      [post.type, post.emailId, post.canDelete, post.files.map((f) => f.name)],
      ['comment', null, true, ['damage photo.png']],
    );
    const download = await w.rest('GET', post.files[0].path, 'csr');
    assert.equal(download.statusCode, 200);
    assert.equal(download.headers['content-type'], 'image/png');
    const timeline = await w.gql<{ returnTimeline: { comments: { id: number; type: string; files: { name: string }[] }[] }[] }>(
      `query($id: Int!) { returnTimeline(id: $id) { comments { id type files { name } } } }`,
      { id },
      'csr',
    );
    const posts = timeline.data!.returnTimeline.flatMap((d) => d.comments).filter((c) => c.type !== 'status');
    assert.deepEqual(
      posts.map((p) => [p.id, p.files.length]),
      [[post.id, 1]],
    );
    // An upload is used once.
    const reuse = await w.gql(POST, { id, input: { comment: 'again' }, files: [file.id] }, 'csr');
    assert.equal(reuse.errors?.[0].message, RETURN_MESSAGES.fileUnknown);
  });

  test('a post with cc is also an e-mail written to the outbox', async () => {
    const { id } = await newReturn();
    const { data } = await w.gql<{ createReturnTimelinePost: { type: string; emailId: number; cc: string[] } }>(
      POST,
      { id, input: { comment: 'Refund on its way', reply: ['buyer@example.com', 'accounts@example.com'] } },
      'manager',
    );
    const post = data!.createReturnTimelinePost;
    assert.equal(post.type, 'email');
    assert.deepEqual(post.cc, ['buyer@example.com', 'accounts@example.com']);
    const [mail] = await w.t.database.db.select().from(outbox).where(eq(outbox.id, post.emailId));
    assert.deepEqual(mail.to, ['buyer@example.com', 'accounts@example.com']);
    assert.deepEqual(mail.cc, ['manager@demo.local']);
    assert.match(mail.bodyText, /Refund on its way/);
  });

  test('refuses an empty post, a bad cc and an over-long comment (400)', async () => {
    const { id } = await newReturn();
    const cases: [unknown, string][] = [
      [{ comment: '   ' }, RETURN_MESSAGES.commentRequired],
      [{ comment: 'hi', reply: ['not-an-address'] }, RETURN_MESSAGES.ccInvalid],
      [{ comment: 'x'.repeat(8_001) }, RETURN_MESSAGES.commentTooLong],
    ];
    for (const [input, message] of cases) {
      const { errors } = await w.gql(POST, { id, input }, 'csr');
      assert.equal(errors?.[0].message, message);
      assert.equal(errors?.[0].extensions?.code, 'BAD_USER_INPUT');
    }
  });

  test("deleting someone else's comment is refused with the spec's 403 message; the author and a manager may", async () => {
    const { id } = await newReturn();
    const byCsr = (await w.gql<{ createReturnTimelinePost: { id: number } }>(POST, { id, input: { comment: 'mine' } }, 'csr')).data!
      .createReturnTimelinePost;
    const byAdmin = (await w.gql<{ createReturnTimelinePost: { id: number } }>(POST, { id, input: { comment: 'admin note' } }, 'admin'))
      .data!.createReturnTimelinePost;
    const refused = await w.rest('DELETE', `/api/return/${id}/comment/${byAdmin.id}`, 'csr');
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, messages.returnCommentDeleteForbidden);
    assert.equal((await w.rest('DELETE', `/api/return/${id}/comment/${byCsr.id}`, 'csr')).statusCode, 200);
    assert.equal((await w.rest('DELETE', `/api/return/${id}/comment/${byAdmin.id}`, 'manager')).statusCode, 200);
    assert.equal((await w.rest('DELETE', `/api/return/${id}/comment/${byAdmin.id}`, 'manager')).statusCode, 404);
  });

  test('deleting a comment removes its files, from the store too', async () => {
    const { id } = await newReturn();
    const [file] = (await upload('csr', [{ name: 'invoice.pdf', data: PDF }])).json();
    const post = (
      await w.gql<{ createReturnTimelinePost: { id: number; files: { path: string }[] } }>(
        POST,
        { id, input: { comment: '' }, files: [file.id] },
        'csr',
      )
    ).data!.createReturnTimelinePost;
    const [row] = await w.t.database.db.select().from(returnFiles).where(eq(returnFiles.commentId, post.id));
    assert.ok(await w.t.app.platform.files.exists(row.key));
    assert.equal((await w.rest('DELETE', `/api/return/${id}/comment/${post.id}`, 'csr')).statusCode, 200);
    assert.equal(await w.t.app.platform.files.exists(row.key), false);
    assert.equal((await w.rest('GET', post.files[0].path, 'csr')).statusCode, 404);
  });
});

describe('files', () => {
  test('checks the bytes, not the name: a text file called .pdf is refused, as is a file over 10 MB', async () => {
    const fake = await upload('csr', [{ name: 'notes.pdf', data: Buffer.from('just some text, not a PDF'), type: 'application/pdf' }]);
    assert.equal(fake.statusCode, 400);
    assert.equal(fake.json().message, RETURN_MESSAGES.fileType);
    const big = await upload('csr', [{ name: 'huge.pdf', data: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) }]);
    assert.equal(big.statusCode, 400);
    assert.equal(big.json().message, RETURN_MESSAGES.fileTooLarge);
    const viewer = await upload('viewer', [{ name: 'a.pdf', data: PDF }]);
    assert.equal(viewer.statusCode, 403);
  });

  test('attaches uploads to a new return; only people who may see the return download them', async () => {
    const order = await w.freshShippedOrder(undefined, sql`orders.rep_code <> '101'`);
    const [file] = (await upload('csr', [{ name: 'rma.pdf', data: PDF }])).json();
    const { id } = await w.create('csr', { ...inputOf(order.id, oneUnitDraft(order, await w.codeOf(2))), files: [file.id] });
    const detail = await w.gql<{ return: { files: { url: string; name: string }[] } }>(DETAIL, { id }, 'csr');
    const [{ url, name }] = detail.data!.return.files;
    assert.equal(name, 'rma.pdf');
    const ok = await w.rest('GET', url, 'manager');
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.body, PDF.toString());
    assert.match(String(ok.headers['content-disposition']), /rma\.pdf/);
    assert.equal((await w.rest('GET', url, 'rep')).statusCode, 403);
    assert.equal((await w.rest('GET', url, null)).statusCode, 401);
    assert.equal((await w.rest('GET', `/api/return/${id}/file/99999999`, 'csr')).statusCode, 404);
  });

  test("deletes a file only above Initiated with subStatus 0, only with orderEdit, and never a timeline post's file", async () => {
    const order = await w.freshShippedOrder(undefined, sql`orders.rep_code <> '101'`);
    const [file] = (await upload('csr', [{ name: 'label.pdf', data: PDF }])).json();
    const { id, numb } = await w.create('csr', { ...inputOf(order.id, oneUnitDraft(order, await w.codeOf(2))), files: [file.id] });
    const url = (await w.gql<{ return: { files: { url: string }[] } }>(DETAIL, { id }, 'csr')).data!.return.files[0].url;
    const initiated = await w.rest('POST', '/api/return/file/delete', 'csr', { returnId: id, path: url });
    assert.equal(initiated.statusCode, 409);
    assert.equal(initiated.json().message, `Return #${numb} is Initiated: its files cannot be deleted.`);
    await w.rest('POST', '/api/return/order/approve', 'csr', { returnId: id });
    const byManager = await w.rest('POST', '/api/return/file/delete', 'manager', { returnId: id, path: url });
    assert.equal(byManager.statusCode, 403);
    const wrongPath = await w.rest('POST', '/api/return/file/delete', 'csr', { returnId: id, path: '/etc/passwd' });
    assert.equal(wrongPath.statusCode, 404);
    // A file posted with a timeline comment is the comment's: this call does not delete it.
    const [posted] = (await upload('csr', [{ name: 'proof.pdf', data: PDF }])).json();
    const post = (
      await w.gql<{ createReturnTimelinePost: { files: { path: string }[] } }>(
        POST,
        { id, input: { comment: 'Proof' }, files: [posted.id] },
        'csr',
      )
    ).data!.createReturnTimelinePost;
    const postFile = await w.rest('POST', '/api/return/file/delete', 'csr', { returnId: id, path: post.files[0].path });
    assert.equal(postFile.statusCode, 404);
    assert.equal((await w.rest('GET', post.files[0].path, 'csr')).statusCode, 200);
    const ok = await w.rest('POST', '/api/return/file/delete', 'csr', { returnId: id, path: url });
    assert.equal(ok.statusCode, 200);
    assert.equal((await w.rest('GET', url, 'csr')).statusCode, 404);
  });
});

describe('field updates (PUT /api/{field})', () => {
  test('rep, CSR and code by orderEdit; unknown values are 400; others 403', async () => {
    const { id } = await newReturn();
    assert.equal((await w.rest('PUT', '/api/rep', 'csr', { returnId: id, rep: '102' })).statusCode, 200);
    assert.equal((await w.returnRow(id)).repCode, '102');
    assert.equal((await w.rest('PUT', '/api/rep', 'csr', { returnId: id, rep: 'ZZZ' })).json().message, RETURN_MESSAGES.repUnknown);
    assert.equal((await w.rest('PUT', '/api/csr', 'csr', { returnId: id, csr: null })).statusCode, 200);
    assert.equal((await w.returnRow(id)).csr, null);
    assert.equal((await w.rest('PUT', '/api/csr', 'csr', { returnId: id, csr: 'C02' })).statusCode, 200);
    const code = await w.codeOf(3);
    assert.equal((await w.rest('PUT', '/api/code', 'csr', { returnId: id, code })).statusCode, 200);
    assert.equal((await w.returnRow(id)).codeId, code);
    assert.equal((await w.rest('PUT', '/api/code', 'csr', { returnId: id, code: 9999 })).json().message, RETURN_MESSAGES.codeUnknown);
    const byManager = await w.rest('PUT', '/api/rep', 'manager', { returnId: id, rep: '101' });
    assert.equal(byManager.statusCode, 403);
    assert.equal(byManager.json().message, "You don't have permission to change the rep or CSR of this return.");
    const timeline = await w.gql<{ returnTimeline: { comments: { comment: string }[] }[] }>(
      `query($id: Int!) { returnTimeline(id: $id) { comments { comment } } }`,
      { id },
      'csr',
    );
    const texts = timeline.data!.returnTimeline.flatMap((d) => d.comments.map((c) => c.comment));
    assert.ok(texts.some((t) => /^Rep: \d+ → 102$/.test(t)));
  });

  test('the comment by orderEdit or approveReturns while status is below 4 with subStatus 0', async () => {
    const { id } = await newReturn(undefined, 4);
    assert.equal((await w.rest('PUT', '/api/comment', 'manager', { returnId: id, comment: 'Checked by the manager' })).statusCode, 200);
    assert.equal((await w.returnRow(id)).comment, 'Checked by the manager');
    await w.rest('POST', '/api/return/order/approve', 'csr', { returnId: id });
    const refused = await w.rest('PUT', '/api/comment', 'csr', { returnId: id, comment: 'too late' });
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json().message, /is Refunded and Repaired - Pending Approval: its comment can no longer be edited\.$/);
    assert.equal((await w.returnRow(id)).comment, 'Checked by the manager');
  });

  test('GET /api/return/codes for order access only', async () => {
    const codes = await w.rest('GET', '/api/return/codes', 'rep');
    assert.equal(codes.statusCode, 200);
    assert.equal(codes.json().length, 8);
    assert.ok(codes.json().every((c: { id: number; code: string }) => c.id > 0 && c.code));
    assert.equal((await w.rest('GET', '/api/return/codes', 'viewer')).statusCode, 403);
  });
});
