// Access flags and the named access rules built on them (spec 000 §6, 001 §6, 002 §6).
// The shell's guards, the drawer and the server's authorization all use these same rules.
// Flags travel on the wire in camelCase only, whatever spelling the spec uses in places
// (order_edit -> orderEdit, license_creation -> licenseCreation, view_appointments -> viewAllAppointments).

export const ACCESS_FLAGS = [
  'products',
  'preLine',
  'takeAll',
  'order',
  'orderView',
  'orderEdit',
  'licenseOrder',
  'approve',
  'approveReturns',
  'approve5kReturns',
  'artist',
  'artistManager',
  'licenseArtist',
  'licenseManager',
  'licenseCreation',
  'customLocation',
  'productionArtManager',
  'dropManager',
  'userAdmin',
  'externalUserAdmin',
  'resourceEdit',
  'viewAllAppointments',
  'development',
  'bda',
  'createDesignSample',
  'viewDesignSample',
  'createDesignOrder',
  'viewDesignOrder',
  'fpaAdmin',
  'colorStoryCreate',
  'templateEdit',
  'eventManager',
  'draftedManager',
] as const;

export type AccessFlag = (typeof ACCESS_FLAGS)[number];
export type AccessFlags = Record<AccessFlag, boolean>;

export const USER_TYPES = ['INTERNAL', 'REP', 'CUSTOMER'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The session user as /api/auth and /api/login return it. */
export interface SessionUser {
  id: number;
  email: string;
  name: string;
  userType: UserType;
  /** SREP code; '000' is the manager/admin rep. Null for users who are not reps. */
  repCode: string | null;
  repManagerCode: string | null;
  access: AccessFlags;
}

/** Rep codes that see every rep's orders and therefore have no "other orders" (spec 000 §6). */
export const MANAGER_REP_CODES = ['000', '100'] as const;

export function noAccess(): AccessFlags {
  return Object.fromEntries(ACCESS_FLAGS.map((f) => [f, false])) as AccessFlags;
}

export function accessFrom(flags: Iterable<AccessFlag>): AccessFlags {
  const access = noAccess();
  for (const f of flags) access[f] = true;
  return access;
}

export function hasAny(user: Pick<SessionUser, 'access'> | null | undefined, ...flags: AccessFlag[]): boolean {
  return !!user && flags.some((f) => user.access[f]);
}

/**
 * A staff flag held by a staff account. An external (CUSTOMER) user's "Create Art" toggle is stored
 * as the `artist` flag (spec 002 §2); it grants that user the design upload and none of the art
 * staff's tools (mfe-admin/README.md "External users").
 */
export function staffHasAny(user: Pick<SessionUser, 'access' | 'userType'> | null | undefined, ...flags: AccessFlag[]): boolean {
  return !!user && user.userType !== 'CUSTOMER' && hasAny(user, ...flags);
}

export function hasAll(user: Pick<SessionUser, 'access'> | null | undefined, ...flags: AccessFlag[]): boolean {
  return !!user && flags.every((f) => user.access[f]);
}

type Rule = (user: SessionUser) => boolean;

const orderPages: Rule = (u) => hasAny(u, 'order', 'orderEdit', 'orderView', 'approve');
const designLicenseCreate: Rule = (u) => hasAny(u, 'licenseCreation', 'licenseArtist');
// An external user's "Place License Orders" (licenseOrder) is not the licence staff's: design requests are staff work.
const designRequestLicence: Rule = (u) => staffHasAny(u, 'artistManager', 'licenseArtist', 'licenseOrder');

/**
 * Named access rules. Routes and drawer entries name one of these (so a remote's manifest stays
 * plain data), and the server checks the same function before answering.
 */
export const accessRules = {
  /** Any logged-in user (spec 000 §6: /catalogs and most other screens). */
  loggedIn: () => true,
  /** Order pages need any of order, orderEdit, orderView, approve. */
  orderPages,
  /** /license_collections needs licenseCreation or orderEdit. */
  licenseCollections: (u) => hasAny(u, 'licenseCreation', 'orderEdit'),
  /** /other_orders needs order-page access and a rep code that is not 000 or 100. */
  otherOrders: (u) => orderPages(u) && !!u.repCode && !(MANAGER_REP_CODES as readonly string[]).includes(u.repCode),
  /** /color_stories needs colorStoryCreate. */
  colorStories: (u) => hasAny(u, 'colorStoryCreate'),
  /** /templates needs order access and userType INTERNAL or REP. */
  templates: (u) => orderPages(u) && (u.userType === 'INTERNAL' || u.userType === 'REP'),
  /** Template add, edit and delete. */
  templateEdit: (u) => hasAny(u, 'templateEdit', 'approve'),
  /** Bill To search option and filter, Department filter, rush toggle (spec 000 §6). */
  privilegedOrders: (u) => hasAny(u, 'approve', 'orderEdit'),
  /** spec 002 §6: Create Shipping Job and the shipping jobs list's bulk action need order_edit or approve. */
  shippingJobEdit: (u) => hasAny(u, 'orderEdit', 'approve'),
  /**
   * Returns screens need order access like the order pages, and a staff account: spec 001 §1 makes
   * returns work for staff (commission, rep, CSR, the staff timeline); a customer account has none.
   */
  returns: (u) => u.userType !== 'CUSTOMER' && orderPages(u),
  /** /user_admin, and the user list with names, e-mails and flags (GET /api/users). */
  userAdmin: (u) => hasAny(u, 'userAdmin'),
  /**
   * Ours: pickers that list staff by code and name (GET /api/reps: templates, a return's
   * People card, external users): staff and reps who hold any flag; never CUSTOMER users.
   */
  staffPickers: (u) => u.userType !== 'CUSTOMER' && Object.values(u.access).some(Boolean),
  /** /user_admin/external: REP users or externalUserAdmin. */
  externalUsers: (u) => u.userType === 'REP' || hasAny(u, 'externalUserAdmin'),
  /** The manager view of /user_admin/external (spec 002 §2, §6): externalUserAdmin. */
  externalUserAdmin: (u) => hasAny(u, 'externalUserAdmin'),
  /** Sales resource upload, edit and delete (spec 002 §6: resource_edit). */
  resourceEdit: (u) => hasAny(u, 'resourceEdit'),
  /** Ours (spec 002 §6 silent): /license_approval and its calls need licenseManager ('License Manage and Create License SKUs'). */
  licenseApproval: (u) => hasAny(u, 'licenseManager'),
  /** Ours (spec 002 §6 guards only the edits): /styles and its reads are for INTERNAL users. */
  styles: (u) => u.userType === 'INTERNAL',
  /** spec 002 §5, §6: product fields, treatments, locations, masks and presets need development. */
  styleEdit: (u) => u.userType === 'INTERNAL' && hasAny(u, 'development'),
  /** /fpa: INTERNAL users. */
  fpa: (u) => u.userType === 'INTERNAL',
  /** /fpa admin controls (spec 002 §6): fpaAdmin flag, INTERNAL users only. */
  fpaAdmin: (u) => u.userType === 'INTERNAL' && hasAny(u, 'fpaAdmin'),
  /** Drafted contest pages. */
  drafted: (u) => hasAny(u, 'draftedManager'),
  /**
   * Custom events pages, the report and resending an order e-mail. Ours (spec 002 §6 gives the
   * screens no guard and eventManager no rule): eventManager or orderEdit, INTERNAL users.
   */
  customEvents: (u) => u.userType === 'INTERNAL' && hasAny(u, 'eventManager', 'orderEdit'),
  /** spec 002 §6: order_edit for edit, enable/disable, create production order, close, cancel (and, ours, cancelling one event order). */
  customEventEdit: (u) => u.userType === 'INTERNAL' && hasAny(u, 'orderEdit'),
  /** /connStatus: approve and artistManager. */
  connStatus: (u) => hasAll(u, 'approve', 'artistManager'),
  /** Designs lists and showcase (spec 001 §6: the shell's wider guard set, any signed-in user; CUSTOMER users see their customers' designs). */
  designs: () => true,
  /** Ours (spec 001 §6 silent): bulk disable of designs, by those who see the customer columns. */
  designsDisable: (u) => staffHasAny(u, 'artist', 'artistManager', 'orderEdit'),
  /** spec 001 §6: the customer columns of the designs list. */
  designCustomerColumns: (u) => staffHasAny(u, 'artist', 'artistManager', 'orderEdit'),
  /** spec 001 §6: licence columns (colour, league, team, player, approval) and the creation buttons. */
  designLicenseColumns: (u) => hasAny(u, 'licenseCreation', 'licenseArtist'),
  /** spec 001 §6: the two creation buttons (new licence design, its colour-coordinated variation) and their calls. */
  designLicenseCreate,
  /**
   * Ours (spec 001 §7.2 GET /api/contrast "colour choices for licence designs", §6 silent on it): the
   * contrast list is read by whoever creates licence designs (designLicenseCreate) and by whoever may
   * create or edit a licence design request (designRequestLicence): the request dialog's Secondary and
   * Neutral come from it.
   */
  licenceContrast: (u) => designLicenseCreate(u) || designRequestLicence(u),
  /**
   * spec 001 §6: the Upload button (artist, artist_manager or customer user type) and its calls. A
   * CUSTOMER user uploads for their own customers, with the "Create Art" toggle (the `artist` flag).
   */
  designUpload: (u) => hasAny(u, 'artist') || staffHasAny(u, 'artistManager'),
  /** spec 001 §6: the League filter. */
  designLeagueFilter: (u) => hasAny(u, 'licenseCreation', 'orderEdit', 'licenseArtist'),
  /** Ours (spec 001 §6 silent): the AI swatch library and printer colour mapping screens: art and production staff. */
  colorTools: (u) => staffHasAny(u, 'artist', 'artistManager', 'productionArtManager'),
  /** spec 001 §6: only artist_manager adds, edits or deletes AI swatches. */
  swatchEdit: (u) => hasAny(u, 'artistManager'),
  /**
   * Design requests (spec 001 §6): reps ask, artists and artist managers fulfil, order_edit views all;
   * licence staff (license_artist, license_order, license_creation) work licence requests. Ours: the
   * area's screens and calls are for those users; a CUSTOMER user has none of them.
   */
  designRequests: (u) =>
    u.userType !== 'CUSTOMER' &&
    (u.userType === 'REP' || hasAny(u, 'artist', 'artistManager', 'orderEdit', 'licenseArtist', 'licenseOrder', 'licenseCreation')),
  /** spec 001 §6: 'Request License Design', licence requests and the licence columns. */
  designRequestLicence,
  /**
   * Design sample requests (spec 002 §6): the screens say "any signed-in user", the flags say
   * viewDesignSample to view and createDesignSample to act. Ours: the screens and calls need either
   * flag (a signed-in user without one has nothing to see there); acting needs createDesignSample.
   * Samples and design orders are the samples team's work on any customer's designs, so the flags
   * count on staff accounts only (docs/ownership.md §2.5).
   */
  designSamples: (u) => staffHasAny(u, 'viewDesignSample', 'createDesignSample'),
  /** spec 002 §6: Create Sample Request, Cancel, Receive, add prices, approve. */
  designSampleEdit: (u) => staffHasAny(u, 'createDesignSample'),
  /** Design orders (spec 002 §6), the same reconciliation: viewDesignOrder or createDesignOrder to view. */
  designOrders: (u) => staffHasAny(u, 'viewDesignOrder', 'createDesignOrder'),
  /** spec 002 §6: Create Order, Update Quantity, Create Po, Cancel. */
  designOrderEdit: (u) => staffHasAny(u, 'createDesignOrder'),
  /** spec 001 §6: the rep filter of the design requests' filter drawer. */
  designRequestRepFilter: (u) => staffHasAny(u, 'artist', 'artistManager', 'orderEdit'),
  /** Ours (spec 001 §6 silent): printer colour mappings are changed by artist and production art managers. */
  printerMappingEdit: (u) => hasAny(u, 'artistManager', 'productionArtManager'),
  /** Ours (spec 001 §6 silent): saving extracted design colours changes designs: artist and production art managers. */
  designColorsSave: (u) => hasAny(u, 'artistManager', 'productionArtManager'),
  /** spec 002 §6 "Drops: dropManager for the add control". */
  dropAdd: (u) => hasAny(u, 'dropManager'),
  /** Ours (spec 001 §6 silent): the production tools (job folders, recolouring): artist and production art managers. */
  productionTools: (u) => hasAny(u, 'artistManager', 'productionArtManager'),
} satisfies Record<string, Rule>;

export type AccessRuleName = keyof typeof accessRules;

export function isAccessRuleName(name: string): name is AccessRuleName {
  return Object.hasOwn(accessRules, name);
}

export function allows(rule: AccessRuleName, user: SessionUser | null | undefined): boolean {
  return !!user && accessRules[rule](user);
}
