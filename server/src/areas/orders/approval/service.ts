import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  actorsOf,
  approveOrderSchema,
  CUSTOMER_APPROVAL_FROM,
  CUSTOMER_APPROVAL_WHO,
  CUSTOMER_REJECTION_STATUS,
  fill,
  isApprovalLinkId,
  messages,
  orderListPathOf,
  ORDER_APPROVAL_MESSAGES,
  ORDER_STATUS,
  ORDER_STATUS_TEXT,
  ORDER_SUB_STATUS,
  rejectOrderSchema,
  sendForApprovalSchema,
  type OrderStatus,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { badRequest, conflict, forbidden, parseOr400 } from '../../../platform/httpErrors';
import { mailRecipients, mailTemplate } from '../../../platform/mailRecipients';
import { queueMail } from '../../../platform/outbox';
import { orders } from '../../../db/tables/orders/model';
import { loadOrderForUser, loadOrderHead, type OrderHead } from '../detail/orderAccess';
import { readOrderDetail, readOrderLines, type OrderDetail } from '../detail/orderDetail';
import { customerLines, type CustomerLines } from './customerLines';
import { allQueries } from '../../../db/queries';
import { applyStatusChange, supersedeOpenLinks } from '../detail/statusChange';
import { approvalAnswerMail, approvalRequestMail } from './approvalMail';
import { orderApprovals } from '../../../db/tables/orders/approval';
import { auditAs } from '../../../platform/audit';
import { usersView } from '../../../db/tables/platform.views';
import { csrsView, customersView, repsView } from '../../../db/tables/directory.views';

// Customer approval links (decisions in ./README.md):
// - staff (the order's rep, orderEdit or approve) send an order awaiting art confirmation (4) or
//   with the manager (5) to the customer: status 5, sub-status 4, a new link (earlier open links
//   superseded), an e-mail with the approve and reject URLs;
// - the customer answers once through the public pages: approve sets sub-status 1, reject sends the
//   order back to ArtRequested (2) for the changes; both record name, e-mail (and comment), use the
//   link up and e-mail the rep. Each is one transaction with the link and the order row locked.
// A link that is malformed, unknown, used, superseded, or whose order no longer waits for the
// customer answers spec 002's 'input: The link to this version of the art/order is no longer
// available.' (the page then shows INVALID).

/** 400 with the spec's reply that moves the page to INVALID (spec 002 §4, §8). */
export const linkUnavailable = () => badRequest(messages.approvalLinkUnavailableReply);

const statusText = (status: number) => ORDER_STATUS_TEXT[status as OrderStatus] ?? String(status);

export function newLinkId(): string {
  return randomBytes(32).toString('base64url');
}

export interface SendContext {
  db: Db;
  clock: Clock;
  user: SessionUser;
  /** scheme://host the portal was reached at: the links in the e-mail open the same portal. */
  origin: string;
}

export async function sendOrderForApproval(ctx: SendContext, id: number, input: unknown): Promise<OrderDetail> {
  const { db, clock, user } = ctx;
  const head = await db.transaction(async (tx) => {
    await auditAs(tx, user, clock.now());
    // Rights first: someone who may not send this order learns nothing from its input's errors.
    const order = await loadOrderForUser(tx, user, id, true);
    const actors = actorsOf(user, order);
    if (!CUSTOMER_APPROVAL_WHO.some((who) => actors.has(who))) throw forbidden(ORDER_APPROVAL_MESSAGES.sendForbidden);
    const send = parseOr400(sendForApprovalSchema, input);
    if (!(CUSTOMER_APPROVAL_FROM as readonly number[]).includes(order.status)) {
      throw conflict(fill(ORDER_APPROVAL_MESSAGES.notSendable, { number: order.number, status: statusText(order.status) }));
    }
    const now = clock.now();
    await supersedeOpenLinks(tx, order.id);
    const linkId = newLinkId();
    await tx
      .insert(orderApprovals)
      .values({ id: linkId, orderId: order.id, createdBy: user.id, createdAt: now, sentTo: send.emails, message: send.message });
    await applyStatusChange(tx, order, {
      status: ORDER_STATUS.ManagersApproval,
      subStatus: ORDER_SUB_STATUS.AwaitingCustomerApproval,
      userId: user.id,
      comment: `Sent for customer approval to ${send.emails.join(', ')}`,
      now,
    });
    const [info] = await tx
      .select({ customerName: customersView.name, po: orders.po, currency: orders.currency })
      .from(orders)
      .innerJoin(customersView, eq(customersView.numb, orders.customerNumb))
      .where(eq(orders.id, order.id));
    // The items and total the link shows (the page reads the same through orderApproval).
    const lines = customerLines(await readOrderLines(tx, order.id));
    await queueMail(
      tx,
      approvalRequestMail({
        to: send.emails,
        origin: ctx.origin,
        orderId: order.id,
        linkId,
        orderNumber: order.number,
        senderName: user.name,
        // No message typed: the sender's order approval template (their e-mail settings), if any.
        message: send.message ?? (await mailTemplate(tx, user.id, 'orderApproval')),
        ...info,
        ...lines,
      }),
      now,
    );
    return order;
  });
  return readOrderDetail(db, user, head);
}

interface OpenLink {
  link: typeof orderApprovals.$inferSelect;
  order: OrderHead;
}

/**
 * The link and its order if the link may still be answered, else linkUnavailable. With `lock`, the
 * order row is locked first and then the link, the same order as moves and sends take (order, then
 * its links), so concurrent answers, moves and sends queue instead of deadlocking.
 */
