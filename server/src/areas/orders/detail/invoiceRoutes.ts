import type { FastifyPluginAsync } from 'fastify';
import { messages } from '@portal/shared/core';
import { getAuth } from '../../../platform/auth';
import { forbidden, notFound, unauthorized } from '../../../platform/httpErrors';
import { loadInvoice } from './invoiceData';
import { renderInvoicePdf } from './invoicePdf';
import { mayUseOrders, mayViewOrder, ORDER_VIEW_FORBIDDEN } from './orderAccess';

// GET /Images/Invoice/{invoice}.pdf: the invoice of a
// shipment as a real PDF, for people allowed to see every order it bills (a rep sees the invoices
// of their own orders). 401 without a session, 403 for someone who may not see orders at all, and
// 404 alike for an invoice number that does not exist and for one of orders the user may not see:
// a reader cannot learn which invoice numbers exist.

/** Ours: 404 for an invoice number that does not exist, or that bills an order the user may not see. */
export const INVOICE_NOT_FOUND = 'This invoice does not exist.';

export const invoiceRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  app.get<{ Params: { file: string } }>('/Images/Invoice/:file', async (request, reply) => {
    const auth = await getAuth(request);
    if (!auth) throw unauthorized();
    if (!mayUseOrders(auth.user)) throw forbidden(ORDER_VIEW_FORBIDDEN);
    const match = /^(.+)\.pdf$/i.exec(request.params.file);
    const data = match ? await loadInvoice(db, match[1]) : null;
    if (!data) throw notFound(INVOICE_NOT_FOUND);
    for (const order of data.orders) {
      if (!(await mayViewOrder(db, auth.user, order))) throw notFound(INVOICE_NOT_FOUND);
    }
    const pdf = await renderInvoicePdf(data).catch((error: unknown) => {
      request.log.error({ err: error, invoice: data.invoice }, 'invoice rendering failed');
      throw new Error(messages.somethingWentWrong);
    });
    return (
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${data.invoice}.pdf"`)
        // Customer data: never kept by shared caches; the browser re-checks each time.
        .header('cache-control', 'private, no-store')
        .send(pdf)
    );
  });
};
