import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { MANAGER_REP_CODES, type SessionUser } from '@portal/shared/core';
import { orders } from '../../../db/tables/orders/model';

// Which orders a user's lists show (spec 000 §6; mfe-orders/README.md "Who sees which orders"):
// - INTERNAL users: every order;
// - a REP: the orders of their own rep code; the manager rep codes 000 and 100 see every order;
// - a CUSTOMER user: the orders of the customers linked to them (user_customers);
// - /other_orders (`other`): the orders of the reps the user manages: those whose reps.manager_code
//   is the user's repManagerCode (a user without one manages nobody); nobody else's.
// Every list query, count, filter option, saved-filter count and export is ANDed with this.

export function visibleOrders(user: SessionUser, other = false): SQL {
  if (other) {
    if (!user.repManagerCode) return sql`false`;
    return sql`${orders.repCode} in (select code from reps_view where manager_code = ${user.repManagerCode})`;
  }
  return visibleByRepOrCustomer(user, orders.repCode, orders.customerNumb);
}

/** The rule above for any record with a rep code and a customer (orders, shipping jobs). */
export function visibleByRepOrCustomer(user: SessionUser, repCode: AnyColumn, customerNumb: AnyColumn): SQL {
  if (user.userType === 'INTERNAL') return sql`true`;
  if (user.userType === 'REP') {
    if (!user.repCode) return sql`false`;
    if ((MANAGER_REP_CODES as readonly string[]).includes(user.repCode)) return sql`true`;
    return sql`${repCode} = ${user.repCode}`;
  }
  return sql`${customerNumb} in (select customer_numb from user_customers_view where user_id = ${user.id})`;
}
