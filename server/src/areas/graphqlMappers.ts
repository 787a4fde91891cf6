import type { ReturnsListArgs, SessionUser } from '@portal/shared/core';

// What some resolvers answer in place of their GraphQL type (codegen.ts `mappers`, used by the
// generated graphqlTypes.ts): the type's own field resolvers or loaders read it. Types that only
// leave fields to a field resolver or loader are mapped in codegen.ts with Omit<…>.

/** An order list row (the Order type's field resolvers turn it into the wire row). */
export type { NamedOrderListRow as OrderParent } from './orders/lists/listService';

/** returnsV2 answers the checked arguments; list, totalCount and domain each run when asked. */
export interface ReturnsPageParent {
  args: ReturnsListArgs;
  user: SessionUser;
}
