import { asc, eq, inArray } from 'drizzle-orm';
import { formatMoney, formatTorontoDate, messages, orderStatusText, type ResendEmailInput, type SessionUser } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { escapeHtml } from '../../../platform/escapeHtml';
import { queueMail } from '../../../platform/outbox';
import { orderCharges, orderItems, orderItemSizes, orders } from '../../../db/tables/orders/model';
import { loadListOrder, notFound } from './orderActions';
import { auditAs } from '../../../platform/audit';
import { forbidden } from '../../../platform/httpErrors';
import { customersView, repsView } from '../../../db/tables/directory.views';

// POST /api/resendEmail and /api/resendEmail/noDetails (spec 000 §7): the order's e-mail again, to
// the addresses typed in the dialog (each checked, spec 000 §5), written to the outbox in the
// request's transaction. With details: every item with its sizes, the charges and the total;
// `discounts` adds each item's list price and the discount. Without details: a short notice. A
// customer account sends it to its own address only: the portal never mails an order, prices
// included, to an address a customer typed.

export async function resendOrderEmail(
  db: Db,
  user: SessionUser,
  input: ResendEmailInput,
  withDetails: boolean,
  now: Date,
): Promise<{ sent: string[] }> {
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const head = await loadListOrder(tx, user, input.orderId);
    if (!head) throw notFound();
    if (user.userType === 'CUSTOMER' && input.user.some((address) => address.toLowerCase() !== user.email.toLowerCase())) {
      throw forbidden(messages.resendOwnAddressOnly);
    }
    const [order] = await tx
      .select({
        number: orders.number,
        po: orders.po,
        currency: orders.currency,
        totalCents: orders.totalCents,
        status: orders.status,
        subStatus: orders.subStatus,
        dateRequired: orders.dateRequired,
        customerName: customersView.name,
        customerNumb: orders.customerNumb,
        repName: repsView.name,
        repEmail: repsView.email,
      })
      .from(orders)
      .innerJoin(customersView, eq(customersView.numb, orders.customerNumb))
      .innerJoin(repsView, eq(repsView.code, orders.repCode))
      .where(eq(orders.id, head.id));
    const money = (cents: number) => formatMoney(cents, order.currency);
    const lines: string[] = [
      `Order #${order.number} for ${order.customerNumb} - ${order.customerName}`,
      `PO: ${order.po ?? '-'}`,
      `Status: ${orderStatusText(order.status, order.subStatus)}`,
      `Date required: ${formatTorontoDate(order.dateRequired) || '-'}`,
      `Sales representative: ${order.repName}${order.repEmail ? ` <${order.repEmail}>` : ''}`,
    ];
    if (withDetails) {
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, head.id)).orderBy(asc(orderItems.line));
      const sizes = items.length
        ? await tx
            .select()
            .from(orderItemSizes)
            .where(
              inArray(
                orderItemSizes.itemId,
                items.map((i) => i.id),
              ),
            )
            .orderBy(asc(orderItemSizes.sortOrder))
        : [];
      const charges = await tx.select().from(orderCharges).where(eq(orderCharges.orderId, head.id)).orderBy(asc(orderCharges.id));
      lines.push('', 'Items:');
      for (const item of items) {
        const grid = sizes
          .filter((s) => s.itemId === item.id)
          .map((s) => `${s.size} ${s.quantity}`)
          .join(', ');
        const units = sizes.filter((s) => s.itemId === item.id).reduce((n, s) => n + s.quantity, 0);
        const price =
          input.discounts && item.priceCents !== item.finalPriceCents
            ? `${money(item.finalPriceCents)} each (list ${money(item.priceCents)}, discount ${money(item.priceCents - item.finalPriceCents)})`
            : `${money(item.finalPriceCents)} each`;
        lines.push(
          `- ${item.styleCode} ${item.name}, ${item.color}${item.designId ? `, design ${item.designId}-${item.designVariation}` : ''}: ${units} units (${grid}) at ${price}`,
        );
      }
      if (charges.length) {
        lines.push('', 'Charges:');
        for (const c of charges) lines.push(`- ${c.name}: ${money(c.amountCents)}`);
      }
    }
    lines.push('', `Total: ${money(order.totalCents)} ${order.currency}`, '', `Sent by ${user.name} (${user.email}).`);
    const text = lines.join('\n');
    await queueMail(
      tx,
      {
        to: input.user,
        subject: `Order #${order.number} - ${order.customerName}`,
        text,
        html: `<pre style="font-family:inherit">${escapeHtml(text)}</pre>`,
      },
      now,
    );
    return { sent: input.user };
  });
}
