import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { returnCodes } from '../../db/tables/returns';

/** GET /api/return/codes and returnCodes: every return code, by name (spec 001 §3.1 "Return code: id, code"). */
export function returnCodeList(db: Db): Promise<{ id: number; code: string }[]> {
  return db.select({ id: returnCodes.id, code: returnCodes.code }).from(returnCodes).orderBy(asc(returnCodes.code));
}
