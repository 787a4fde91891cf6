import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, min, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from '../db/tables/platform';
import { bulkInsert } from './bulkInsert';
import type { Clock } from './clock';
import { every, type PeriodicJob } from './periodicJob';

// Every e-mail the product sends is first a row in `outbox`, written by queueMail inside the
// transaction of the change that causes it: the mail exists exactly when the change committed.
// A small sender delivers unsent rows over SMTP when SMTP_URL is set; without it the rows stay
// for admins to read. Several API instances may run senders: a row is claimed atomically
// (UPDATE … WHERE id IN (… FOR UPDATE SKIP LOCKED)) before it is sent, so it goes out once.

export interface Mail {
  to: string[];
  cc?: string[];
  subject: string;
  text: string;
  html?: string | null;
}

export const MAIL_FROM = 'Portal <no-reply@portal.local>';
/** A claimed row whose sender died is retried after this long. */
const CLAIM_TIMEOUT_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;
const BATCH = 20;

/**
 * Writes the mail in the caller's transaction (pass the `tx`), returns its outbox id. Pass the
 * service's `clock.now()` as `now` so tests see consistent times.
 */
export async function queueMail(tx: Db, mail: Mail, now: Date = new Date()): Promise<number> {
  if (!mail.to.length) throw new Error('queueMail: no recipient');
  const [row] = await tx
    .insert(outbox)
    .values({
      to: mail.to,
      cc: mail.cc ?? [],
      subject: mail.subject,
      bodyText: mail.text,
      bodyHtml: mail.html ?? null,
      createdAt: now,
    })
    .returning({ id: outbox.id });
  return row.id;
}

/** Mails that went out at `at` (demo data: the history of e-mailed posts), in one statement; their outbox ids, in order. */
export function recordSentMails(tx: Db, mails: readonly (Mail & { at: Date })[]): Promise<number[]> {
  return bulkInsert(
    tx,
    outbox,
    mails.map((m) => ({
      to: m.to,
      cc: m.cc ?? [],
      subject: m.subject,
      bodyText: m.text,
      bodyHtml: m.html ?? null,
      createdAt: m.at,
      sentAt: m.at,
    })),
  );
}

export interface OutboxBacklog {
  unsent: number;
  /** Unsent rows whose last attempt failed. */
  failed: number;
  oldestUnsentAt: Date | null;
  lastSentAt: Date | null;
}

/** What is waiting to be sent, and when mail last went out (the connection status page). */
export async function outboxBacklog(db: Db): Promise<OutboxBacklog> {
  // Unsent rows are few (outbox_unsent_idx holds them).
  const [waiting] = await db
    .select({
      unsent: sql<number>`count(*)::int`,
      failed: sql<number>`count(*) filter (where ${outbox.error} is not null)::int`,
      oldest: min(outbox.createdAt),
    })
    .from(outbox)
    .where(isNull(outbox.sentAt));
  // The newest mail that went out (by id, backwards on the primary key: no scan of the whole outbox).
  const [sent] = await db.select({ last: outbox.sentAt }).from(outbox).where(isNotNull(outbox.sentAt)).orderBy(desc(outbox.id)).limit(1);
  return {
    unsent: waiting.unsent,
    failed: waiting.failed,
    oldestUnsentAt: waiting.oldest ? new Date(waiting.oldest) : null,
    lastSentAt: sent?.last ? new Date(sent.last) : null,
  };
}

/** Claims up to BATCH unsent rows for this sender. */
async function claim(db: Db, now: Date) {
  const stale = new Date(now.getTime() - CLAIM_TIMEOUT_MS);
  const candidates = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lt(outbox.attempts, MAX_ATTEMPTS), or(isNull(outbox.claimedAt), lt(outbox.claimedAt, stale))))
    .orderBy(asc(outbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ claimedAt: now, attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, candidates))
    .returning();
}

/** Sends what is waiting; returns how many went out. */
export async function sendPendingMail(db: Db, transport: Transporter, clock: Clock, log?: FastifyBaseLogger): Promise<number> {
  let sent = 0;
  for (;;) {
    const rows = await claim(db, clock.now());
    if (!rows.length) return sent;
    for (const row of rows) {
      try {
        await transport.sendMail({
          from: MAIL_FROM,
          to: row.to,
          cc: row.cc.length ? row.cc : undefined,
          subject: row.subject,
          text: row.bodyText,
          html: row.bodyHtml ?? undefined,
        });
        await db.update(outbox).set({ sentAt: clock.now(), error: null }).where(eq(outbox.id, row.id));
        sent++;
      } catch (error) {
        log?.warn({ err: error, outboxId: row.id }, 'sending mail failed');
        // Leave it claimed-but-unsent: it is retried once the claim goes stale.
        await db
          .update(outbox)
          .set({ error: String((error as Error).message ?? error).slice(0, 2000) })
          .where(eq(outbox.id, row.id));
      }
    }
  }
}

/**
 * While SMTP_URL is set, sends what is waiting when the app is ready and then every `everyMs`
 * (platform/periodicJob.ts: one send at a time, a failure logged, waited for on close; the SMTP
 * connections are closed after that). Answers the job (`run()` sends now), or null without SMTP.
 */
export function startOutboxSender(
  app: FastifyInstance,
  options: { smtpUrl: string | null; everyMs?: number; transport?: Transporter },
): PeriodicJob | null {
  const transport = options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null);
  if (!transport) {
    app.log.info('SMTP_URL is not set: e-mails stay in the outbox table');
    return null;
  }
  const { db, clock } = app.platform;
  const sender = every(app, { name: 'outbox sender', everyMs: options.everyMs ?? 10_000, atStart: true }, () =>
    sendPendingMail(db, transport, clock, app.log),
  );
  app.addHook('onClose', async () => {
    await sender.stop();
    transport.close();
  });
  return sender;
}
