import { z } from 'zod';
import { EVENT_MESSAGES as M } from './customEvents';

// The bodies of the custom events' REST calls (spec 002 §7), parsed by the server. An id must be a
// whole number; one that names no event or order is the service's 404.

const eventId = z.number({ error: M.notFound }).int(M.notFound);

/** POST /api/event/order/cancel (spec 002 §7: body eventId, orderNumb, token): one store order, named by its number and token together. */
export const eventOrderCancelSchema = z.object(
  {
    eventId,
    orderNumb: z.number({ error: M.orderNotFound }).int(M.orderNotFound),
    token: z.string({ error: M.orderNotFound }),
  },
  { error: M.orderNotFound },
);
export type EventOrderCancelBody = z.output<typeof eventOrderCancelSchema>;

/** POST /api/event/report (spec 002 §7: body eventId). */
export const eventReportSchema = z.object({ eventId }, { error: M.notFound });
