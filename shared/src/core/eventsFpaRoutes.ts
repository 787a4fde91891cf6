import { z } from 'zod';
import { eventOrderCancelSchema, eventReportSchema } from './customEventRestSchemas';
import { fileAnswer, restRoute, idParams } from './rest';

// The events and employee-pricing area's REST routes (spec 002 §7; server/src/areas/events-fpa,
// mfe-events-fpa/README.md): a custom event's store order cancelled and its report, and the drafted
// contests' files (an upload first, which the GraphQL mutations then name; the stored files read
// back). The rest of the area is GraphQL.

export const eventsFpaRoutes = {
  cancelEventOrder: restRoute({
    method: 'POST',
    path: '/event/order/cancel',
    summary: "Cancels one of an event's store orders while it is not in production (order_edit); answers its number and new status.",
    body: eventOrderCancelSchema,
    answers: { 200: z.object({ numb: z.number().int(), status: z.number().int(), statusDesc: z.string() }) },
  }),
  eventReport: restRoute({
    method: 'POST',
    path: '/event/report',
    summary: "The event's report (its orders, items and production orders) as a spreadsheet named after the event.",
    body: eventReportSchema,
    answers: { 200: fileAnswer('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
  }),
  draftedUpload: restRoute({
    method: 'POST',
    path: '/drafted/upload',
    summary:
      'Checks and stores a logo (JPEG, PNG or SVG) or an artist agreement (sanitised HTML) for a mutation to name (draftedManager; multipart: one `file`); answers its token and a logo’s URL.',
    // Anything but agreement is a logo, as the form has always sent it.
    query: z.object({ kind: z.enum(['logo', 'agreement']).catch('logo') }),
    answers: { 200: z.object({ upload: z.string(), path: z.string().nullable() }) },
  }),
  draftedLogo: restRoute({
    method: 'GET',
    path: '/drafted/logo/:token',
    summary: 'A stored logo (an SVG sandboxed by its CSP).',
    params: z.object({ token: z.string() }),
    answers: { 200: fileAnswer('image/*') },
  }),
  draftedAgreement: restRoute({
    method: 'GET',
    path: '/drafted/contest/:id/agreement',
    summary: "A contest's artist agreement, sanitised HTML shown sandboxed.",
    params: idParams,
    answers: { 200: fileAnswer('text/html') },
  }),
};
