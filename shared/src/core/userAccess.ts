import { ACCESS_FLAGS, type AccessFlag, type AccessFlags } from './access';
import type { platformRoutes } from './platformRoutes';
import type { RouteAnswer } from './restRef';
import { ADMIN_MESSAGES } from './adminMessages';

// User Access (/user_admin, spec 002 §2, §5, §6, §7): the flag groups as data, the group checkbox
// and the sub-product rule, and the POST /api/users body. The screen and the server use these same
// functions, so what the form lets through is what the server accepts (400 with the same message);
// the body's schema is userAccessSchema.ts (zod stays out of the screens' bundles).

/** A user as GET /api/users lists it for a user administrator, and as POST /api/users answers. */
export type UserWithAccess = RouteAnswer<typeof platformRoutes.users>[number];

export interface AccessFlagItem {
  flag: AccessFlag;
  label: string;
}

export interface AccessGroup {
  /** The group's title as the spec names it. */
  name: string;
  flags: readonly AccessFlagItem[];
}

/**
 * spec 002 §2: "Products 3 (view products, preline, take all), Orders 5 (create, view all, edit,
 * create license, approve), Art 7 (accept, manage, license accept, license manage and create license
 * SKUs, production art manager, custom locations, drop codes), User Access 2, Returns 2, and
 * single-flag groups: Sales Resource, Trade Show (view all appointments), Styles (development),
 * Design Sample Requests, Offshore Design Orders, BDA, Free Product Allowance, Template Orders,
 * Color Story, Custom Events." Two of the "single-flag" groups cover two flags each (create and
 * view), shown as two checkboxes so each can be granted alone; licenseCreation and draftedManager
 * sit in no group of the spec and get one each at the end (mfe-admin/README.md "Decisions").
 * Every flag of ACCESS_FLAGS is in exactly one group (userAccess.test.ts).
 */
export const ACCESS_GROUPS: readonly AccessGroup[] = [
  {
    name: 'Products',
    flags: [
      { flag: 'products', label: 'View Products' },
      { flag: 'preLine', label: 'Preline' },
      { flag: 'takeAll', label: 'Take All' },
    ],
  },
  {
    name: 'Orders',
    flags: [
      { flag: 'order', label: 'Create' },
      { flag: 'orderView', label: 'View All' },
      { flag: 'orderEdit', label: 'Edit' },
      { flag: 'licenseOrder', label: 'Create License' },
      { flag: 'approve', label: 'Approve' },
    ],
  },
  {
    name: 'Art',
    flags: [
      { flag: 'artist', label: 'Accept' },
      { flag: 'artistManager', label: 'Manage' },
      { flag: 'licenseArtist', label: 'License Accept' },
      { flag: 'licenseManager', label: 'License Manage and Create License SKUs' },
      { flag: 'productionArtManager', label: 'Production Art Manager' },
      { flag: 'customLocation', label: 'Custom Locations' },
      { flag: 'dropManager', label: 'Drop Codes' },
    ],
  },
  {
    name: 'User Access',
    flags: [
      { flag: 'userAdmin', label: 'User Access' },
      { flag: 'externalUserAdmin', label: 'External Users' },
    ],
  },
  {
    name: 'Returns',
    flags: [
      { flag: 'approveReturns', label: 'Approve Returns' },
      { flag: 'approve5kReturns', label: 'Approve Returns over $5k' },
    ],
  },
  { name: 'Sales Resource', flags: [{ flag: 'resourceEdit', label: 'Edit Sales Resources' }] },
  { name: 'Trade Show', flags: [{ flag: 'viewAllAppointments', label: 'View All Appointments' }] },
  { name: 'Styles', flags: [{ flag: 'development', label: 'Development' }] },
  {
    name: 'Design Sample Requests',
    flags: [
      { flag: 'createDesignSample', label: 'Create' },
      { flag: 'viewDesignSample', label: 'View' },
    ],
  },
  {
    name: 'Offshore Design Orders',
    flags: [
      { flag: 'createDesignOrder', label: 'Create' },
      { flag: 'viewDesignOrder', label: 'View' },
    ],
  },
  { name: 'BDA', flags: [{ flag: 'bda', label: 'BDA' }] },
  { name: 'Free Product Allowance', flags: [{ flag: 'fpaAdmin', label: 'Free Product Allowance Admin' }] },
  { name: 'Template Orders', flags: [{ flag: 'templateEdit', label: 'Edit Templates' }] },
  { name: 'Color Story', flags: [{ flag: 'colorStoryCreate', label: 'Create Color Stories' }] },
  { name: 'Custom Events', flags: [{ flag: 'eventManager', label: 'Event Manager' }] },
  // Ours: in no group of the spec (spec 002 §3 "other flag names seen on the session user").
  { name: 'License Collections', flags: [{ flag: 'licenseCreation', label: 'Create License Collections' }] },
  { name: 'Drafted Contests', flags: [{ flag: 'draftedManager', label: 'Drafted Manager' }] },
];

/** spec 002 §2: "Sub-products are disabled unless view products is on." */
export const SUB_PRODUCT_FLAGS: readonly AccessFlag[] = ['preLine', 'takeAll'];

/** A flag that cannot be turned on now (a sub-product while View Products is off). */
export function isFlagLocked(access: AccessFlags, flag: AccessFlag): boolean {
  return SUB_PRODUCT_FLAGS.includes(flag) && !access.products;
}

/** How many of a group's flags are on, of how many (the n/total beside the group's title). */
export function groupCount(access: AccessFlags, group: AccessGroup): { on: number; total: number } {
  return { on: group.flags.filter((f) => access[f.flag]).length, total: group.flags.length };
}

/** One flag set or cleared. Clearing View Products clears the sub-products too (they need it). */
export function withFlag(access: AccessFlags, flag: AccessFlag, on: boolean): AccessFlags {
  if (on && isFlagLocked(access, flag)) return access;
  const next = { ...access, [flag]: on };
  if (flag === 'products' && !on) for (const sub of SUB_PRODUCT_FLAGS) next[sub] = false;
  return next;
}

/** spec 002 §2: "Group checkbox sets or clears all children." */
export function withGroup(access: AccessFlags, group: AccessGroup, on: boolean): AccessFlags {
  let next = access;
  // In the group's order, so View Products is on before its sub-products are set.
  for (const { flag } of group.flags) next = withFlag(next, flag, on);
  return next;
}

/** The granted flags as a list, in ACCESS_FLAGS order (what the users table stores). */
export function grantedFlags(access: Partial<Record<AccessFlag, boolean>>): AccessFlag[] {
  return ACCESS_FLAGS.filter((f) => access[f] === true);
}

/**
 * What stops these flags from being saved, or null (spec 002 §5: "at least one flag must be on";
 * §2: sub-products need View Products). The form disables Save; the server answers 400.
 */
export function userAccessProblem(access: Partial<Record<AccessFlag, boolean>>): string | null {
  if (!grantedFlags(access).length) return ADMIN_MESSAGES.flagRequired;
  if (SUB_PRODUCT_FLAGS.some((f) => access[f]) && !access.products) return ADMIN_MESSAGES.subProductsNeedProducts;
  return null;
}
