import { sql } from 'drizzle-orm';
import type { MatrixContext } from '../../../test/accessMatrix';
import { oneRow, type AreaOwnership } from '../../../test/ownershipMatrix';

// Who owns the events and employee-pricing records (docs/ownership.md §2.8): an employee's record
// and discount codes belong to that employee (by e-mail), the FPA administrators see all; custom
// events and Drafted are managed by their flags; a store order by its buyer's token.

const employee = async () => ({ email: 'employee@demo.local' });

/** An active allowance code of employee@ this year. */
async function employeeCode({ db }: MatrixContext): Promise<{ email: string; year: number; id: number }> {
  const row = await oneRow<{ id: number; year: number }>(
    db,
    sql`
      select d.id, d.year from fpa_discounts d join fpa_employees e on e.id = d.employee_id
      where e.email = 'employee@demo.local' and d.kind = 'allowance' and d.status = 1 and (d.expires_at is null or d.expires_at > now())
      order by d.id desc limit 1`,
  );
  return { email: 'employee@demo.local', ...row };
}
const byFlag = (flag: string) => `managed by ${flag}: the flag decides (docs/ownership.md §2.8)`;
const drafted = 'Drafted contests, organisations and sponsors: the Drafted team’s (docs/ownership.md §2.9)';

export const eventsFpaOwnership: AreaOwnership = {
  cases: [
    {
      call: 'Query.employee',
      owner: 'user',
      rule: 'requireSelfOrAdmin (events-fpa/fpa/service.ts): the employee, or fpaAdmin',
      record: employee,
      request: (e) => ({ query: 'query($e: String!) { employee(email: $e) { email } }', variables: { e: e.email } }),
      reaches: ['employee', 'admin'],
      refused: ['events', 'artist', 'rep'],
    },
    {
      call: 'Mutation.createEmployeeDiscount',
      owner: 'user',
      rule: 'requireSelfOrAdmin (events-fpa/fpa/service.ts)',
      record: employee,
      request: (e) => ({
        query: 'mutation($e: String!, $y: Int!) { createEmployeeDiscount(email: $e, amount: 10, year: $y) { discountCode } }',
        variables: { e: e.email, y: new Date().getFullYear() },
      }),
      reaches: ['employee'],
      refused: ['events', 'artist', 'rep'],
      write: true,
    },
    {
      call: 'Mutation.deleteEmployeeDiscountCode',
      owner: 'user',
      rule: 'requireSelfOrAdmin(email) (events-fpa/fpa/service.ts)',
      record: employeeCode,
      request: (c) => ({
        query: 'mutation($e: String!, $y: Int!, $d: Int!) { deleteEmployeeDiscountCode(email: $e, year: $y, discountID: $d) }',
        variables: { e: c.email, y: c.year, d: c.id },
      }),
      reaches: ['employee'],
      refused: ['events', 'artist', 'rep'],
      write: true,
    },
    {
      call: 'Mutation.createEmployeeFriendsFamilyDiscount',
      owner: 'user',
      rule: 'requireSelfOrAdmin(employee) (events-fpa/fpa/service.ts)',
      record: employee,
      request: (e) => ({
        query:
          'mutation($e: String!, $y: Int!) { createEmployeeFriendsFamilyDiscount(email: "friend@example.org", year: $y, employee: $e, firstName: "Robin", lastName: "Lee", country: "C") { id } }',
        variables: { e: e.email, y: new Date().getFullYear() },
      }),
      reaches: ['employee'],
      refused: ['events', 'artist', 'rep'],
      write: true,
    },
  ],
  notOwned: {
    'POST /api/event/order/cancel': `${byFlag('customEventEdit')}; the store order is named by its number and its token together`,
    'Mutation.resendEmail': `${byFlag('eventManager / orderEdit')}; mailed only to the store order’s own address`,
    'GET /Images/Templates/:file': 'template images: catalogue data',
    'POST /api/drafted/upload': drafted,
    'GET /api/drafted/logo/:token': drafted,
    'GET /api/drafted/contest/:id/agreement': drafted,
    'Query.draftedOrganizations': drafted,
    'Query.draftedSponsors': drafted,
    'Query.draftedContests': drafted,
    'Query.draftedContest': drafted,
    'Mutation.createDraftedOrganization': drafted,
    'Mutation.updateDraftedOrganization': drafted,
    'Mutation.createDraftedSponsor': drafted,
    'Mutation.updateDraftedSponsor': drafted,
    'Mutation.createDraftedContest': drafted,
    'Mutation.updateDraftedContest': drafted,
    'POST /api/event/report': byFlag('eventManager'),
    'Query.customEvents': byFlag('eventManager / orderEdit'),
    'Query.customEvent': byFlag('eventManager / orderEdit'),
    'Mutation.updateCustomEvent': byFlag('customEventEdit'),
    'Mutation.deleteCustomEvent': byFlag('customEventEdit'),
    'Mutation.toggleEvent': byFlag('customEventEdit'),
    'Mutation.closeEvent': byFlag('customEventEdit'),
    'Mutation.createCustomeEventProductionOrder': byFlag('customEventEdit'),
    'Query.employees': byFlag('fpaAdmin'),
    'Mutation.updateEmployeeAllowance': byFlag('fpaAdmin'),
    'Mutation.addEmployee': byFlag('fpaAdmin'),
    'Mutation.disableEmployee': byFlag('fpaAdmin'),
    'Mutation.enableEmployee': byFlag('fpaAdmin'),
  },
};
