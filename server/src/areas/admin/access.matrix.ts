import { eq } from 'drizzle-orm';
import { emailSettingsSchema, userAccessSchema } from '@portal/shared/core';
import { byRule, signedIn, unknownRecordBehind, type AreaMatrix, type MatrixContext } from '../../../test/accessMatrix';
import { users } from '../platform/schema';

// Who may call the administration area's routes and fields (spec 002 §6; mfe-admin/README.md).
// Test data for src/areas/accessMatrix.test.ts; writes are sent with invalid input (no row changes).
// `fuzz`: how mutationFuzz.test.ts calls each write (as admin, bodies from the form's own schema,
// aimed at the seeded newhire@ account so that accepted calls change nobody the matrix relies on).

async function newhire({ db }: MatrixContext): Promise<{ user: number }> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'newhire@demo.local'));
  return { user: row.id };
}

export const adminMatrix: AreaMatrix = {
  rest: [
    { route: 'POST /api/users', payload: {}, expect: byRule('userAdmin'), fuzz: { body: userAccessSchema, known: newhire } },
    {
      route: 'POST /api/users',
      payload: { user: 2_147_483_647, access: { bda: true } },
      expect: unknownRecordBehind('userAdmin'),
      why: 'record level: a valid body for a user that does not exist is 404 for user administrators, 403 before the input for everyone else',
    },
    // spec 002 §2, §7: every signed-in user reads and saves their own e-mail settings.
    { route: 'GET /api/emailAccess', expect: signedIn() },
    { route: 'PUT /api/emailAccess', payload: {}, expect: signedIn(), fuzz: { body: emailSettingsSchema } },
  ],
  graphql: [{ field: 'Query.connStatus', query: '{ connStatus { checkedAt database { status } } }', expect: byRule('connStatus') }],
};
