import { asc, desc, eq } from 'drizzle-orm';
import type { ErrorReportInput } from '@portal/shared/core';
import type { Db } from '../db/client';
import { errorReports, systemMessages, users } from '../db/tables/platform';

// What the browser reports of its crashes (POST /api/notifyError, read by administrators) and the
// system messages every signed-in user sees (spec 000 §7).

export async function recordErrorReport(
  db: Db,
  report: ErrorReportInput,
  userId: number | null,
  userAgent: string | null,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(errorReports)
    .values({
      userId,
      page: report.page,
      message: report.message,
      info: report.info ?? '',
      userAgent: userAgent ? userAgent.slice(0, 1000) : null,
      createdAt: now,
    })
    .returning({ id: errorReports.id });
  return row.id;
}

export interface ErrorReportItem {
  id: number;
  page: string;
  message: string;
  info: string;
  userEmail: string | null;
  userAgent: string | null;
  createdAt: Date;
}

/** The latest crash and load-failure reports, newest first, for administrators. */
export function latestErrorReports(db: Db, limit = 100): Promise<ErrorReportItem[]> {
  return db
    .select({
      id: errorReports.id,
      page: errorReports.page,
      message: errorReports.message,
      info: errorReports.info,
      userEmail: users.email,
      userAgent: errorReports.userAgent,
      createdAt: errorReports.createdAt,
    })
    .from(errorReports)
    .leftJoin(users, eq(users.id, errorReports.userId))
    .orderBy(desc(errorReports.createdAt), desc(errorReports.id))
    .limit(limit);
}

export function activeSystemMessages(db: Db): Promise<{ id: number; message: string }[]> {
  return db
    .select({ id: systemMessages.id, message: systemMessages.message })
    .from(systemMessages)
    .where(eq(systemMessages.active, true))
    .orderBy(asc(systemMessages.id));
}