export async function openLink(db: Db, id: unknown, orderId: unknown, lock: boolean): Promise<OpenLink> {
  if (!isApprovalLinkId(id) || typeof orderId !== 'number' || !Number.isSafeInteger(orderId) || orderId <= 0 || orderId > 2_147_483_647) {
    throw linkUnavailable();
  }
  const order = await loadOrderHead(db, orderId, lock);
  if (!order) throw linkUnavailable();
  const query = db
    .select()
    .from(orderApprovals)
    .where(and(eq(orderApprovals.id, id), eq(orderApprovals.orderId, orderId)))
    .limit(1);
  const [link] = lock ? await query.for('update') : await query;
  if (!link || link.usedAt || link.superseded) throw linkUnavailable();
  if (order.status !== ORDER_STATUS.ManagersApproval || order.subStatus !== ORDER_SUB_STATUS.AwaitingCustomerApproval) {
    throw linkUnavailable();
  }
  return { link, order };
}

export interface ApprovalLinkInfo extends CustomerLines {
  orderNumber: number;
  customerName: string;
  po: string | null;
  currency: string;
}

/**
 * orderApproval(id, order): what the public page shows while the link may be answered: the order,
 * its items as the customer approves them and its total, read as the order page reads them
 * (readOrderLines). Nothing staff-only: no cost, shipped or internal codes beyond the style's.
 */
export async function approvalLinkInfo(db: Db, id: unknown, orderId: unknown): Promise<ApprovalLinkInfo> {
  const { order } = await openLink(db, id, orderId, false);
  const [[info], lines] = await allQueries(db, [
    db
      .select({ customerName: customersView.name, po: orders.po, currency: orders.currency })
      .from(orders)
      .innerJoin(customersView, eq(customersView.numb, orders.customerNumb))
      .where(eq(orders.id, order.id)),
    () => readOrderLines(db, order.id),
  ]);
  return { orderNumber: order.number, ...info, ...customerLines(lines) };
}

export interface AnswerContext {
  db: Db;
  clock: Clock;
  origin: string;
}

/** approveOrder(id, order, email, name). */
export function approveOrder(ctx: AnswerContext, id: unknown, orderId: unknown, input: unknown): Promise<true> {
  return answer(ctx, id, orderId, 'approved', input);
}

/** rejectOrder(id, order, email, name, comment). */
export function rejectOrder(ctx: AnswerContext, id: unknown, orderId: unknown, input: unknown): Promise<true> {
  return answer(ctx, id, orderId, 'rejected', input);
}

async function answer(ctx: AnswerContext, id: unknown, orderId: unknown, result: 'approved' | 'rejected', input: unknown): Promise<true> {
  // A malformed link is INVALID before its form is looked at; then the form; then the link's state.
  if (!isApprovalLinkId(id)) throw linkUnavailable();
  const values = result === 'approved' ? { ...parseOr400(approveOrderSchema, input), comment: null } : parseOr400(rejectOrderSchema, input);
  await ctx.db.transaction(async (tx) => {
    await auditAs(tx, null, ctx.clock.now());
    const { link, order } = await openLink(tx, id, orderId, true);
    const now = ctx.clock.now();
    await tx
      .update(orderApprovals)
      .set({ usedAt: now, result, name: values.name, email: values.email, comment: values.comment })
      .where(eq(orderApprovals.id, link.id));
    const approved = result === 'approved';
    const status = approved ? ORDER_STATUS.ManagersApproval : CUSTOMER_REJECTION_STATUS;
    await applyStatusChange(tx, order, {
      status,
      subStatus: approved ? ORDER_SUB_STATUS.CustomerApproved : null,
      userId: null,
      comment: approved
        ? `Approved by the customer: ${values.name} <${values.email}>`
        : `Not approved by the customer: ${values.name} <${values.email}>: ${values.comment}`,
      now,
    });
    const mail = await answerMail(tx, ctx.origin, link, order, status, result, values, now);
    // Every seeded order has a CSR; an order with no address at all still takes the answer.
    if (mail) await queueMail(tx, mail, now);
  });
  return true;
}

/** The rep of the order, copied to whoever sent the link (the CSR when the rep has no address). */
async function answerMail(
  tx: Db,
  origin: string,
  link: typeof orderApprovals.$inferSelect,
  order: OrderHead,
  status: number,
  result: 'approved' | 'rejected',
  values: { name: string; email: string; comment: string | null },
  now: Date,
) {
  const [row] = await tx
    .select({ repEmail: repsView.email, csrEmail: csrsView.email, customerName: customersView.name })
    .from(orders)
    .innerJoin(repsView, eq(repsView.code, orders.repCode))
    .innerJoin(customersView, eq(customersView.numb, orders.customerNumb))
    .leftJoin(csrsView, eq(csrsView.code, orders.csr))
    .where(eq(orders.id, order.id));
  const [sender] = link.createdBy
    ? await tx.select({ email: usersView.email }).from(usersView).where(eq(usersView.id, link.createdBy))
    : [];
  const to = row.repEmail ?? row.csrEmail ?? sender?.email;
  if (!to) return null;
  // Who receives it follows their e-mail settings: an approval is an order update ('update'), a
  // rejection asks for art changes ('updateRequired', which nobody can turn off).
  const who = await mailRecipients(tx, result === 'approved' ? 'update' : 'updateRequired', {
    to: [to],
    cc: sender?.email ? [sender.email] : [],
  });
  if (!who) return null;
  return approvalAnswerMail({
    ...who,
    result,
    orderNumber: order.number,
    customerName: row.customerName,
    name: values.name,
    email: values.email,
    comment: values.comment,
    at: now,
    orderUrl: `${origin}${orderListPathOf(status)}/${order.id}`,
  });
}
