import type { FastifyPluginAsync } from 'fastify';
import { desc, sql } from 'drizzle-orm';
import { platformRoutes } from '@portal/shared/core';
import { requireAccess } from './auth';
import { serve } from './rest';
import { outbox } from '../db/tables/platform';

// GET /api/outbox?to=…: the latest e-mails of the outbox (ARCHITECTURE.md "Admins can read the
// outbox"), for administrators (userAdmin) only; `to` keeps those addressed to one recipient
// (case-insensitive). A mail's link secrets (a set-your-password token, an approval link's id) are
// the recipient's alone: an administrator who could read them could sign in as that user or answer
// for that customer, so they are masked unless the server runs with OUTBOX_SHOW_LINKS=1 (the e2e
// suite, which reads the links here).

const LIMIT = 50;

/** The secret parts of the links the portal mails. */
const SECRETS: readonly RegExp[] = [/(set-password\?token=)[A-Za-z0-9_-]+/g, /(order_approval\/\d+\/)[A-Za-z0-9_-]{16,}/g];
export const MASK = '[hidden]';

/** The mail's text with its link secrets masked. */
export function maskLinks(text: string | null): string | null {
  return text === null ? null : SECRETS.reduce((out, secret) => out.replace(secret, `$1${MASK}`), text);
}

export const outboxRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.platform;
  const shown = (text: string | null) => (config.outboxShowsLinks ? text : maskLinks(text));
  serve(app, platformRoutes.outbox, {
    access: requireAccess('userAdmin'),
    handler: async (request) => {
      const to = request.query.to?.trim().toLowerCase().slice(0, 255) ?? '';
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
        text: shown(r.bodyText),
        html: shown(r.bodyHtml),
        createdAt: r.createdAt,
        sentAt: r.sentAt,
      }));
    },
  });
};
