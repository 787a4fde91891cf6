import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  customEventInputSchema,
  EVENT_MESSAGES,
  EVENT_ORDER_STATUS,
  EVENT_STATUS,
  isOpenEvent,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { auditAs } from '../../../platform/audit';
import { badRequest, conflict, parseOr400 } from '../../../platform/httpErrors';
import { queueMail } from '../../../platform/outbox';
import {
  customEventAddresses,
  customEventCategories,
  customEventOptions,
  customEventOrders,
  customEvents,
  customEventStockHolds,
} from '../../../db/tables/events-fpa';
import { lockEvent, requireEventEditor } from './eventAccess';
import { readEvent } from './eventDetail';
import { csrsView } from '../../../db/tables/directory.views';

// The writes of an event (spec 002 §7): edit, enable/disable, close (clears stock holds), cancel
// (cancels the store orders not in production and can e-mail the customers through the outbox).
// Every write is one transaction opened by auditAs (migration 0038 records it under custom_event).

/** toggleEvent(id): enabled (1) ⇄ disabled (2); closed and cancelled events stay. */
export async function toggleEvent(db: Db, user: SessionUser, id: number, now: Date) {
  requireEventEditor(user);
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const event = await lockEvent(tx, id);
    if (!isOpenEvent(event.status)) throw badRequest(EVENT_MESSAGES.toggleOnlyOpen);
    const status = event.status === EVENT_STATUS.Enabled ? EVENT_STATUS.Disabled : EVENT_STATUS.Enabled;
    await tx.update(customEvents).set({ status, updatedAt: now }).where(eq(customEvents.id, id));
  });
  return readEvent(db, user, id);
}

/** closeEvent(id): an open event becomes closed (3) and its stock holds are cleared; irreversible. */
export async function closeEvent(db: Db, user: SessionUser, id: number, now: Date) {
  requireEventEditor(user);
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const event = await lockEvent(tx, id);
    if (!isOpenEvent(event.status)) throw badRequest(EVENT_MESSAGES.notOpen);
    await tx.delete(customEventStockHolds).where(eq(customEventStockHolds.eventId, id));
    await tx.update(customEvents).set({ status: EVENT_STATUS.Closed, updatedAt: now }).where(eq(customEvents.id, id));
  });
  return readEvent(db, user, id);
}

/**
 * deleteCustomEvent(id, emailCustomers): cancels an open event (99): its orders not in a production
 * order are cancelled, its stock holds cleared, and with emailCustomers each customer who ordered
 * gets one e-mail (the outbox, in the same transaction). Irreversible.
 */
export async function cancelEvent(db: Db, user: SessionUser, id: number, emailCustomers: boolean, now: Date) {
  requireEventEditor(user);
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const event = await lockEvent(tx, id);
    if (!isOpenEvent(event.status)) throw badRequest(EVENT_MESSAGES.notOpen);
    const cancelled = await tx
      .update(customEventOrders)
      .set({ status: EVENT_ORDER_STATUS.Cancelled })
      .where(and(eq(customEventOrders.eventId, id), eq(customEventOrders.status, EVENT_ORDER_STATUS.Placed)))
      .returning({ numb: customEventOrders.numb, email: customEventOrders.email, firstName: customEventOrders.firstName });
    await tx.delete(customEventStockHolds).where(eq(customEventStockHolds.eventId, id));
    await tx.update(customEvents).set({ status: EVENT_STATUS.Cancelled, updatedAt: now }).where(eq(customEvents.id, id));
    if (emailCustomers) {
      const byEmail = new Map<string, { firstName: string; numbs: number[] }>();
      for (const o of cancelled) {
        if (!o.email) continue;
        const key = o.email.toLowerCase();
        const entry = byEmail.get(key) ?? { firstName: o.firstName, numbs: [] };
        entry.numbs.push(o.numb);
        byEmail.set(key, entry);
      }
      for (const [email, { firstName, numbs }] of byEmail) {
        await queueMail(
          tx,
          {
            to: [email],
            subject: `${event.name}: your order has been cancelled`,
            text: `Hello ${firstName},\n\nThe event "${event.name}" has been cancelled, and with it your order${numbs.length > 1 ? 's' : ''} #${numbs.join(', #')}. Nothing will be shipped or charged.\n\nWe are sorry for the trouble.`,
          },
          now,
        );
      }
    }
  });
  return readEvent(db, user, id);
}

