import type { FastifyPluginAsync } from 'fastify';
import { desc, sql } from 'drizzle-orm';
import { requireAccess } from './auth';
import { outbox } from '../areas/platform/schema';

// GET /api/outbox?to=…: the latest e-mails of the outbox (ARCHITECTURE.md "Admins can read the
// outbox"), for administrators (userAdmin) only; `to` keeps those addressed to one recipient
// (case-insensitive). The e2e suite reads the customer's approval link from here.

const LIMIT = 50;

export const outboxRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  app.get<{ Querystring: { to?: string } }>('/outbox', { preHandler: requireAccess('userAdmin') }, async (request) => {
    const to = typeof request.query.to === 'string' ? request.query.to.trim().toLowerCase().slice(0, 255) : '';
    const rows = await db
      .select()
      .from(outbox)
      .where(to ? sql`exists (select 1 from unnest(${outbox.to}) as r(address) where lower(r.address) = ${to})` : undefined)
      .orderBy(desc(outbox.id))
      .limit(LIMIT);
    return rows.map((r) => ({
      id: r.id,
      to: r.to,
      cc: r.cc,
      subject: r.subject,
      text: r.bodyText,
      html: r.bodyHtml,
      createdAt: r.createdAt,
      sentAt: r.sentAt,
    }));
  });
};