/** updateCustomEvent(id, input): every field, and the categories, options and addresses as whole lists. */
export async function updateEvent(db: Db, user: SessionUser, id: number, raw: unknown, now: Date) {
  requireEventEditor(user);
  const input = parseOr400(customEventInputSchema, raw);
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const event = await lockEvent(tx, id);
    if (!isOpenEvent(event.status)) throw badRequest(EVENT_MESSAGES.notOpen);
    const [taken] = await tx
      .select({ id: customEvents.id })
      .from(customEvents)
      .where(and(eq(customEvents.handle, input.handle), ne(customEvents.id, id)));
    if (taken) throw conflict(EVENT_MESSAGES.handleTaken);
    if (input.csr) {
      const [csr] = await tx.select({ code: csrsView.code }).from(csrsView).where(eq(csrsView.code, input.csr));
      if (!csr) throw badRequest('This CSR does not exist.');
    }
    await tx
      .update(customEvents)
      .set({
        name: input.name,
        handle: input.handle,
        logo: input.logo,
        banner: input.banner,
        mobileBanner: input.mobileBanner,
        startAt: input.start,
        endAt: input.end,
        delivery: input.delivery,
        addressNeeded: input.addressNeeded,
        maxItems: input.maxItems,
        maxAmountCents: input.maxAmount == null ? null : Math.round(input.maxAmount * 100),
        csrCode: input.csr,
        showPrices: input.showPrices,
        priceRate: input.priceRate,
        defaultEmail: input.defaultEmail,
        noAllocations: input.noAllocations,
        password: input.password,
        collectPayment: input.collectPayment,
        flatFeeCents: input.flatFee == null ? null : Math.round(input.flatFee * 100),
        flatFeeName: input.flatFeeName,
        title: input.title,
        info: input.info,
        infoColor: input.infoColor,
        infoPosition: input.infoPosition,
        infoBackground: input.infoBackground,
        bgSize: input.bgSize,
        country: input.country,
        languages: input.languages,
        customAddress: input.customAddress,
        styleName: input.styleName,
        updatedAt: now,
      })
      .where(eq(customEvents.id, id));
    // A category's numb is its place in the list (the store shows them in that order).
    await replaceRows(
      tx,
      customEventCategories,
      id,
      input.categories.map((c, n) => ({ ...c, numb: n + 1 })),
    );
    await replaceRows(tx, customEventAddresses, id, input.addresses);
    // Options may name each other (requiredIfId): an unknown one is dropped.
    const kept = await replaceRows(
      tx,
      customEventOptions,
      id,
      input.customOptions.map((o) => ({ ...o, requiredIfId: null })),
    );
    for (const [n, o] of input.customOptions.entries()) {
      if (o.requiredIfId != null && kept.includes(o.requiredIfId))
        await tx.update(customEventOptions).set({ requiredIfId: o.requiredIfId }).where(eq(customEventOptions.id, kept[n]));
    }
  });
  return readEvent(db, user, id);
}

type ChildTable = typeof customEventCategories | typeof customEventAddresses | typeof customEventOptions;
/** Makes the event's rows of a child table the given list; answers the row ids in the list's order. */
async function replaceRows(
  tx: Db,
  table: ChildTable,
  eventId: number,
  rows: readonly ({ id?: number | null } & Record<string, unknown>)[],
): Promise<number[]> {
  const existing = (await tx.select({ id: table.id }).from(table).where(eq(table.eventId, eventId))).map((r) => r.id);
  const keep = rows.map((r) => r.id).filter((rid): rid is number => rid != null && existing.includes(rid));
  const gone = existing.filter((rid) => !keep.includes(rid));
  if (gone.length) await tx.delete(table).where(inArray(table.id, gone));
  const ids: number[] = [];
  for (const { id: rowId, ...values } of rows) {
    if (rowId != null && existing.includes(rowId)) {
      await tx
        .update(table)
        .set(values as never)
        .where(eq(table.id, rowId));
      ids.push(rowId);
    } else {
      const [created] = await tx
        .insert(table)
        .values({ ...values, eventId } as never)
        .returning({ id: table.id });
      ids.push(created.id);
    }
  }
  return ids;
}
