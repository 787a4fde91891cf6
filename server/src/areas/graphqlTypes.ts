import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { OrderParent, ReturnsPageParent } from './graphqlMappers';
import type { MercuriusContext } from 'mercurius';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  DateTime: { input: Date; output: Date | string; }
};

/** Access flags, camelCase as in @portal/shared. */
export type AccessFlags = {
  approve: Scalars['Boolean']['output'];
  approve5kReturns: Scalars['Boolean']['output'];
  approveReturns: Scalars['Boolean']['output'];
  artist: Scalars['Boolean']['output'];
  artistManager: Scalars['Boolean']['output'];
  bda: Scalars['Boolean']['output'];
  colorStoryCreate: Scalars['Boolean']['output'];
  createDesignOrder: Scalars['Boolean']['output'];
  createDesignSample: Scalars['Boolean']['output'];
  customLocation: Scalars['Boolean']['output'];
  development: Scalars['Boolean']['output'];
  draftedManager: Scalars['Boolean']['output'];
  dropManager: Scalars['Boolean']['output'];
  eventManager: Scalars['Boolean']['output'];
  externalUserAdmin: Scalars['Boolean']['output'];
  fpaAdmin: Scalars['Boolean']['output'];
  licenseArtist: Scalars['Boolean']['output'];
  licenseCreation: Scalars['Boolean']['output'];
  licenseManager: Scalars['Boolean']['output'];
  licenseOrder: Scalars['Boolean']['output'];
  order: Scalars['Boolean']['output'];
  orderEdit: Scalars['Boolean']['output'];
  orderView: Scalars['Boolean']['output'];
  preLine: Scalars['Boolean']['output'];
  productionArtManager: Scalars['Boolean']['output'];
  products: Scalars['Boolean']['output'];
  resourceEdit: Scalars['Boolean']['output'];
  takeAll: Scalars['Boolean']['output'];
  templateEdit: Scalars['Boolean']['output'];
  userAdmin: Scalars['Boolean']['output'];
  viewAllAppointments: Scalars['Boolean']['output'];
  viewDesignOrder: Scalars['Boolean']['output'];
  viewDesignSample: Scalars['Boolean']['output'];
};

/** A free product allowance code (spec 002 §3 Allowance discount). */
export type AllowanceDiscount = {
  createdDate: Scalars['DateTime']['output'];
  discountAmount: Scalars['Float']['output'];
  discountCode: Scalars['String']['output'];
  discountID: Scalars['Int']['output'];
  expiryDate: Scalars['DateTime']['output'];
  order?: Maybe<DiscountOrder>;
  status: DiscountStatus;
};

/** This API instance. */
export type ApiHealth = {
  /** The host name of the instance that answered. */
  instance: Scalars['String']['output'];
  nodeVersion: Scalars['String']['output'];
  startedAt: Scalars['DateTime']['output'];
  status: HealthStatus;
  uptimeSeconds: Scalars['Int']['output'];
};

export type ApprovedDesign = {
  id: Scalars['String']['output'];
  variation: Scalars['Int']['output'];
};

export type ArtReference = {
  createdAt: Scalars['DateTime']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  path: Scalars['String']['output'];
};

export type Catalog = {
  /** ISO 8601 instant. */
  created_at: Scalars['DateTime']['output'];
  /** Customer number. */
  customer: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  /** Whether the signed-in user may rename it and change its orders. */
  editable: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  orders: Array<CatalogOrder>;
  /** SREP code of the customer's rep. */
  rep?: Maybe<Scalars['String']['output']>;
  /** The catalog's page on the external ordering site (CATALOG_SITE_URL with the id). */
  url: Scalars['String']['output'];
  /** Name of the user who created it ('Created By'). */
  user?: Maybe<Scalars['String']['output']>;
};

/** An order offered by a catalog (spec 000 §3: id, orderId, name, numb). */
export type CatalogOrder = {
  /** The catalog-order link's id. */
  id: Scalars['Int']['output'];
  /** The order's PO, or the collection name of a collection. */
  name?: Maybe<Scalars['String']['output']>;
  /** The order number. */
  numb: Scalars['Int']['output'];
  orderId: Scalars['Int']['output'];
  /** Order status code: the link goes to the list of this status (spec 000 §4). */
  status: Scalars['Int']['output'];
  statusString: Scalars['String']['output'];
};

/** An order of the catalog's customer the edit dialog offers. */
export type CatalogOrderOption = {
  name?: Maybe<Scalars['String']['output']>;
  numb: Scalars['Int']['output'];
  orderId: Scalars['Int']['output'];
  status: Scalars['Int']['output'];
  statusString: Scalars['String']['output'];
};

export type CatalogPage = {
  catalogs: Array<Catalog>;
  /** How many catalogs match the filter (every page). */
  total: Scalars['Int']['output'];
};

/** Who changed what, and when: one row inserted, updated or deleted (a record's history, newest first). */
export type ChangeEntry = {
  /** insert, update or delete. */
  action: Scalars['String']['output'];
  /** Null when the system made the change (no session). */
  actorName?: Maybe<Scalars['String']['output']>;
  at: Scalars['String']['output'];
  changes: Array<FieldChange>;
  id: Scalars['Int']['output'];
  /** The table of the changed row ('orders', 'order_items', 'returns', …). */
  table: Scalars['String']['output'];
};

/** How a license collection's item images are drawn: M ghost, V vector. */
export type CollectionImageType =
  | 'M'
  | 'V';

export type CompatibleDesign = {
  art: Scalars['String']['output'];
  height: Scalars['Float']['output'];
  id: Scalars['String']['output'];
  lastUsed?: Maybe<Scalars['DateTime']['output']>;
  variation: Scalars['Int']['output'];
  width: Scalars['Float']['output'];
};

export type ConnStatus = {
  api: ApiHealth;
  checkedAt: Scalars['DateTime']['output'];
  database: DatabaseHealth;
  fileStore: FileStoreHealth;
  outbox: OutboxHealth;
};

export type CreateShippingJobInput = {
  comment?: InputMaybe<Scalars['String']['input']>;
  csr: Scalars['String']['input'];
  customer: Scalars['String']['input'];
  /** YYYY-MM-DD (Toronto). */
  dateRequired: Scalars['String']['input'];
  items: Array<ShippingJobItemInput>;
  jobTitle: Scalars['String']['input'];
  po?: InputMaybe<Scalars['String']['input']>;
  rep: Scalars['String']['input'];
  shipViaCode: Scalars['String']['input'];
  shipping: ShippingAddressInput;
};

export type CreatedProductionOrder = {
  id: Scalars['Int']['output'];
  numb: Scalars['Int']['output'];
};

/** An event store (spec 002 §3 CustomEvent). */
export type CustomEvent = {
  addressNeeded: Scalars['Boolean']['output'];
  addresses: Array<CustomEventAddress>;
  banner?: Maybe<Scalars['String']['output']>;
  bgSize?: Maybe<Scalars['String']['output']>;
  billing?: Maybe<CustomEventBilling>;
  categories: Array<CustomEventCategory>;
  /** Every change to the event, newest first (the audit trail). */
  changes: Array<ChangeEntry>;
  collectPayment: Scalars['Boolean']['output'];
  /** null all, C Canada, U USA. */
  country?: Maybe<Scalars['String']['output']>;
  /** The name of who set it up. */
  createdBy?: Maybe<Scalars['String']['output']>;
  csr?: Maybe<CustomEventCsr>;
  customAddress: Scalars['Boolean']['output'];
  customOptions: Array<CustomEventOption>;
  customer: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  defaultEmail?: Maybe<Scalars['String']['output']>;
  delivery?: Maybe<Scalars['DateTime']['output']>;
  end: Scalars['DateTime']['output'];
  flatFee?: Maybe<Scalars['Float']['output']>;
  flatFeeName?: Maybe<Scalars['String']['output']>;
  handle: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  info?: Maybe<Scalars['String']['output']>;
  infoBackground?: Maybe<Scalars['String']['output']>;
  infoColor?: Maybe<Scalars['String']['output']>;
  infoPosition?: Maybe<Scalars['String']['output']>;
  /** EN, FR. */
  languages: Array<Scalars['String']['output']>;
  /** Image files: the screen loads them from /Images/Templates/{image}. */
  logo?: Maybe<Scalars['String']['output']>;
  maxAmount?: Maybe<Scalars['Float']['output']>;
  maxItems?: Maybe<Scalars['Int']['output']>;
  mobileBanner?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  noAllocations: Scalars['Boolean']['output'];
  /** The store's orders, newest first; cancelled ones only with showCancelled. */
  orders: Array<CustomEventOrder>;
  password?: Maybe<Scalars['String']['output']>;
  /** Markup percent = (priceRate*10-10)*10. */
  priceRate: Scalars['Float']['output'];
  /** The latest production order's id and number. */
  productionOrder?: Maybe<Scalars['Int']['output']>;
  productionOrderNumber?: Maybe<Scalars['Int']['output']>;
  productionOrders: Array<CustomEventProductionOrder>;
  showPrices: Scalars['Boolean']['output'];
  start: Scalars['DateTime']['output'];
  status: CustomEventStatus;
  styleName?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  totals: CustomEventTotals;
};


/** An event store (spec 002 §3 CustomEvent). */
export type CustomEventOrdersArgs = {
  showCancelled?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CustomEventAddress = {
  address1: Scalars['String']['output'];
  address2?: Maybe<Scalars['String']['output']>;
  address3?: Maybe<Scalars['String']['output']>;
  attn?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  customer?: Maybe<Scalars['String']['output']>;
  customerName?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  number?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  zip?: Maybe<Scalars['String']['output']>;
};

export type CustomEventAddressInput = {
  address1: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  address3?: InputMaybe<Scalars['String']['input']>;
  attn?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  customer?: InputMaybe<Scalars['String']['input']>;
  customerName?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  label: Scalars['String']['input'];
  number?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

export type CustomEventBilling = {
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type CustomEventCategory = {
  id: Scalars['Int']['output'];
  maxItems?: Maybe<Scalars['Int']['output']>;
  minItems?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  numb: Scalars['Int']['output'];
  sortBy?: Maybe<Scalars['String']['output']>;
  sortByOrder?: Maybe<Scalars['String']['output']>;
  styleName?: Maybe<Scalars['String']['output']>;
  subCategory?: Maybe<Scalars['String']['output']>;
};

export type CustomEventCategoryInput = {
  id?: InputMaybe<Scalars['Int']['input']>;
  maxItems?: InputMaybe<Scalars['Int']['input']>;
  minItems?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  numb?: InputMaybe<Scalars['Int']['input']>;
  sortBy?: InputMaybe<Scalars['String']['input']>;
  sortByOrder?: InputMaybe<Scalars['String']['input']>;
  styleName?: InputMaybe<Scalars['String']['input']>;
  subCategory?: InputMaybe<Scalars['String']['input']>;
};

export type CustomEventCsr = {
  name: Scalars['String']['output'];
  number: Scalars['String']['output'];
};

/** Every editable field; the three lists are whole lists (rows without id are added, rows left out removed). Dates are ISO strings. */
export type CustomEventInput = {
  addressNeeded?: InputMaybe<Scalars['Boolean']['input']>;
  addresses?: InputMaybe<Array<CustomEventAddressInput>>;
  banner?: InputMaybe<Scalars['String']['input']>;
  bgSize?: InputMaybe<Scalars['String']['input']>;
  categories?: InputMaybe<Array<CustomEventCategoryInput>>;
  collectPayment?: InputMaybe<Scalars['Boolean']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  /** A CSR code. */
  csr?: InputMaybe<Scalars['String']['input']>;
  customAddress?: InputMaybe<Scalars['Boolean']['input']>;
  customOptions?: InputMaybe<Array<CustomEventOptionInput>>;
  defaultEmail?: InputMaybe<Scalars['String']['input']>;
  delivery?: InputMaybe<Scalars['String']['input']>;
  end?: InputMaybe<Scalars['String']['input']>;
  flatFee?: InputMaybe<Scalars['Float']['input']>;
  flatFeeName?: InputMaybe<Scalars['String']['input']>;
  handle?: InputMaybe<Scalars['String']['input']>;
  info?: InputMaybe<Scalars['String']['input']>;
  infoBackground?: InputMaybe<Scalars['String']['input']>;
  infoColor?: InputMaybe<Scalars['String']['input']>;
  infoPosition?: InputMaybe<Scalars['String']['input']>;
  languages?: InputMaybe<Array<Scalars['String']['input']>>;
  logo?: InputMaybe<Scalars['String']['input']>;
  maxAmount?: InputMaybe<Scalars['Float']['input']>;
  maxItems?: InputMaybe<Scalars['Int']['input']>;
  mobileBanner?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  noAllocations?: InputMaybe<Scalars['Boolean']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  priceRate?: InputMaybe<Scalars['Float']['input']>;
  showPrices?: InputMaybe<Scalars['Boolean']['input']>;
  start?: InputMaybe<Scalars['String']['input']>;
  styleName?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CustomEventOption = {
  availableOptions: Array<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  optionType: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
  requiredIfId?: Maybe<Scalars['Int']['output']>;
  requiredIfValue?: Maybe<Scalars['String']['output']>;
};

export type CustomEventOptionInput = {
  availableOptions?: InputMaybe<Array<Scalars['String']['input']>>;
  id?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  optionType?: InputMaybe<Scalars['String']['input']>;
  required?: InputMaybe<Scalars['Boolean']['input']>;
  requiredIfId?: InputMaybe<Scalars['Int']['input']>;
  requiredIfValue?: InputMaybe<Scalars['String']['input']>;
};

/** An order placed in the event's store (spec 002 §3 Event order): status 1 Placed, 2 In Production, 99 Cancelled. */
export type CustomEventOrder = {
  address: CustomEventOrderAddress;
  createdAt: Scalars['DateTime']['output'];
  numb: Scalars['Int']['output'];
  /** The production order it went into, if any. */
  productionOrder?: Maybe<CustomEventProductionOrder>;
  status: Scalars['Int']['output'];
  statusDesc: Scalars['String']['output'];
  token: Scalars['String']['output'];
  totalItems: Scalars['Int']['output'];
  totalPrice: Scalars['Float']['output'];
};

export type CustomEventOrderAddress = {
  address1?: Maybe<Scalars['String']['output']>;
  address2?: Maybe<Scalars['String']['output']>;
  address3?: Maybe<Scalars['String']['output']>;
  attn?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  comments?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  customerName?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  state?: Maybe<Scalars['String']['output']>;
  zip?: Maybe<Scalars['String']['output']>;
};

/** An order of the orders area made from the event's store orders (type 211 Event). */
export type CustomEventProductionOrder = {
  id: Scalars['Int']['output'];
  numb: Scalars['Int']['output'];
  /** The order's status (orders area codes): the screen links to /order_history/{id} or /orders/{id}. */
  status: Scalars['Int']['output'];
};

/** A row of customEvents. */
export type CustomEventRow = {
  csr?: Maybe<CustomEventCsr>;
  customer: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  end: Scalars['DateTime']['output'];
  handle: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  productionOrderNumber?: Maybe<Scalars['Int']['output']>;
  start: Scalars['DateTime']['output'];
  status: CustomEventStatus;
  totals: CustomEventTotals;
};

/** spec 002 §4: 1 Enabled, 2 Disabled, 3 Closed, 99 Cancelled. */
export type CustomEventStatus = {
  code: Scalars['Int']['output'];
  description: Scalars['String']['output'];
};

export type CustomEventTotals = {
  items: Scalars['Int']['output'];
  /** Store orders not cancelled. */
  orders: Scalars['Int']['output'];
};

export type DatabaseHealth = {
  /** PostgreSQL or Embedded (PGlite). */
  driver: Scalars['String']['output'];
  error?: Maybe<Scalars['String']['output']>;
  /** Median of three round trips of select 1, in ms; null when the database did not answer. */
  latencyMs?: Maybe<Scalars['Float']['output']>;
  status: HealthStatus;
};

/** A design (spec 001 §3.3). */
export type Design = {
  active: Scalars['Boolean']['output'];
  approved: Scalars['Boolean']['output'];
  /** Colour-coordinated (the list marks it CC). */
  cc: Scalars['Boolean']['output'];
  /** Drop code. */
  code?: Maybe<Scalars['String']['output']>;
  /** A colour-coordinated variation's source design (its parent): id and variation; null when not CC. */
  colorCode?: Maybe<Scalars['String']['output']>;
  colorVar?: Maybe<Scalars['Int']['output']>;
  colors: Array<DesignColor>;
  comment?: Maybe<Scalars['String']['output']>;
  /** WCAG contrast ratio of Primary and Secondary (2 decimals); null without both. */
  contrast?: Maybe<Scalars['Float']['output']>;
  createdAt: Scalars['DateTime']['output'];
  customer?: Maybe<Scalars['String']['output']>;
  customerName?: Maybe<Scalars['String']['output']>;
  /** The comment of the last disable. */
  disabledComment?: Maybe<Scalars['String']['output']>;
  hasText: Scalars['Boolean']['output'];
  height: Scalars['Float']['output'];
  id: Scalars['String']['output'];
  /** The artwork's URL (/Images/Designs/{id}-{variation}.svg). */
  image: Scalars['String']['output'];
  lastUsed?: Maybe<Scalars['DateTime']['output']>;
  /** Licence fields: null for readers outside the licence columns (as leagueName). */
  league?: Maybe<DesignNamed>;
  leagueApproved: Scalars['Boolean']['output'];
  leagueId?: Maybe<Scalars['Int']['output']>;
  leagueName?: Maybe<Scalars['String']['output']>;
  method: Scalars['String']['output'];
  /** The method's treatment: its name and maximum size. */
  methodDesc: Scalars['String']['output'];
  methodName: Scalars['String']['output'];
  neutral?: Maybe<Scalars['String']['output']>;
  parentId?: Maybe<Scalars['String']['output']>;
  /** An all-over repeat pattern rather than a placed print. */
  pattern: Scalars['Boolean']['output'];
  player?: Maybe<DesignNamed>;
  playerId?: Maybe<Scalars['Int']['output']>;
  playerName?: Maybe<Scalars['String']['output']>;
  /** The PMS file's URL (saved with the design's colours); null when none. */
  pmsImage?: Maybe<Scalars['String']['output']>;
  primary?: Maybe<Scalars['String']['output']>;
  /** The production file's URL (from the design request that made the design); null when none. */
  prodImage?: Maybe<Scalars['String']['output']>;
  /** A prototype: sample art shown to the customer, not yet for production. */
  prototype: Scalars['Boolean']['output'];
  quantity: Scalars['Int']['output'];
  royaltyCode?: Maybe<Scalars['String']['output']>;
  royaltyDesc?: Maybe<Scalars['String']['output']>;
  /** Another active design has the same team, player, method and colours (the licence duplicate rule); null outside the licence columns. */
  same?: Maybe<Scalars['Boolean']['output']>;
  secondary?: Maybe<Scalars['String']['output']>;
  showcase: Scalars['Boolean']['output'];
  showcaseComment?: Maybe<Scalars['String']['output']>;
  /** The name of who put the design in the showcase; null for customer accounts. */
  showcasedBy?: Maybe<Scalars['String']['output']>;
  /** Design stock (dropship). */
  stock: Scalars['Boolean']['output'];
  tags: Array<Scalars['String']['output']>;
  team?: Maybe<DesignNamed>;
  teamId?: Maybe<Scalars['Int']['output']>;
  teamName?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  /** The Tonal colour (hex), as primary, secondary and neutral carry theirs (tonalHex, the same value). */
  tonal?: Maybe<Scalars['String']['output']>;
  tonalHex?: Maybe<Scalars['String']['output']>;
  variation: Scalars['Int']['output'];
  /** Inches. */
  width: Scalars['Float']['output'];
  /** The working file's URL (from the design request that made the design); null when none. */
  workingImage?: Maybe<Scalars['String']['output']>;
};

export type DesignColor = {
  name: Scalars['String']['output'];
  rgbHex: Scalars['String']['output'];
};

export type DesignData = {
  inUse: Scalars['Boolean']['output'];
};

export type DesignFilterCustomer = {
  name: Scalars['String']['output'];
  numb: Scalars['String']['output'];
};

export type DesignFilterInput = {
  /** Y (the default when absent), N or all. */
  active?: InputMaybe<Scalars['String']['input']>;
  /** Drop code. */
  code?: InputMaybe<Array<Scalars['String']['input']>>;
  customer?: InputMaybe<Array<Scalars['String']['input']>>;
  league?: InputMaybe<Array<Scalars['Int']['input']>>;
  method?: InputMaybe<Array<Scalars['String']['input']>>;
  player?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Y or N: design stock (dropship) designs or not. */
  stock?: InputMaybe<Scalars['String']['input']>;
  team?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type DesignFilterLeague = {
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type DesignFilterMethod = {
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type DesignFilterOptions = {
  code: Array<Scalars['String']['output']>;
  customer: Array<DesignFilterCustomer>;
  league: Array<DesignFilterLeague>;
  method: Array<DesignFilterMethod>;
  player: Array<DesignFilterPlayer>;
  /** The Stock filter's values among the designs the caller sees: Y (design stock) and N (other designs), as present (spec 001 §3.3 designFilter stock). */
  stock: Array<Scalars['String']['output']>;
  team: Array<DesignFilterTeam>;
};

export type DesignFilterPlayer = {
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  teamId: Scalars['Int']['output'];
};

export type DesignFilterTeam = {
  id: Scalars['Int']['output'];
  leagueId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** spec 001 §3.2 Issue. */
export type DesignIssue = {
  desc: Scalars['String']['output'];
  managerOptions?: Maybe<DesignIssueManagerOptions>;
};

export type DesignIssueInput = {
  desc: Scalars['String']['input'];
  /** The manager's star: save as a default option. */
  save?: InputMaybe<Scalars['Boolean']['input']>;
};

export type DesignIssueManagerOptions = {
  save: Scalars['Boolean']['output'];
  selected: Scalars['Boolean']['output'];
};

export type DesignNamed = {
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** spec 002 §3 Design order. */
export type DesignOrder = {
  /** updateQuantity, createPo, cancel, comment. */
  actions: Array<Scalars['String']['output']>;
  createdBy: DesignSampleCreator;
  createdOn: Scalars['DateTime']['output'];
  dateOrdered?: Maybe<Scalars['DateTime']['output']>;
  /** The PO's required date, yyyy-mm-dd. */
  dateRequired?: Maybe<Scalars['String']['output']>;
  /** spec 002 §3 design: the design's {id}-{variation}. */
  design: Scalars['String']['output'];
  /** The design with its id, variation, method and image (the screens' field). */
  designInfo: DesignSampleDesign;
  designMethod: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** The design's image (spec 002 §3 image). */
  image: Scalars['String']['output'];
  orders: Array<DesignOrderLinkedOrder>;
  po?: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  status: DesignSampleStatus;
  /** spec 002 §3 timeline (comments as for sample requests): the entries by day. */
  timeline: Array<DesignSampleTimelineDay>;
  /** The same entries in one list, newest first (the screens' field). */
  timelineEntries: Array<DesignSampleTimelineEntry>;
  vendor: DesignVendor;
};

export type DesignOrderInput = {
  design: Scalars['String']['input'];
  quantity: Scalars['Int']['input'];
};

export type DesignOrderLinkedOrder = {
  id: Scalars['Int']['output'];
  numb: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
};

export type DesignOrderRow = {
  createdBy: DesignSampleCreator;
  createdOn: Scalars['DateTime']['output'];
  /** spec 002 §3 design: the design's {id}-{variation}. */
  design: Scalars['String']['output'];
  /** The design with its id, variation, method and image (the screens' field). */
  designInfo: DesignSampleDesign;
  designMethod: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** The design's image (spec 002 §3 image). */
  image: Scalars['String']['output'];
  orders: Array<DesignOrderLinkedOrder>;
  po?: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  status: DesignSampleStatus;
};

export type DesignOrdersPage = {
  orders: Array<DesignOrderRow>;
  total: Scalars['Int']['output'];
};

/** spec 001 §3.2 DesignRequest. */
export type DesignRequest = {
  /** The actions this user may take now (the state machine, shared/src/core/designRequests.ts). */
  actions: Array<Scalars['String']['output']>;
  art?: Maybe<Scalars['String']['output']>;
  artComment?: Maybe<Scalars['String']['output']>;
  artHeight?: Maybe<Scalars['Float']['output']>;
  artWidth?: Maybe<Scalars['Float']['output']>;
  /** The artist: shown to the rep, artists and viewers. */
  artist?: Maybe<DesignRequestPerson>;
  cc: Scalars['Boolean']['output'];
  /** A licence request's colour choice (GET /api/contrast); null when none was chosen. */
  colors?: Maybe<DesignRequestColors>;
  correctedIssues: Array<Scalars['String']['output']>;
  customer?: Maybe<DesignRequestCustomer>;
  dateCreated: Scalars['DateTime']['output'];
  /** yyyy-mm-dd. */
  dateRequired: Scalars['String']['output'];
  designId?: Maybe<Scalars['String']['output']>;
  /** Whether the approved design is on a confirmed, unshipped order (designs-color's definition). */
  designInUse: Scalars['Boolean']['output'];
  designVar?: Maybe<Scalars['Int']['output']>;
  drop?: Maybe<DesignRequestDrop>;
  dropId?: Maybe<Scalars['Int']['output']>;
  forkedFrom?: Maybe<Scalars['Int']['output']>;
  height?: Maybe<Scalars['Float']['output']>;
  id: Scalars['Int']['output'];
  instructions: Scalars['String']['output'];
  issues: Array<Scalars['String']['output']>;
  league?: Maybe<DesignRequestNamed>;
  license: Scalars['Boolean']['output'];
  lines: Array<Scalars['String']['output']>;
  method: DesignTreatment;
  modificationReferences: Array<Scalars['Int']['output']>;
  note?: Maybe<Scalars['String']['output']>;
  player?: Maybe<DesignRequestNamed>;
  pmsImage?: Maybe<Scalars['String']['output']>;
  productionFile?: Maybe<Scalars['String']['output']>;
  referenceFiles: Array<DesignRequestFile>;
  /** An artist's return: marked to be returned (spec 001 §4.2). */
  returnMarked: Scalars['Boolean']['output'];
  revisions: Scalars['Int']['output'];
  /** spec 001 §2.2: viewers see the status line on complete requests. */
  showStatusLine: Scalars['Boolean']['output'];
  status: DesignRequestStatus;
  /** Design tags (designTags). */
  tags: Array<Scalars['String']['output']>;
  team?: Maybe<DesignRequestNamed>;
  /** The rep: shown to artists and viewers (null for the rep's own view). */
  user?: Maybe<DesignRequestPerson>;
  width: Scalars['Float']['output'];
  workingFile?: Maybe<Scalars['String']['output']>;
};

/** spec 001 §3.2 colour options: Primary, Secondary, Neutral, Tonal (6-digit hex). */
export type DesignRequestColors = {
  neutral: Scalars['String']['output'];
  primary: Scalars['String']['output'];
  secondary: Scalars['String']['output'];
  tonal?: Maybe<Scalars['String']['output']>;
};

export type DesignRequestColorsInput = {
  neutral: Scalars['String']['input'];
  primary: Scalars['String']['input'];
  secondary: Scalars['String']['input'];
  tonal?: InputMaybe<Scalars['String']['input']>;
};

/** spec 001 §3.2: buckets D (open customer requests), L (open licence requests), H (complete). */
export type DesignRequestCount = {
  D: Scalars['Int']['output'];
  H: Scalars['Int']['output'];
  L: Scalars['Int']['output'];
};

export type DesignRequestCustomer = {
  name: Scalars['String']['output'];
  number: Scalars['String']['output'];
};

export type DesignRequestDomainLeague = {
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  teams: Array<DesignRequestDomainTeam>;
};

export type DesignRequestDomainMethod = {
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type DesignRequestDomainPlayer = {
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type DesignRequestDomainTeam = {
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  players: Array<DesignRequestDomainPlayer>;
};

export type DesignRequestDomainUser = {
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type DesignRequestDrop = {
  height: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  image?: Maybe<Scalars['String']['output']>;
  lines: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  treatments: Array<Scalars['String']['output']>;
  width: Scalars['Float']['output'];
};

export type DesignRequestDropOption = {
  height: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  lines: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  treatments: Array<Scalars['String']['output']>;
  width: Scalars['Float']['output'];
};

export type DesignRequestFile = {
  createdAt: Scalars['DateTime']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  path: Scalars['String']['output'];
  uploadedBy: Scalars['String']['output'];
};

export type DesignRequestFilters = {
  artist?: InputMaybe<Array<Scalars['Int']['input']>>;
  customer?: InputMaybe<Array<Scalars['String']['input']>>;
  dropId?: InputMaybe<Array<Scalars['Int']['input']>>;
  league?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** normal, H (history) or L (licence). */
  listType?: InputMaybe<Scalars['String']['input']>;
  method?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Ours: /request_history_old/{orderId}. */
  orderId?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  player?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Ours: mine, unassigned, or all (README 'Routes'). */
  scope?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<Scalars['Int']['input']>>;
  team?: InputMaybe<Array<Scalars['Int']['input']>>;
  user?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** spec 001 §3.2 create payload. */
export type DesignRequestInput = {
  cc?: InputMaybe<Scalars['Boolean']['input']>;
  /** Licence requests: Primary, Secondary and Neutral, optional Tonal (6-digit hex). */
  colors?: InputMaybe<DesignRequestColorsInput>;
  customer?: InputMaybe<Scalars['String']['input']>;
  dateRequired: Scalars['String']['input'];
  dropId?: InputMaybe<Scalars['Int']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  instructions: Scalars['String']['input'];
  league?: InputMaybe<Scalars['Int']['input']>;
  lines?: InputMaybe<Array<Scalars['String']['input']>>;
  method: Scalars['String']['input'];
  player?: InputMaybe<Scalars['Int']['input']>;
  referenceFiles?: InputMaybe<Array<DesignRequestReferenceInput>>;
  /** Design tags: at most 10 of at most 30 characters (designTags offers the known ones). */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  team?: InputMaybe<Scalars['Int']['input']>;
  width: Scalars['Float']['input'];
};

export type DesignRequestNamed = {
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type DesignRequestPerson = {
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type DesignRequestReferenceInput = {
  id: Scalars['Int']['input'];
};

/** A row of designRequests. */
export type DesignRequestRow = {
  artist?: Maybe<DesignRequestPerson>;
  customer?: Maybe<DesignRequestCustomer>;
  dateCreated: Scalars['DateTime']['output'];
  dateRequired: Scalars['String']['output'];
  designId?: Maybe<Scalars['String']['output']>;
  designVar?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  league?: Maybe<DesignRequestNamed>;
  license: Scalars['Boolean']['output'];
  method: Scalars['String']['output'];
  player?: Maybe<DesignRequestNamed>;
  revisions: Scalars['Int']['output'];
  status: DesignRequestStatus;
  team?: Maybe<DesignRequestNamed>;
  user: DesignRequestPerson;
};

/** spec 001 §4.2: 0 UPDATE_REQUIRED, 1 PROBLEM, 2 AWAITING_ART, 3 ART_CREATED, 4 ART_READY, 5 COMPLETE, 99 SUSPENDED. */
export type DesignRequestStatus = {
  code: Scalars['Int']['output'];
  description: Scalars['String']['output'];
};

export type DesignRequestTimelineEntry = {
  /** Null for system entries. */
  author?: Maybe<DesignRequestPerson>;
  datetime: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  text: Scalars['String']['output'];
};

export type DesignRequestsDomain = {
  artists: Array<DesignRequestDomainUser>;
  customers: Array<DesignRequestCustomer>;
  designIds: Array<Scalars['String']['output']>;
  dropIds: Array<DesignRequestNamed>;
  leagues: Array<DesignRequestDomainLeague>;
  methods: Array<DesignRequestDomainMethod>;
  statuses: Array<DesignRequestStatus>;
  users: Array<DesignRequestDomainUser>;
};

export type DesignRequestsPage = {
  designRequests: Array<DesignRequestRow>;
  totalCount: Scalars['Int']['output'];
};

export type DesignSampleAuthor = {
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type DesignSampleCommentInput = {
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Ids from POST /api/designSampleRequest/{id}/files. */
  files?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type DesignSampleCreator = {
  name: Scalars['String']['output'];
};

export type DesignSampleDesign = {
  id: Scalars['String']['output'];
  image: Scalars['String']['output'];
  /** {id}-{variation}, as the create calls name it. */
  key: Scalars['String']['output'];
  method: Scalars['String']['output'];
  variation: Scalars['Int']['output'];
};

export type DesignSampleFile = {
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type DesignSamplePrice = {
  price: Scalars['Float']['output'];
  quantity: Scalars['Int']['output'];
};

export type DesignSamplePriceInput = {
  price: Scalars['Float']['input'];
  quantity: Scalars['Int']['input'];
  /** The vendor's number. */
  vendor: Scalars['String']['input'];
};

/** spec 002 §3 Design sample request. */
export type DesignSampleRequest = {
  /** receive, addPrice, approve, cancel, comment: what this user may do now. */
  actions: Array<Scalars['String']['output']>;
  createdBy: DesignSampleCreator;
  dateClosed?: Maybe<Scalars['DateTime']['output']>;
  dateRecieved?: Maybe<Scalars['DateTime']['output']>;
  dateRequested: Scalars['DateTime']['output'];
  /** spec 002 §3 design: the design's {id}-{variation}. */
  design: Scalars['String']['output'];
  /** The design with its id, variation, method and image (the screens' field). */
  designInfo: DesignSampleDesign;
  id: Scalars['Int']['output'];
  /** The design's image (spec 002 §3 image). */
  image: Scalars['String']['output'];
  /** The vendors with prices on the timeline (Approve Sample offers these). */
  pricedVendors: Array<DesignVendor>;
  status: DesignSampleStatus;
  /** spec 002 §3 timeline entries (date, comments): the entries by day. */
  timeline: Array<DesignSampleTimelineDay>;
  /** The same entries in one list, newest first (the screens' field). */
  timelineEntries: Array<DesignSampleTimelineEntry>;
  /** The vendor approval closed it with. */
  vendor?: Maybe<DesignVendor>;
};

export type DesignSampleRequestInput = {
  design: Scalars['String']['input'];
};

export type DesignSampleRequestRow = {
  createdBy: DesignSampleCreator;
  dateRequested: Scalars['DateTime']['output'];
  /** spec 002 §3 design: the design's {id}-{variation}. */
  design: Scalars['String']['output'];
  /** The design with its id, variation, method and image (the screens' field). */
  designInfo: DesignSampleDesign;
  id: Scalars['Int']['output'];
  /** The design's image (spec 002 §3 image). */
  image: Scalars['String']['output'];
  status: DesignSampleStatus;
};

export type DesignSampleRequestsPage = {
  requests: Array<DesignSampleRequestRow>;
  /** -1 when the page is full (spec 002 §9). */
  total: Scalars['Int']['output'];
};

export type DesignSampleStatus = {
  code: Scalars['Int']['output'];
  description: Scalars['String']['output'];
};

/** spec 002 §3 timeline entries: one a day (Toronto), newest day first, its comments newest first. */
export type DesignSampleTimelineDay = {
  comments: Array<DesignSampleTimelineEntry>;
  /** Toronto day, YYYY-MM-DD. */
  date: Scalars['String']['output'];
};

/** A timeline entry: a comment (with files), a system entry (no author) or a vendor's prices. */
export type DesignSampleTimelineEntry = {
  comment: Scalars['String']['output'];
  createdBy?: Maybe<DesignSampleAuthor>;
  date: Scalars['DateTime']['output'];
  files: Array<DesignSampleFile>;
  id: Scalars['Int']['output'];
  prices: Array<DesignSamplePrice>;
  /** comment, system or price. */
  type: Scalars['String']['output'];
  vendor?: Maybe<DesignVendor>;
};

export type DesignSampledDesign = {
  id: Scalars['String']['output'];
  image: Scalars['String']['output'];
  key: Scalars['String']['output'];
  method: Scalars['String']['output'];
  variation: Scalars['Int']['output'];
  vendor: DesignVendor;
};

/** spec 001 §3.2 Treatment (and a request's method). */
export type DesignTreatment = {
  category: Scalars['String']['output'];
  ccAvail: Scalars['Boolean']['output'];
  maxHeight: Scalars['Float']['output'];
  maxWidth: Scalars['Float']['output'];
  minStrokeWidth: Scalars['Float']['output'];
  minTextHeight: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  specImage?: Maybe<Scalars['String']['output']>;
  subType?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

export type DesignVendor = {
  name: Scalars['String']['output'];
  number: Scalars['String']['output'];
};

export type DesignsPage = {
  designs: Array<Design>;
  total: Scalars['Int']['output'];
};

/** The employee-store order a code was used on. */
export type DiscountOrder = {
  id: Scalars['Int']['output'];
  orderNumber: Scalars['String']['output'];
  /** The store's order page (the Canada account for allowance codes, the code's country for friends and family). */
  url: Scalars['String']['output'];
};

/** A discount code's status (mfe-events-fpa/README.md): 0 Disabled, 1 Active, 2 Used, 3 Expired. */
export type DiscountStatus = {
  code: Scalars['Int']['output'];
  description: Scalars['String']['output'];
};

export type DraftedContest = {
  /** The sanitised artist agreement (HTML). */
  agreementUrl: Scalars['String']['output'];
  /** Every change to the contest, newest first: who, when, fields before and after (the audit trail). */
  changes: Array<ChangeEntry>;
  createdAt: Scalars['DateTime']['output'];
  details?: Maybe<Scalars['String']['output']>;
  handle: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  logoUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  organization: DraftedOrganization;
  primaryColorHex: Scalars['String']['output'];
  primaryTextColorHex: Scalars['String']['output'];
  secondaryColorHex: Scalars['String']['output'];
  secondaryTextColorHex: Scalars['String']['output'];
  sponsor?: Maybe<DraftedSponsor>;
  submissionStart: Scalars['DateTime']['output'];
  updatedAt: Scalars['DateTime']['output'];
  voteEnd: Scalars['DateTime']['output'];
  voteStart: Scalars['DateTime']['output'];
};

/** On update only the fields given change (the dialog sends only what changed). */
export type DraftedContestInput = {
  /** The token of POST /api/drafted/upload?kind=agreement (required on create). */
  agreement?: InputMaybe<Scalars['String']['input']>;
  details?: InputMaybe<Scalars['String']['input']>;
  handle?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  logo?: InputMaybe<DraftedLogoInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  organizationId?: InputMaybe<Scalars['Int']['input']>;
  primaryColorHex?: InputMaybe<Scalars['String']['input']>;
  primaryTextColorHex?: InputMaybe<Scalars['String']['input']>;
  secondaryColorHex?: InputMaybe<Scalars['String']['input']>;
  secondaryTextColorHex?: InputMaybe<Scalars['String']['input']>;
  /** -1 removes the sponsor. */
  sponsorId?: InputMaybe<Scalars['Int']['input']>;
  /** ISO 8601 instants (strings, so that a malformed one is the form's message, not a variable error). */
  submissionStart?: InputMaybe<Scalars['String']['input']>;
  voteEnd?: InputMaybe<Scalars['String']['input']>;
  voteStart?: InputMaybe<Scalars['String']['input']>;
};

/** Logo input (spec 002 §3): upload is the token of POST /api/drafted/upload?kind=logo; path keeps the current logo. */
export type DraftedLogoInput = {
  path?: InputMaybe<Scalars['String']['input']>;
  upload?: InputMaybe<Scalars['String']['input']>;
};

export type DraftedOrganization = {
  id: Scalars['Int']['output'];
  /** The league's name. */
  league?: Maybe<Scalars['String']['output']>;
  leagueId?: Maybe<Scalars['Int']['output']>;
  logoUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  primaryColorHex?: Maybe<Scalars['String']['output']>;
  primaryTextColorHex?: Maybe<Scalars['String']['output']>;
  secondaryColorHex?: Maybe<Scalars['String']['output']>;
  secondaryTextColorHex?: Maybe<Scalars['String']['output']>;
  /** The team's name. */
  team?: Maybe<Scalars['String']['output']>;
  teamId?: Maybe<Scalars['Int']['output']>;
};

export type DraftedOrganizationInput = {
  /** On update only. */
  id?: InputMaybe<Scalars['Int']['input']>;
  leagueId?: InputMaybe<Scalars['Int']['input']>;
  logo?: InputMaybe<DraftedLogoInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  primaryColorHex?: InputMaybe<Scalars['String']['input']>;
  primaryTextColorHex?: InputMaybe<Scalars['String']['input']>;
  secondaryColorHex?: InputMaybe<Scalars['String']['input']>;
  secondaryTextColorHex?: InputMaybe<Scalars['String']['input']>;
  teamId?: InputMaybe<Scalars['Int']['input']>;
};

export type DraftedSponsor = {
  id: Scalars['Int']['output'];
  logoUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type DraftedSponsorInput = {
  /** On update only. */
  id?: InputMaybe<Scalars['Int']['input']>;
  logo?: InputMaybe<DraftedLogoInput>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A drop: an art template (spec 002 §3). */
export type Drop = {
  active: Scalars['Boolean']['output'];
  /** The drop code its designs carry. */
  code: Scalars['String']['output'];
  createdDate: Scalars['DateTime']['output'];
  endDate?: Maybe<Scalars['DateTime']['output']>;
  height: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  image?: Maybe<Scalars['String']['output']>;
  lines: Array<Scalars['String']['output']>;
  locations: Array<DropLocation>;
  logoRequired: Scalars['Boolean']['output'];
  methods: Array<DropMethod>;
  name: Scalars['String']['output'];
  startDate?: Maybe<Scalars['DateTime']['output']>;
  subCategory?: Maybe<Scalars['String']['output']>;
  tags: Array<Scalars['String']['output']>;
  templateImage?: Maybe<Scalars['String']['output']>;
  /** Order items whose design carries the drop's code (ours: the spec sorts by usage without the field). */
  usage: Scalars['Int']['output'];
  width: Scalars['Float']['output'];
};

export type DropFiltersInput = {
  /** true/false (also Y/N): active drops or not; both or none: all. */
  active?: InputMaybe<Array<Scalars['String']['input']>>;
  logoRequired?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Method codes (SCRP, EMB, SUB, DTF): drops offering any of them. */
  method?: InputMaybe<Array<Scalars['String']['input']>>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type DropLocation = {
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type DropMethod = {
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type DropsPage = {
  drops: Array<Drop>;
  /** -1 when a full page came back (spec 002 §9). */
  total: Scalars['Int']['output'];
};

/** An employee of the Employee Preferred Pricing Program, with one year's allowance (spec 002 §3 Employee). */
export type Employee = {
  active: Scalars['Boolean']['output'];
  /** Total minus the used codes. */
  available: Scalars['Float']['output'];
  /** The Employee Product Discount code. */
  defaultDiscount: Scalars['String']['output'];
  discounts: Array<AllowanceDiscount>;
  email: Scalars['String']['output'];
  employeeNumber: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  friendsFamily: Array<FriendsFamilyDiscount>;
  lastName: Scalars['String']['output'];
  /** spec 002 §5: the most a new code may be (available minus the pending codes). */
  maxAvailable: Scalars['Float']['output'];
  /** spec 002 §5: the lowest the allowance may be set to (the codes with status below 3). */
  minAllowance: Scalars['Float']['output'];
  /** The employee store password: FPA admins only (null for others). */
  password?: Maybe<Scalars['String']['output']>;
  totalAllowance: Scalars['Float']['output'];
  year: Scalars['Int']['output'];
};

/** A row of employees(year). */
export type EmployeeSummary = {
  active: Scalars['Boolean']['output'];
  available: Scalars['Float']['output'];
  email: Scalars['String']['output'];
  employeeNumber: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  totalAllowance: Scalars['Float']['output'];
  year: Scalars['Int']['output'];
};

export type ExistingDesignInput = {
  id: Scalars['String']['input'];
  variation: Scalars['Int']['input'];
};

/** An external (CUSTOMER) user (spec 002 §3). */
export type ExternalUser = {
  artist: Scalars['Boolean']['output'];
  company?: Maybe<Scalars['String']['output']>;
  /** C is Canada, otherwise USA. */
  country: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  customLocation: Scalars['Boolean']['output'];
  customers: Array<Party>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  lastName: Scalars['String']['output'];
  licenseOrder: Scalars['Boolean']['output'];
  order: Scalars['Boolean']['output'];
  preLine: Scalars['Boolean']['output'];
  products: Scalars['Boolean']['output'];
  rep: Party;
  takeAll: Scalars['Boolean']['output'];
};

export type ExternalUserInput = {
  artist?: InputMaybe<Scalars['Boolean']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  customLocation?: InputMaybe<Scalars['Boolean']['input']>;
  customers?: InputMaybe<Array<Scalars['String']['input']>>;
  email: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  licenseOrder?: InputMaybe<Scalars['Boolean']['input']>;
  order?: InputMaybe<Scalars['Boolean']['input']>;
  /** Update only: a new password (blank keeps it). On create it is refused: the user keeps the signup request's password or sets one from the e-mailed link. */
  password?: InputMaybe<Scalars['String']['input']>;
  preLine?: InputMaybe<Scalars['Boolean']['input']>;
  products?: InputMaybe<Scalars['Boolean']['input']>;
  rep?: InputMaybe<Scalars['String']['input']>;
  /** On create: the signup request this answers (deleted with it; the user keeps the password chosen there, and its e-mail). */
  signupRequest?: InputMaybe<Scalars['Int']['input']>;
  takeAll?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ExternalUserPage = {
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  users: Array<ExternalUser>;
};

export type FabricComposition = {
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** One field of a change in a record's history (platform/audit.ts); values as text, null when empty. */
export type FieldChange = {
  after?: Maybe<Scalars['String']['output']>;
  before?: Maybe<Scalars['String']['output']>;
  field: Scalars['String']['output'];
};

/** The file store: a probe file written, read back and deleted. */
export type FileStoreHealth = {
  error?: Maybe<Scalars['String']['output']>;
  latencyMs?: Maybe<Scalars['Float']['output']>;
  status: HealthStatus;
};

/** A friends-and-family code (spec 002 §3): the allowance discount's fields (no amount) plus who it is for. */
export type FriendsFamilyDiscount = {
  /** C Canada, U US. */
  country: Scalars['String']['output'];
  createdDate: Scalars['DateTime']['output'];
  discountCode: Scalars['String']['output'];
  discountID: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  expiryDate: Scalars['DateTime']['output'];
  firstName: Scalars['String']['output'];
  /** The same as discountID (spec 002 §5: a create answer without an id is a failure). */
  id: Scalars['Int']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  order?: Maybe<DiscountOrder>;
  status: DiscountStatus;
};

/** OK; SLOW (answers, but slower than it should or with failures to look at); DOWN (does not answer). */
export type HealthStatus =
  | 'DOWN'
  | 'OK'
  | 'SLOW';

export type ImageDecorationLocation = {
  colorCode: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** V vector, G ghost. */
  imageType: Scalars['String']['output'];
  locationId: Scalars['Int']['output'];
  ppi: Scalars['Float']['output'];
  requiresVariation: Scalars['Boolean']['output'];
  rotation: Scalars['Float']['output'];
  variation: Scalars['Int']['output'];
  /** Pixels on the 1000 × 1000 image. */
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
};

export type ImageLocationInput = {
  colorCode: Scalars['String']['input'];
  id?: InputMaybe<Scalars['Int']['input']>;
  imageType: Scalars['String']['input'];
  /** A saved location, or locationKey: a new one's key. */
  locationId?: InputMaybe<Scalars['Int']['input']>;
  locationKey?: InputMaybe<Scalars['String']['input']>;
  ppi: Scalars['Float']['input'];
  requiresVariation: Scalars['Boolean']['input'];
  rotation: Scalars['Float']['input'];
  variation: Scalars['Int']['input'];
  x: Scalars['Float']['input'];
  y: Scalars['Float']['input'];
};

export type ImageMask = {
  colorCode: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  imageType: Scalars['String']['output'];
  /** The location's name. */
  location: Scalars['String']['output'];
  locationId: Scalars['Int']['output'];
  /** Its URL, /media/styles/{sku}/masks/{file} (a PNG, for the editor's readers). */
  src: Scalars['String']['output'];
  variation: Scalars['Int']['output'];
};

/** Every mask of one image copied onto another colour and variation (its masks replaced). */
export type ImageMaskCopyInput = {
  from: ImageRefInput;
  to: ImageTargetInput;
};

/** Ours: a mask added from a staged upload (id null), or a saved mask whose file the upload replaces (POST /api/styles/{sku}/masks answers upload). */
export type ImageMaskInput = {
  colorCode: Scalars['String']['input'];
  id?: InputMaybe<Scalars['Int']['input']>;
  imageType: Scalars['String']['input'];
  /** A saved location, or locationKey: a new one's key. */
  locationId?: InputMaybe<Scalars['Int']['input']>;
  locationKey?: InputMaybe<Scalars['String']['input']>;
  upload: Scalars['String']['input'];
  variation: Scalars['Int']['input'];
};

export type ImageRefInput = {
  colorCode: Scalars['String']['input'];
  imageType: Scalars['String']['input'];
  variation: Scalars['Int']['input'];
};

export type ImageTargetInput = {
  colorCode: Scalars['String']['input'];
  variation: Scalars['Int']['input'];
};

/** A licensed SKU: one style in one colour (spec 002 §3). */
export type LicenseSku = {
  /** Canadian price. */
  C: Scalars['Float']['output'];
  /** US price. */
  U: Scalars['Float']['output'];
  active: Scalars['Boolean']['output'];
  /** Approved (one-way). */
  approve: Scalars['Boolean']['output'];
  color: Scalars['String']['output'];
  colorCode: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The colour as 6 hex digits (the sell sheet's swatch). */
  hex: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  league: Scalars['String']['output'];
  name: Scalars['String']['output'];
  player?: Maybe<Scalars['String']['output']>;
  styleCode: Scalars['String']['output'];
  team: Scalars['String']['output'];
};

export type LocationPreset = {
  id: Scalars['Int']['output'];
  imageLocations: Array<PresetImageLocation>;
  locations: Array<PresetLocation>;
  name: Scalars['String']['output'];
};

export type LocationPresetInput = {
  /** Null creates a preset. */
  id?: InputMaybe<Scalars['Int']['input']>;
  imageLocations: Array<PresetImageLocationInput>;
  locations: Array<PresetLocationInput>;
  name: Scalars['String']['input'];
};

/** A folder or file of the marketing library (spec 002 §3). */
export type MarketingResource = {
  /** Seconds (videos). */
  duration?: Maybe<Scalars['Float']['output']>;
  /** Lower-case extension of a file; null for a folder or a name without one. */
  extension?: Maybe<Scalars['String']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  /** The file's (or folder's) name, with its extension. */
  item: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The folder it is in: its names joined by '/', '' at the top (the path after /marketing/). */
  parent: Scalars['String']['output'];
  /** Its URL path, /Images/Marketing/<parent>/<name> (folders too); downloads use /ImageDown/… (spec 002 §7). */
  path: Scalars['String']['output'];
  /** Bytes (files). */
  size?: Maybe<Scalars['Int']['output']>;
  /** A small PNG to show in the grid (images and videos); null otherwise. */
  thumbnail?: Maybe<Scalars['String']['output']>;
  type: MarketingResourceType;
  width?: Maybe<Scalars['Int']['output']>;
};

/** spec 002 §3: DIRECTORY, IMAGE, VIDEO, PDF or other (OTHER). */
export type MarketingResourceType =
  | 'DIRECTORY'
  | 'IMAGE'
  | 'OTHER'
  | 'PDF'
  | 'VIDEO';

/** A meeting (spec 002 §3). The details are null unless it is the caller's or they see every appointment (rep 000, view_appointments). */
export type Meeting = {
  atendee?: Maybe<Scalars['String']['output']>;
  comment?: Maybe<Scalars['String']['output']>;
  customer?: Maybe<Scalars['String']['output']>;
  customerName?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  endTime: Scalars['DateTime']['output'];
  /** The host's rep number. */
  host: Scalars['String']['output'];
  hostName?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** The caller is the host. */
  mine: Scalars['Boolean']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  startTime: Scalars['DateTime']['output'];
  /** null: a walk-through. */
  station?: Maybe<Scalars['String']['output']>;
};

export type Mutation = {
  acceptDesignRequest: Scalars['Int']['output'];
  addDesignOrderComment: Scalars['Int']['output'];
  addDesignSamplePrice: Scalars['Int']['output'];
  addDesignSampleRequestComment: Scalars['Int']['output'];
  /** Answers the employee with the store password. */
  addEmployee: Employee;
  /** A template from an existing order, by order number; reps default to the order's rep. */
  addTemplateOrder: Template;
  advanceDesignRequest: Scalars['Int']['output'];
  approveDesignRequestArt: ApprovedDesign;
  /** Public. The customer approves: sub-status 1, the rep is e-mailed. */
  approveOrder?: Maybe<Scalars['Boolean']['output']>;
  cancelDesignOrder: Scalars['Int']['output'];
  cancelDesignSampleRequest: Scalars['Int']['output'];
  closeDesignSampleRequest: Scalars['Int']['output'];
  /** Closes the event and clears its stock holds (irreversible). */
  closeEvent: CustomEvent;
  /** The request's rep (or externalUserAdmin) assigns customers: the user is created and e-mailed (a set-your-password link unless it answered a signup request). */
  completeSetupRequest?: Maybe<ExternalUser>;
  /** Ours (development): the target styles' treatments become the source's; answers how many styles changed. */
  copyTreatments: Scalars['Int']['output'];
  /** Only while the event is disabled (status 2): a new order in the orders area from the placed store orders. */
  createCustomeEventProductionOrder: CreatedProductionOrder;
  createDesignOrder: Scalars['Int']['output'];
  /** Answers the PO number. */
  createDesignPO: Scalars['String']['output'];
  createDesignRequest: Scalars['Int']['output'];
  createDesignRequestComment: DesignRequestTimelineEntry;
  /** The spec's name for createLicenseDesignRequest (spec 001 §7.2): the same call, both served. */
  createDesignRequestLicense: Scalars['Int']['output'];
  createDesignSampleRequest: Scalars['Int']['output'];
  createDraftedContest: DraftedContest;
  createDraftedOrganization: DraftedOrganization;
  createDraftedSponsor: DraftedSponsor;
  createEmployeeDiscount: AllowanceDiscount;
  /** email: the friend's; employee: the employee's. */
  createEmployeeFriendsFamilyDiscount: FriendsFamilyDiscount;
  /** Creates an external user with customers (externalUserAdmin); e-mails the signup mail (a set-your-password link unless it answers a signup request). */
  createExternalUser?: Maybe<ExternalUser>;
  createLicenseDesignRequest: Scalars['Int']['output'];
  createReturn?: Maybe<ReturnSaved>;
  createReturnTimelinePost?: Maybe<ReturnTimelineComment>;
  /** 'Send Request to Rep' (externalUserAdmin): answers the new setup request's id. */
  createSetupRequest?: Maybe<Scalars['Int']['output']>;
  /** Returns the new job's id. */
  createShippingJob: Scalars['Int']['output'];
  /** Cancels the event (irreversible); emailCustomers: e-mail each customer whose order was cancelled. */
  deleteCustomEvent: CustomEvent;
  deleteDesignRequestComment: Scalars['Boolean']['output'];
  deleteEmployeeDiscountCode: Scalars['Boolean']['output'];
  deleteExternalUser?: Maybe<Scalars['Boolean']['output']>;
  deleteSignupRequest?: Maybe<Scalars['Boolean']['output']>;
  /** Deletes the template (the order stays); answers its id. */
  deleteTemplateOrder: Scalars['Int']['output'];
  disableEmployee: Employee;
  editTemplateOrder: Template;
  enableEmployee: Employee;
  forkDesignRequest: Scalars['Int']['output'];
  /** The list's bulk action: marks the chosen open jobs shipped; answers the ids it marked. */
  markShippingJobsShipped: Array<Scalars['Int']['output']>;
  /** One step of the status flow; from = the status the page showed (409 when it changed meanwhile). */
  moveOrder?: Maybe<OrderDetail>;
  reOpenDesignRequest: Scalars['Int']['output'];
  recieveDesignSample: Scalars['Int']['output'];
  rejectDesignRequestArt: Scalars['Int']['output'];
  /** Public. The customer does not approve: back to Art Requested with the comment, the rep is e-mailed. */
  rejectOrder?: Maybe<Scalars['Boolean']['output']>;
  /** The store order's e-mail again (the outbox). */
  resendEmail: Scalars['Boolean']['output'];
  /** The signup mail again (externalUserAdmin); to a user without a password yet, with a new set-your-password link. */
  resendSignupEmail?: Maybe<Scalars['Boolean']['output']>;
  returnDesignRequest: Scalars['Int']['output'];
  /** Staff. emails: the customer's addresses, comma-joined; message: an optional note in the e-mail. */
  sendOrderForApproval?: Maybe<OrderDetail>;
  submitDesignRequestArt: Scalars['Int']['output'];
  suspendDesignRequest: Scalars['Int']['output'];
  suspendDesignRequests: Scalars['Int']['output'];
  /** Enabled ⇄ disabled. */
  toggleEvent: CustomEvent;
  /** Renames the catalog and adds/removes orders (of its customer), in one transaction. */
  updateCatalog: Catalog;
  updateCustomEvent: CustomEvent;
  updateDesignOrderQuantity: Scalars['Int']['output'];
  updateDesignRequest: Scalars['Int']['output'];
  updateDraftedContest: DraftedContest;
  updateDraftedOrganization: DraftedOrganization;
  updateDraftedSponsor: DraftedSponsor;
  updateEmployeeAllowance: Employee;
  /** Changes an external user named by e-mail (externalUserAdmin): the fields given, the access toggles. */
  updateExternalUser?: Maybe<ExternalUser>;
  updateOrder?: Maybe<OrderDetail>;
  updateOrderQuantities?: Maybe<OrderDetail>;
  updateReturn?: Maybe<ReturnSaved>;
  updateShippingJob: ShippingJob;
  /** spec 002 §7 UpdateStyle (development): answers the product as saved. */
  updateStyle: Product;
  /** spec 002 §7 (development). */
  upsertLocationPreset: LocationPreset;
};


export type MutationAcceptDesignRequestArgs = {
  id: Scalars['Int']['input'];
};


export type MutationAddDesignOrderCommentArgs = {
  comment: Scalars['String']['input'];
  id: Scalars['Int']['input'];
};


export type MutationAddDesignSamplePriceArgs = {
  id: Scalars['Int']['input'];
  prices: Array<DesignSamplePriceInput>;
};


export type MutationAddDesignSampleRequestCommentArgs = {
  comment: DesignSampleCommentInput;
  id: Scalars['Int']['input'];
};


export type MutationAddEmployeeArgs = {
  allowance?: InputMaybe<Scalars['Float']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  number: Scalars['String']['input'];
};


export type MutationAddTemplateOrderArgs = {
  name: Scalars['String']['input'];
  order: Scalars['Int']['input'];
  reps?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type MutationAdvanceDesignRequestArgs = {
  id: Scalars['Int']['input'];
  issues?: InputMaybe<Array<DesignIssueInput>>;
};


export type MutationApproveDesignRequestArtArgs = {
  id: Scalars['Int']['input'];
};


export type MutationApproveOrderArgs = {
  email: Scalars['String']['input'];
  id: Scalars['String']['input'];
  name: Scalars['String']['input'];
  order: Scalars['Int']['input'];
};


export type MutationCancelDesignOrderArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCancelDesignSampleRequestArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCloseDesignSampleRequestArgs = {
  id: Scalars['Int']['input'];
  vendor: Scalars['String']['input'];
};


export type MutationCloseEventArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCompleteSetupRequestArgs = {
  customers: Array<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
};


export type MutationCopyTreatmentsArgs = {
  from: Scalars['String']['input'];
  to: Array<Scalars['String']['input']>;
};


export type MutationCreateCustomeEventProductionOrderArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCreateDesignOrderArgs = {
  input: DesignOrderInput;
};


export type MutationCreateDesignPoArgs = {
  id: Scalars['Int']['input'];
  required: Scalars['String']['input'];
};


export type MutationCreateDesignRequestArgs = {
  request: DesignRequestInput;
};


export type MutationCreateDesignRequestCommentArgs = {
  requestId: Scalars['Int']['input'];
  text: Scalars['String']['input'];
};


export type MutationCreateDesignRequestLicenseArgs = {
  request: DesignRequestInput;
};


export type MutationCreateDesignSampleRequestArgs = {
  input: DesignSampleRequestInput;
};


export type MutationCreateDraftedContestArgs = {
  input: DraftedContestInput;
};


export type MutationCreateDraftedOrganizationArgs = {
  input: DraftedOrganizationInput;
};


export type MutationCreateDraftedSponsorArgs = {
  input: DraftedSponsorInput;
};


export type MutationCreateEmployeeDiscountArgs = {
  amount: Scalars['Float']['input'];
  email: Scalars['String']['input'];
  year: Scalars['Int']['input'];
};


export type MutationCreateEmployeeFriendsFamilyDiscountArgs = {
  country?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  employee: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName?: InputMaybe<Scalars['String']['input']>;
  year: Scalars['Int']['input'];
};


export type MutationCreateExternalUserArgs = {
  input: ExternalUserInput;
};


export type MutationCreateLicenseDesignRequestArgs = {
  request: DesignRequestInput;
};


export type MutationCreateReturnArgs = {
  input: ReturnCreateInput;
};


export type MutationCreateReturnTimelinePostArgs = {
  files?: InputMaybe<Array<Scalars['String']['input']>>;
  id: Scalars['Int']['input'];
  input: ReturnTimelinePostInput;
};


export type MutationCreateSetupRequestArgs = {
  input: SetupRequestInput;
};


export type MutationCreateShippingJobArgs = {
  input: CreateShippingJobInput;
};


export type MutationDeleteCustomEventArgs = {
  emailCustomers?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['Int']['input'];
};


export type MutationDeleteDesignRequestCommentArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteEmployeeDiscountCodeArgs = {
  discountID: Scalars['Int']['input'];
  email: Scalars['String']['input'];
  year: Scalars['Int']['input'];
};


export type MutationDeleteExternalUserArgs = {
  email: Scalars['String']['input'];
};


export type MutationDeleteSignupRequestArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteTemplateOrderArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDisableEmployeeArgs = {
  employee: Scalars['String']['input'];
};


export type MutationEditTemplateOrderArgs = {
  id: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  reps: Array<Scalars['String']['input']>;
};


export type MutationEnableEmployeeArgs = {
  employee: Scalars['String']['input'];
};


export type MutationForkDesignRequestArgs = {
  id: Scalars['Int']['input'];
  updates: DesignRequestInput;
};


export type MutationMarkShippingJobsShippedArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationMoveOrderArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['Int']['input'];
  to: Scalars['Int']['input'];
};


export type MutationReOpenDesignRequestArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRecieveDesignSampleArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  files: Array<Scalars['Int']['input']>;
  id: Scalars['Int']['input'];
};


export type MutationRejectDesignRequestArtArgs = {
  id: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRejectOrderArgs = {
  comment: Scalars['String']['input'];
  email: Scalars['String']['input'];
  id: Scalars['String']['input'];
  name: Scalars['String']['input'];
  order: Scalars['Int']['input'];
};


export type MutationResendEmailArgs = {
  orderNum: Scalars['Int']['input'];
  token: Scalars['String']['input'];
};


export type MutationResendSignupEmailArgs = {
  email: Scalars['String']['input'];
};


export type MutationReturnDesignRequestArgs = {
  id: Scalars['Int']['input'];
  issues: Array<DesignIssueInput>;
};


export type MutationSendOrderForApprovalArgs = {
  emails: Scalars['String']['input'];
  id: Scalars['Int']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSubmitDesignRequestArtArgs = {
  existingDesign?: InputMaybe<ExistingDesignInput>;
  id: Scalars['Int']['input'];
  issues?: InputMaybe<Array<Scalars['String']['input']>>;
  newDesign?: InputMaybe<NewDesignInput>;
};


export type MutationSuspendDesignRequestArgs = {
  id: Scalars['Int']['input'];
};


export type MutationSuspendDesignRequestsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationToggleEventArgs = {
  id: Scalars['Int']['input'];
};


export type MutationUpdateCatalogArgs = {
  addOrders?: InputMaybe<Array<Scalars['Int']['input']>>;
  id: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  removeOrders?: InputMaybe<Array<Scalars['Int']['input']>>;
};


export type MutationUpdateCustomEventArgs = {
  id: Scalars['Int']['input'];
  input: CustomEventInput;
};


export type MutationUpdateDesignOrderQuantityArgs = {
  id: Scalars['Int']['input'];
  quantity: Scalars['Int']['input'];
};


export type MutationUpdateDesignRequestArgs = {
  id: Scalars['Int']['input'];
  updates: DesignRequestInput;
};


export type MutationUpdateDraftedContestArgs = {
  input: DraftedContestInput;
};


export type MutationUpdateDraftedOrganizationArgs = {
  input: DraftedOrganizationInput;
};


export type MutationUpdateDraftedSponsorArgs = {
  input: DraftedSponsorInput;
};


export type MutationUpdateEmployeeAllowanceArgs = {
  amount: Scalars['Float']['input'];
  email: Scalars['String']['input'];
  year: Scalars['Int']['input'];
};


export type MutationUpdateExternalUserArgs = {
  input: ExternalUserInput;
};


export type MutationUpdateOrderArgs = {
  id: Scalars['Int']['input'];
  input: OrderHeaderInput;
};


export type MutationUpdateOrderQuantitiesArgs = {
  id: Scalars['Int']['input'];
  sizes: Array<OrderSizeQuantityInput>;
};


export type MutationUpdateReturnArgs = {
  id: Scalars['Int']['input'];
  input: ReturnUpdateInput;
};


export type MutationUpdateShippingJobArgs = {
  input: UpdateShippingJobInput;
};


export type MutationUpdateStyleArgs = {
  input: UpdateStyleInput;
};


export type MutationUpsertLocationPresetArgs = {
  input: LocationPresetInput;
};

export type NestedImageLocation = {
  colorCode: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  imageType: Scalars['String']['output'];
  nestedVariation: Scalars['Int']['output'];
  rotation: Scalars['Float']['output'];
  variation: Scalars['Int']['output'];
  width: Scalars['Float']['output'];
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
  z: Scalars['Int']['output'];
};

export type NestedImageLocationInput = {
  colorCode: Scalars['String']['input'];
  id?: InputMaybe<Scalars['Int']['input']>;
  imageType: Scalars['String']['input'];
  nestedVariation: Scalars['Int']['input'];
  rotation: Scalars['Float']['input'];
  variation: Scalars['Int']['input'];
  width: Scalars['Float']['input'];
  x: Scalars['Float']['input'];
  y: Scalars['Float']['input'];
  z: Scalars['Int']['input'];
};

export type NewDesignInput = {
  cc?: InputMaybe<Scalars['Boolean']['input']>;
  comment?: InputMaybe<Scalars['String']['input']>;
  height: Scalars['Float']['input'];
  method: Scalars['String']['input'];
  /** The token of POST /api/designRequest/{id}/art. */
  upload: Scalars['String']['input'];
  width: Scalars['Float']['input'];
};

/** An order list row (spec 000 §3). */
export type Order = {
  alloc: Scalars['String']['output'];
  art_requested?: Maybe<Scalars['DateTime']['output']>;
  bda?: Maybe<Scalars['String']['output']>;
  billToNumb: Scalars['String']['output'];
  collectionEnd?: Maybe<Scalars['String']['output']>;
  collectionStart?: Maybe<Scalars['String']['output']>;
  contracts: Array<Scalars['String']['output']>;
  createdBy?: Maybe<OrderCreatedBy>;
  created_at: Scalars['DateTime']['output'];
  credit: Scalars['String']['output'];
  csr?: Maybe<Scalars['String']['output']>;
  csr2?: Maybe<Scalars['String']['output']>;
  csr2Name?: Maybe<Scalars['String']['output']>;
  csrName?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  custNumb: Scalars['String']['output'];
  /** Customer name. */
  customer: Scalars['String']['output'];
  date_required?: Maybe<Scalars['DateTime']['output']>;
  department?: Maybe<Scalars['String']['output']>;
  event: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  /** M ghost or V vector (license collections). */
  imageType?: Maybe<CollectionImageType>;
  /** Number of items. */
  items: Scalars['Int']['output'];
  job?: Maybe<Scalars['String']['output']>;
  job_codes: Array<Scalars['String']['output']>;
  lastReminder?: Maybe<Scalars['DateTime']['output']>;
  leagueApprovalRequired: Scalars['Boolean']['output'];
  /** The list an order of this status belongs to (spec 000 §4), e.g. /art_requested. */
  listPath: Scalars['String']['output'];
  loyaltyLeague?: Maybe<Scalars['String']['output']>;
  number: Scalars['Int']['output'];
  onHold: Scalars['Boolean']['output'];
  orderTypeName: Scalars['String']['output'];
  order_type: Scalars['String']['output'];
  /** PO, or the collection's name for license collections and colour stories. */
  po?: Maybe<Scalars['String']['output']>;
  quote?: Maybe<Scalars['String']['output']>;
  rep: Scalars['String']['output'];
  repName: Scalars['String']['output'];
  rush: Scalars['Boolean']['output'];
  /** Scheduled ship date (YYYY-MM-DD). */
  scheduled?: Maybe<Scalars['String']['output']>;
  status: Scalars['Int']['output'];
  statusString: Scalars['String']['output'];
  subStatus?: Maybe<Scalars['Int']['output']>;
  tags: Array<Scalars['String']['output']>;
  /** Total in dollars, in the order's currency. */
  total: Scalars['Float']['output'];
  totalCents: Scalars['Int']['output'];
  /** Decoration method: EMB, SCR, SUB, DTF, BLK. */
  type: Scalars['String']['output'];
  updated_at: Scalars['DateTime']['output'];
};

export type OrderActions = {
  /** Offer 'Create Return' (a Shipped order, a user who may create returns). */
  canCreateReturn: Scalars['Boolean']['output'];
  canEdit: Scalars['Boolean']['output'];
  canEditItems: Scalars['Boolean']['output'];
  canOpenEdit: Scalars['Boolean']['output'];
  canSendForApproval: Scalars['Boolean']['output'];
  /** The status moves this user may make now (statusFlow.ts). */
  transitions: Array<OrderMove>;
};

export type OrderApprovalCharge = {
  amountCents: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** An item of the order as the customer approves it. Its art: GET /api/order_approval/{order}/{id}/art/{item id} (README). */
export type OrderApprovalItem = {
  amountCents: Scalars['Int']['output'];
  color: Scalars['String']['output'];
  /** The design on it, 'id-variation'; null when it carries none. */
  design?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** The unit price (a size's upcharge is added to it). */
  priceCents: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  /** The sizes ordered, with their quantities. */
  sizes: Array<OrderApprovalSize>;
  styleCode: Scalars['String']['output'];
};

/** What the public page shows about the order of a valid link: the order, its items as the customer approves them, its total. */
export type OrderApprovalLink = {
  /** The order's charges (rush, freight, set-up), as the total counts them. */
  charges: Array<OrderApprovalCharge>;
  /** The order's currency (CAD or USD); every amount below is in integer cents of it. */
  currency: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  items: Array<OrderApprovalItem>;
  orderNumber: Scalars['Int']['output'];
  po?: Maybe<Scalars['String']['output']>;
  /** The order's total: the items' amounts and the charges. */
  totalCents: Scalars['Int']['output'];
};

export type OrderApprovalRecord = {
  comment?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  result?: Maybe<Scalars['String']['output']>;
  sentTo: Array<Scalars['String']['output']>;
  superseded: Scalars['Boolean']['output'];
  usedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type OrderApprovalSize = {
  quantity: Scalars['Int']['output'];
  size: Scalars['String']['output'];
  upchargeCents: Scalars['Int']['output'];
};

export type OrderCreatedBy = {
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type OrderCsrOption = {
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type OrderCustomerOption = {
  name: Scalars['String']['output'];
  numb: Scalars['String']['output'];
};

export type OrderDetail = {
  actions: OrderActions;
  alloc: Scalars['String']['output'];
  approvals: Array<OrderApprovalRecord>;
  bda?: Maybe<Scalars['String']['output']>;
  billTo: OrderDetailParty;
  buyingGroup?: Maybe<Scalars['String']['output']>;
  /** Every change to the order and its lines, newest first: who, when, fields before and after. */
  changes: Array<ChangeEntry>;
  charges: Array<OrderDetailCharge>;
  collectionEnd?: Maybe<Scalars['String']['output']>;
  collectionStart?: Maybe<Scalars['String']['output']>;
  comments?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<OrderDetailUser>;
  credit: Scalars['String']['output'];
  csr?: Maybe<OrderDetailPerson>;
  csr2?: Maybe<OrderDetailPerson>;
  currency: Scalars['String']['output'];
  customer: OrderDetailParty;
  customerEmails: Array<Scalars['String']['output']>;
  dateRequired?: Maybe<Scalars['DateTime']['output']>;
  department?: Maybe<Scalars['String']['output']>;
  designRequests: Array<OrderRelatedLink>;
  event: Scalars['Boolean']['output'];
  history: Array<OrderStatusChange>;
  id: Scalars['Int']['output'];
  items: Array<OrderDetailItem>;
  job?: Maybe<Scalars['String']['output']>;
  jobCodes: Array<Scalars['String']['output']>;
  /** The list an order of this status is in (spec 000 §4). */
  listPath: Scalars['String']['output'];
  number: Scalars['Int']['output'];
  onHold: Scalars['Boolean']['output'];
  orderType: Scalars['String']['output'];
  orderTypeName: Scalars['String']['output'];
  po?: Maybe<Scalars['String']['output']>;
  quote?: Maybe<Scalars['String']['output']>;
  rep: OrderDetailPerson;
  returns: Array<OrderRelatedLink>;
  rush: Scalars['Boolean']['output'];
  scheduledShipDate?: Maybe<Scalars['String']['output']>;
  shippingJobs: Array<OrderShippingJob>;
  status: Scalars['Int']['output'];
  statusString: Scalars['String']['output'];
  subStatus?: Maybe<Scalars['Int']['output']>;
  subStatusString?: Maybe<Scalars['String']['output']>;
  tags: Array<Scalars['String']['output']>;
  totals: OrderDetailTotals;
  type: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type OrderDetailCharge = {
  amountCents: Scalars['Int']['output'];
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type OrderDetailItem = {
  amountCents: Scalars['Int']['output'];
  color: Scalars['String']['output'];
  colorCode: Scalars['String']['output'];
  designId?: Maybe<Scalars['String']['output']>;
  designVariation?: Maybe<Scalars['Int']['output']>;
  finalPriceCents: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  /** URL of the product image (/Images/Products/{file}). */
  image: Scalars['String']['output'];
  line: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  priceCents: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  shipped: Scalars['Int']['output'];
  sizes: Array<OrderDetailSize>;
  styleCode: Scalars['String']['output'];
};

export type OrderDetailParty = {
  /** C Canada, U United States. */
  country: Scalars['String']['output'];
  name: Scalars['String']['output'];
  numb: Scalars['String']['output'];
  province?: Maybe<Scalars['String']['output']>;
};

export type OrderDetailPerson = {
  code: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type OrderDetailSize = {
  id: Scalars['Int']['output'];
  /** Of the quantity: from the Canadian (C) and the US (U) warehouse. */
  qtyC: Scalars['Int']['output'];
  qtyU: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  shippedC: Scalars['Int']['output'];
  shippedU: Scalars['Int']['output'];
  size: Scalars['String']['output'];
  upchargeCents: Scalars['Int']['output'];
};

export type OrderDetailTotals = {
  chargesCents: Scalars['Int']['output'];
  itemsCents: Scalars['Int']['output'];
  shippedUnits: Scalars['Int']['output'];
  totalCents: Scalars['Int']['output'];
  units: Scalars['Int']['output'];
};

export type OrderDetailUser = {
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** The repeated filter keys of an order list (spec 000 §2), each a list of selected values. */
export type OrderFilterInput = {
  alloc?: InputMaybe<Array<Scalars['String']['input']>>;
  bda?: InputMaybe<Array<Scalars['String']['input']>>;
  billToNumb?: InputMaybe<Array<Scalars['String']['input']>>;
  buyingGroup?: InputMaybe<Array<Scalars['String']['input']>>;
  credit?: InputMaybe<Array<Scalars['String']['input']>>;
  csr?: InputMaybe<Array<Scalars['String']['input']>>;
  csr2?: InputMaybe<Array<Scalars['String']['input']>>;
  custNumb?: InputMaybe<Array<Scalars['String']['input']>>;
  department?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Created on or before this Toronto date (YYYY-MM-DD). */
  endDate?: InputMaybe<Scalars['String']['input']>;
  jobCode?: InputMaybe<Array<Scalars['String']['input']>>;
  order_type?: InputMaybe<Array<Scalars['String']['input']>>;
  rep?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Y: has a scheduled ship date; N: has none. */
  scheduled?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Created on or after this Toronto date (YYYY-MM-DD). */
  startDate?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<Scalars['Int']['input']>>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  type?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Filter drawer options (spec 000 §3). billToCustomer and department are null for users without approve or orderEdit. */
export type OrderFilterOptions = {
  alloc: Array<Scalars['String']['output']>;
  bda: Array<Scalars['String']['output']>;
  billToCustomer?: Maybe<Array<OrderCustomerOption>>;
  buyingGroup: Array<Scalars['String']['output']>;
  credit: Array<Scalars['String']['output']>;
  csr: Array<OrderCsrOption>;
  csr2: Array<OrderCsrOption>;
  customer: Array<OrderCustomerOption>;
  department?: Maybe<Array<Scalars['String']['output']>>;
  jobCode: Array<Scalars['String']['output']>;
  order_type: Array<OrderTypeOption>;
  rep: Array<OrderRepOption>;
  scheduled: Array<Scalars['String']['output']>;
  status: Array<Scalars['Int']['output']>;
  tags: Array<Scalars['String']['output']>;
  type: Array<Scalars['String']['output']>;
};

export type OrderHeaderInput = {
  comments?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD (Toronto). */
  dateRequired?: InputMaybe<Scalars['String']['input']>;
  department?: InputMaybe<Scalars['String']['input']>;
  po?: InputMaybe<Scalars['String']['input']>;
  rush: Scalars['Boolean']['input'];
  scheduledShipDate?: InputMaybe<Scalars['String']['input']>;
  tags: Array<Scalars['String']['input']>;
};

export type OrderMove = {
  /** Ask before making it (irreversible or hard to undo). */
  confirm: Scalars['Boolean']['output'];
  /**
   * Always null: Mark Shipped no longer waits for a shipping job (it ships what is left). Kept only so an orders remote built before that change, still deployed, can load the page.
   * @deprecated Always null; nothing blocks an offered move any more.
   */
  disabledReason?: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  to: Scalars['Int']['output'];
  toText: Scalars['String']['output'];
};

export type OrderRelatedLink = {
  id: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  path: Scalars['String']['output'];
};

export type OrderRepOption = {
  name: Scalars['String']['output'];
  numb: Scalars['String']['output'];
};

export type OrderShippingJob = {
  chargeCents: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  invoices: Array<Scalars['String']['output']>;
  job?: Maybe<Scalars['String']['output']>;
  shipVia?: Maybe<Scalars['String']['output']>;
  shipped: Scalars['Boolean']['output'];
  shippedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Units of this order the shipment carried. */
  units: Scalars['Int']['output'];
};

export type OrderSizeQuantityInput = {
  qtyC: Scalars['Int']['input'];
  qtyU: Scalars['Int']['input'];
  sizeId: Scalars['Int']['input'];
};

export type OrderStatusChange = {
  at: Scalars['DateTime']['output'];
  comment?: Maybe<Scalars['String']['output']>;
  fromStatus?: Maybe<Scalars['Int']['output']>;
  fromSubStatus?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  toStatus: Scalars['Int']['output'];
  toSubStatus?: Maybe<Scalars['Int']['output']>;
  user?: Maybe<OrderDetailUser>;
};

export type OrderTypeOption = {
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** The mail outbox (platform/outbox.ts): what waits, what failed. */
export type OutboxHealth = {
  error?: Maybe<Scalars['String']['output']>;
  /** Unsent mails whose last attempt failed. */
  failed: Scalars['Int']['output'];
  lastSentAt?: Maybe<Scalars['DateTime']['output']>;
  oldestUnsentAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether SMTP_URL is set (without it mail stays in the outbox). */
  sending: Scalars['Boolean']['output'];
  status: HealthStatus;
  unsent: Scalars['Int']['output'];
};

/** A rep or a customer: number and name. */
export type Party = {
  name: Scalars['String']['output'];
  number: Scalars['String']['output'];
};

/** x, y and ppi normalised by the image size (spec 002 §9). */
export type PresetImageLocation = {
  imageType: Scalars['String']['output'];
  location: Scalars['String']['output'];
  ppi: Scalars['Float']['output'];
  rotation: Scalars['Float']['output'];
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
};

export type PresetImageLocationInput = {
  imageType: Scalars['String']['input'];
  location: Scalars['String']['input'];
  ppi: Scalars['Float']['input'];
  rotation: Scalars['Float']['input'];
  x: Scalars['Float']['input'];
  y: Scalars['Float']['input'];
};

export type PresetLocation = {
  height: Scalars['Float']['output'];
  methods: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  origin?: Maybe<Scalars['String']['output']>;
  width: Scalars['Float']['output'];
};

export type PresetLocationInput = {
  height: Scalars['Float']['input'];
  methods: Array<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  origin?: InputMaybe<Scalars['String']['input']>;
  width: Scalars['Float']['input'];
};

/** spec 002 §3 Product: every field, with its treatments, colours, locations, image locations and masks. */
export type Product = {
  baseStyle: Scalars['Boolean']['output'];
  brand: Scalars['String']['output'];
  category: Scalars['String']['output'];
  colors: Array<ProductColor>;
  comparePrice?: Maybe<Scalars['Float']['output']>;
  /** Bullet points. */
  description: Array<Scalars['String']['output']>;
  exitDate?: Maybe<Scalars['String']['output']>;
  fabricCode?: Maybe<Scalars['String']['output']>;
  fullName: Scalars['String']['output'];
  gender: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  imageDecorationLocations: Array<ImageDecorationLocation>;
  imageMasks: Array<ImageMask>;
  introDate?: Maybe<Scalars['String']['output']>;
  locations: Array<ProductLocation>;
  modelColor?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  nestedImageLocations: Array<NestedImageLocation>;
  newDate?: Maybe<Scalars['String']['output']>;
  newOtherPrice?: Maybe<Scalars['Float']['output']>;
  newPrice?: Maybe<Scalars['Float']['output']>;
  otherCompare?: Maybe<Scalars['Float']['output']>;
  otherPrice?: Maybe<Scalars['Float']['output']>;
  price?: Maybe<Scalars['Float']['output']>;
  sku: Scalars['String']['output'];
  statusFlag: Scalars['String']['output'];
  styleStatus?: Maybe<Scalars['String']['output']>;
  subCategory?: Maybe<Scalars['String']['output']>;
  treatments: Array<Treatment>;
  type?: Maybe<Scalars['String']['output']>;
};

export type ProductCategory = {
  name: Scalars['String']['output'];
  subCategories: Array<Scalars['String']['output']>;
};

export type ProductColor = {
  code: Scalars['String']['output'];
  ghost?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  model?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  status: Scalars['String']['output'];
  vector?: Maybe<Scalars['String']['output']>;
  vectorD?: Maybe<Scalars['String']['output']>;
};

export type ProductFieldsInput = {
  brand?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  comparePrice?: InputMaybe<Scalars['Float']['input']>;
  description?: InputMaybe<Array<Scalars['String']['input']>>;
  exitDate?: InputMaybe<Scalars['String']['input']>;
  fabricCode?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Scalars['String']['input']>;
  introDate?: InputMaybe<Scalars['String']['input']>;
  modelColor?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  newDate?: InputMaybe<Scalars['String']['input']>;
  newOtherPrice?: InputMaybe<Scalars['Float']['input']>;
  newPrice?: InputMaybe<Scalars['Float']['input']>;
  otherCompare?: InputMaybe<Scalars['Float']['input']>;
  otherPrice?: InputMaybe<Scalars['Float']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  statusFlag?: InputMaybe<Scalars['String']['input']>;
  styleStatus?: InputMaybe<Scalars['String']['input']>;
  subCategory?: InputMaybe<Scalars['String']['input']>;
  /** Treatment ids: the style's whole set. */
  treatments?: InputMaybe<Array<Scalars['Int']['input']>>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type ProductLocation = {
  height: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  methods: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  origin?: Maybe<Scalars['String']['output']>;
  /** Inches. */
  width: Scalars['Float']['output'];
};

export type ProductLocationInput = {
  height: Scalars['Float']['input'];
  /** Null for a new location (then key names it for the image locations of the same call). */
  id?: InputMaybe<Scalars['Int']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  methods: Array<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  origin?: InputMaybe<Scalars['String']['input']>;
  width: Scalars['Float']['input'];
};

/** spec 002 §7 product options. */
export type ProductOptions = {
  categories: Array<ProductCategory>;
  fabricComposition: Array<FabricComposition>;
  /** The standard location names. */
  locations: Array<Scalars['String']['output']>;
  treatments: Array<Treatment>;
};

/** A product style as the list shows it (spec 002 §3 Product, without the parts under it). */
export type ProductSummary = {
  baseStyle: Scalars['Boolean']['output'];
  brand: Scalars['String']['output'];
  category: Scalars['String']['output'];
  exitDate?: Maybe<Scalars['String']['output']>;
  fullName: Scalars['String']['output'];
  gender: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  introDate?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  /** spec 002 §4: N Inline, Y Discontinued, P Preline, T Take All, D Development. */
  statusFlag: Scalars['String']['output'];
  subCategory?: Maybe<Scalars['String']['output']>;
};

export type Query = {
  artReferences: Array<ArtReference>;
  availableDesigns: Array<DesignSampleDesign>;
  /** Orders of the catalog's customer (newest first, at most 50) whose number or PO contains search. */
  catalogOrderOptions: Array<CatalogOrderOption>;
  /** The catalogs the user may see, 50 a page (spec 000 §9); filter matches name, customer and creator. */
  catalogs: CatalogPage;
  compatibleDesigns: Array<CompatibleDesign>;
  /** /connStatus: the live health of what is behind the API (approve and artistManager). */
  connStatus: ConnStatus;
  /** Null when there is no such event. */
  customEvent?: Maybe<CustomEvent>;
  /** /events, /events_history, /events_cancelled (listType open, history, cancelled): 50 a page, end ascending, search column name by default. */
  customEvents: Array<CustomEventRow>;
  /** spec 001 §7.2 customers (license flag): the customers the caller may pick; license: true only licensed customers (those with a licence design, one carrying a league). README Decisions. */
  customers: Array<DesignRequestCustomer>;
  designData: DesignData;
  /** The filter drawer's options, from the designs the user may see. */
  designFilter: DesignFilterOptions;
  designIssues: Array<DesignIssue>;
  designOrder?: Maybe<DesignOrder>;
  designOrders: DesignOrdersPage;
  designRequest?: Maybe<DesignRequest>;
  designRequestCount: DesignRequestCount;
  designRequestDrops: Array<DesignRequestDropOption>;
  designRequestTimeline: Array<DesignRequestTimelineEntry>;
  designRequests: DesignRequestsPage;
  designRequestsDomain: DesignRequestsDomain;
  designSampleRequest?: Maybe<DesignSampleRequest>;
  designSampleRequests: DesignSampleRequestsPage;
  /** The tags designs and drops carry (designs-color's data), for a request's tags. */
  designTags: Array<Scalars['String']['output']>;
  /** One design; null when unknown. */
  designV2?: Maybe<Design>;
  designVendors: Array<DesignVendor>;
  /** Designs lists (page 1-based, 50 a page; order asc|desc, default created_at asc) and the showcase (showcase: true). */
  designs: DesignsPage;
  draftedContest?: Maybe<DraftedContest>;
  /** /drafted/contests, sorted by sortBy (a column of the list) and desc. */
  draftedContests: Array<DraftedContest>;
  draftedOrganizations: Array<DraftedOrganization>;
  draftedSponsors: Array<DraftedSponsor>;
  /** spec 001 §7.2 drops (license flag): the active drops; license: true only licence drops (sub-category Licensed). README Decisions. */
  drops: Array<DesignRequestDropOption>;
  /** The drops catalogue (spec 002 Drops): 50 a page, default usage descending. */
  dropsV2: DropsPage;
  /** /fpa: an employee by e-mail (INTERNAL users: their own; FPA admins: anyone). Null when there is no employee record. Year: the current one when absent. */
  employee?: Maybe<Employee>;
  /** /fpa: every employee of the year (FPA admins). */
  employees: Array<EmployeeSummary>;
  /** External users, 10 a page by name (externalUserAdmin). */
  externalUsers: ExternalUserPage;
  /** The filter options of an order list. */
  filters: OrderFilterOptions;
  /** License SKUs, 50 a page (licenseManager): styleCode ascending by default; search in searchCol. */
  licenseSkus: Array<LicenseSku>;
  locationPresets: Array<LocationPreset>;
  /** The resources in a folder (parent: '' or null for the top), folders first then by name; BAD_USER_INPUT 'This folder does not exist.' for a folder that does not exist. */
  marketingResources: Array<MarketingResource>;
  /** The signed-in user (null inside a public operation). */
  me?: Maybe<User>;
  /** One order for its detail and edit pages: NOT_FOUND for an unknown id, FORBIDDEN when the user may not see it. */
  order?: Maybe<OrderDetail>;
  /** Public. Truthy while the link may be answered; otherwise the error 'input: The link to this version of the art/order is no longer available.' */
  orderApproval?: Maybe<OrderApprovalLink>;
  /** One page (50 rows) of an order list. from: the list's path without the slash (saved, art_awaiting, …). */
  orders: Array<Order>;
  /** One product with everything under it; null when there is none. */
  product?: Maybe<Product>;
  productOptions: ProductOptions;
  /** Product styles, 50 a page (INTERNAL users): sku ascending by default; search in searchCol; baseStyles lists base styles only. */
  products: Array<ProductSummary>;
  /** null for an unknown id (the page shows the load-error message); FORBIDDEN for someone else's return. */
  return?: Maybe<Return>;
  returnCodes: Array<ReturnCode>;
  /** Every CSR, for the detail page's CSR picker (reps come from GET /api/reps). */
  returnCsrs: Array<ReturnPerson>;
  /** The spec's GetReturnItems: the return's items for editing. */
  returnItems: Array<ReturnItem>;
  /** The spec's order query: an order for the create and edit forms; returnId leaves that return out of the earlier returns. */
  returnOrder?: Maybe<ReturnOrder>;
  returnTimeline: Array<ReturnTimelineEntry>;
  returnsV2: ReturnsPage;
  sampledDesigns: Array<DesignSampledDesign>;
  /** Open setup requests: all for externalUserAdmin, a rep's own for a REP. */
  setupRequests: Array<SetupRequest>;
  shippingJob?: Maybe<ShippingJob>;
  /** 50 a page, newest first; search matches job number, title, quote, PO, customer, invoice. */
  shippingJobs: Array<ShippingJobRow>;
  /** Open signup requests (externalUserAdmin). */
  signupRequests: Array<SignupRequest>;
  stylesByCategory: Array<StyleRef>;
  systemMessages: Array<SystemMessage>;
  /** A template by its id or by its order's id (/templates/{orderId}); null when there is none the user may see. */
  template?: Maybe<Template>;
  templateFilters: TemplateFilterOptions;
  /** spec 000 §2: 50 a page, default created_at descending; filter matches name, order number, customer and PO. */
  templates: TemplatePage;
  /** One trade show by its name (the routes' showID); null when there is none. */
  tradeShow?: Maybe<TradeShow>;
  /** Trade shows, the newest bookings window first (any signed-in user). */
  tradeShows: Array<TradeShow>;
  treatments: Array<DesignTreatment>;
  treatmentsByStyle: Array<Treatment>;
};


export type QueryArtReferencesArgs = {
  customer: Scalars['String']['input'];
};


export type QueryAvailableDesignsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCatalogOrderOptionsArgs = {
  id: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCatalogsArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCompatibleDesignsArgs = {
  customer?: InputMaybe<Scalars['String']['input']>;
  dropId?: InputMaybe<Scalars['Int']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  method: Scalars['String']['input'];
  width: Scalars['Float']['input'];
};


export type QueryCustomEventArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCustomEventsArgs = {
  listType?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  searchCol?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCustomersArgs = {
  license?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryDesignDataArgs = {
  designId: Scalars['String']['input'];
  designVar: Scalars['Int']['input'];
};


export type QueryDesignOrderArgs = {
  id: Scalars['Int']['input'];
};


export type QueryDesignOrdersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDesignRequestArgs = {
  id: Scalars['Int']['input'];
};


export type QueryDesignRequestTimelineArgs = {
  id: Scalars['Int']['input'];
};


export type QueryDesignRequestsArgs = {
  desc?: InputMaybe<Scalars['Boolean']['input']>;
  filters?: InputMaybe<DesignRequestFilters>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDesignRequestsDomainArgs = {
  listType?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDesignSampleRequestArgs = {
  id: Scalars['Int']['input'];
};


export type QueryDesignSampleRequestsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDesignV2Args = {
  id: Scalars['String']['input'];
  variation: Scalars['Int']['input'];
};


export type QueryDesignsArgs = {
  dropship?: InputMaybe<Scalars['Boolean']['input']>;
  filter?: InputMaybe<DesignFilterInput>;
  order?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  searchCol?: InputMaybe<Scalars['String']['input']>;
  showcase?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryDraftedContestArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDraftedContestsArgs = {
  desc?: InputMaybe<Scalars['Boolean']['input']>;
  sortBy?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDropsArgs = {
  license?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryDropsV2Args = {
  filters?: InputMaybe<DropFiltersInput>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  orderByOrder?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  searchCol?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEmployeeArgs = {
  email: Scalars['String']['input'];
  year?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryEmployeesArgs = {
  year: Scalars['Int']['input'];
};


export type QueryExternalUsersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFiltersArgs = {
  from: Scalars['String']['input'];
  other?: InputMaybe<Scalars['Boolean']['input']>;
  sellsheet?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['Int']['input']>;
  subStatus?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLicenseSkusArgs = {
  order?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  searchCol?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMarketingResourcesArgs = {
  parent?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['Int']['input'];
};


export type QueryOrderApprovalArgs = {
  id: Scalars['String']['input'];
  order: Scalars['Int']['input'];
};


export type QueryOrdersArgs = {
  filter?: InputMaybe<OrderFilterInput>;
  from: Scalars['String']['input'];
  order?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  other?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  searchCol?: InputMaybe<Scalars['String']['input']>;
  sellsheet?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['Int']['input']>;
  subStatus?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProductArgs = {
  sku: Scalars['String']['input'];
};


export type QueryProductsArgs = {
  baseStyles?: InputMaybe<Scalars['Boolean']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  searchCol?: InputMaybe<Scalars['String']['input']>;
};


export type QueryReturnArgs = {
  id: Scalars['Int']['input'];
};


export type QueryReturnItemsArgs = {
  orderId: Scalars['Int']['input'];
  returnId: Scalars['Int']['input'];
};


export type QueryReturnOrderArgs = {
  id: Scalars['Int']['input'];
  returnId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryReturnTimelineArgs = {
  id: Scalars['Int']['input'];
};


export type QueryReturnsV2Args = {
  desc?: InputMaybe<Scalars['Boolean']['input']>;
  filters?: InputMaybe<ReturnFiltersInput>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySampledDesignsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryShippingJobArgs = {
  id: Scalars['Int']['input'];
};


export type QueryShippingJobsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryStylesByCategoryArgs = {
  category: Scalars['String']['input'];
};


export type QueryTemplateArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  orderId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTemplatesArgs = {
  custNumb?: InputMaybe<Array<Scalars['String']['input']>>;
  filter?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryTradeShowArgs = {
  name: Scalars['String']['input'];
};


export type QueryTreatmentsArgs = {
  relatedTo?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTreatmentsByStyleArgs = {
  sku: Scalars['String']['input'];
};

/** A return (spec 001 §3.1). */
export type Return = {
  /** Every change to the return and its lines, newest first: who, when, fields before and after. */
  changes: Array<ChangeEntry>;
  charges: Array<ReturnCharge>;
  closedOn?: Maybe<Scalars['DateTime']['output']>;
  code: ReturnCode;
  comment?: Maybe<Scalars['String']['output']>;
  commission: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  /** The return order the order approval created. */
  creditOrder?: Maybe<ReturnCreditOrder>;
  csr?: Maybe<Scalars['String']['output']>;
  csrName?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  customer: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  dateContact?: Maybe<Scalars['String']['output']>;
  dateInfo?: Maybe<Scalars['String']['output']>;
  files: Array<ReturnFile>;
  id: Scalars['Int']['output'];
  invoice: Array<Scalars['String']['output']>;
  items: Array<ReturnItem>;
  job?: Maybe<Scalars['String']['output']>;
  orderCreatedAt: Scalars['DateTime']['output'];
  orderId: Scalars['Int']['output'];
  orderNumb: Scalars['Int']['output'];
  /** The refunds of every return of the order that is not cancelled, this one included: what the approval tier reads. */
  orderRefunded: Scalars['Float']['output'];
  rep: Scalars['String']['output'];
  repName: Scalars['String']['output'];
  repRegion: Scalars['String']['output'];
  /** Where the order approval takes it: 2 Refunded, 3 Returned, 4 RefundedAndRepaired (from the return code). */
  resolution: Scalars['Int']['output'];
  returnNumb: Scalars['Int']['output'];
  shipping: Array<ReturnCharge>;
  status: Scalars['Int']['output'];
  statusString: Scalars['String']['output'];
  subStatus: Scalars['Int']['output'];
  totalItems: Scalars['Int']['output'];
  /** spec 001 §3.1 totalPrice and totalRefunded, dollars. */
  totalPrice: Scalars['Float']['output'];
  totalRefunded: Scalars['Float']['output'];
};

export type ReturnCharge = {
  /** spec 001 §3.1 Return charge: charge and refund, dollars. */
  charge: Scalars['Float']['output'];
  chargeId: Scalars['Int']['output'];
  desc: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  invoice?: Maybe<Scalars['String']['output']>;
  job?: Maybe<Scalars['String']['output']>;
  refund: Scalars['Float']['output'];
};

export type ReturnChargeInput = {
  charge?: InputMaybe<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  /** spec 001 §3.1 refund, dollars (2 decimals), rounded to the cent on arrival. */
  refund: Scalars['Float']['input'];
};

export type ReturnCode = {
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
};

/** Create return input (spec 001 §3.1). */
export type ReturnCreateInput = {
  charges?: InputMaybe<Array<ReturnChargeInput>>;
  comments?: InputMaybe<Scalars['String']['input']>;
  dateContact?: InputMaybe<Scalars['String']['input']>;
  dateInfo?: InputMaybe<Scalars['String']['input']>;
  /** Upload ids from POST /api/return/upload. */
  files?: InputMaybe<Array<Scalars['String']['input']>>;
  items: Array<ReturnItemInput>;
  order: Scalars['Int']['input'];
  returnCode?: InputMaybe<Scalars['Int']['input']>;
  shipping?: InputMaybe<Array<ReturnShippingInput>>;
  /** Submit to waiting for goods. */
  waiting?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ReturnCreditOrder = {
  id: Scalars['Int']['output'];
  number: Scalars['Int']['output'];
  status: Scalars['Int']['output'];
};

export type ReturnFile = {
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type ReturnFiltersInput = {
  csr?: InputMaybe<Array<Scalars['String']['input']>>;
  customer?: InputMaybe<Array<Scalars['String']['input']>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rep?: InputMaybe<Array<Scalars['String']['input']>>;
  returnCode?: InputMaybe<Array<Scalars['Int']['input']>>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type ReturnItem = {
  color: Scalars['String']['output'];
  colorCode: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  img: Scalars['String']['output'];
  name: Scalars['String']['output'];
  orderItemId: Scalars['Int']['output'];
  orderLine: Scalars['Int']['output'];
  /** spec 001 §3.1 price (unit final price), dollars. */
  price: Scalars['Float']['output'];
  /** spec 001 §3.1 refund, dollars. */
  refund: Scalars['Float']['output'];
  size: Array<ReturnSize>;
  sku: Scalars['String']['output'];
  totalPrice: Scalars['Float']['output'];
  totalQuantity: Scalars['Int']['output'];
  totalReturned: Scalars['Int']['output'];
  totalUpcharge: Scalars['Float']['output'];
};

export type ReturnItemInput = {
  id: Scalars['Int']['input'];
  /** spec 001 §3.1 refund, dollars (2 decimals), rounded to the cent on arrival. */
  refund: Scalars['Float']['input'];
  sizes: Array<ReturnSizeInput>;
};

/** A returns list row (spec 001 §3.1). */
export type ReturnListRow = {
  csr?: Maybe<Scalars['String']['output']>;
  csrName?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  customer: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  dateCreated: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  /** Units taken back. */
  items: Scalars['Int']['output'];
  jobNum?: Maybe<Scalars['String']['output']>;
  number: Scalars['Int']['output'];
  orderId: Scalars['Int']['output'];
  orderNum: Scalars['Int']['output'];
  rep: Scalars['String']['output'];
  repName: Scalars['String']['output'];
  returnCode: Scalars['Int']['output'];
  returnCodeName: Scalars['String']['output'];
  status: Scalars['Int']['output'];
  /** The text of 10*status + subStatus. */
  statusText: Scalars['String']['output'];
  subStatus: Scalars['Int']['output'];
  totalRefund: Scalars['Float']['output'];
};

/** The order-for-return data (spec 001 §3.1). */
export type ReturnOrder = {
  charges: Array<ReturnOrderCharge>;
  createdAt: Scalars['DateTime']['output'];
  csr?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  customerNumb: Scalars['String']['output'];
  earlierRefund: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  items: Array<ReturnOrderItem>;
  job?: Maybe<Scalars['String']['output']>;
  number: Scalars['Int']['output'];
  /** spec 001 §3.1 price.total, dollars. */
  price: ReturnOrderPrice;
  repCode: Scalars['String']['output'];
  returns: Array<ReturnOrderReturn>;
  shipping: Scalars['Float']['output'];
  shippingJobs: Array<ReturnOrderShippingJob>;
  status: Scalars['Int']['output'];
  statusString: Scalars['String']['output'];
};

export type ReturnOrderCharge = {
  /** spec 001 §3.1 charges (id, chargeCode, chargeName, charge), dollars. */
  charge: Scalars['Float']['output'];
  chargeCode: Scalars['String']['output'];
  chargeName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  refunded: Scalars['Float']['output'];
};

export type ReturnOrderItem = {
  color: Scalars['String']['output'];
  colorCode: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  image: Scalars['String']['output'];
  line: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** spec 001 §3.1 price {totalPrice, finalPrice}, dollars. */
  price: ReturnOrderItemPrice;
  refunded: Scalars['Float']['output'];
  returns: Array<ReturnOrderItemReturn>;
  size: Array<ReturnOrderSize>;
  sku: Scalars['String']['output'];
  totalQuantity: Scalars['Int']['output'];
};

export type ReturnOrderItemPrice = {
  finalPrice: Scalars['Float']['output'];
  totalPrice: Scalars['Float']['output'];
};

export type ReturnOrderItemReturn = {
  id: Scalars['Int']['output'];
  refund: Scalars['Float']['output'];
  returnId: Scalars['Int']['output'];
  returnNumber: Scalars['Int']['output'];
  returnStatus: Scalars['String']['output'];
  size: Array<ReturnOrderItemReturnSize>;
};

export type ReturnOrderItemReturnSize = {
  C: Scalars['Int']['output'];
  U: Scalars['Int']['output'];
  display: Scalars['String']['output'];
  id: Scalars['Int']['output'];
};

export type ReturnOrderPrice = {
  total: Scalars['Float']['output'];
};

export type ReturnOrderReturn = {
  charges: Array<ReturnOrderReturnCharge>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  returnNumb: Scalars['Int']['output'];
  status: Scalars['Int']['output'];
  statusString: Scalars['String']['output'];
  subStatus: Scalars['Int']['output'];
  totalRefund: Scalars['Float']['output'];
};

export type ReturnOrderReturnCharge = {
  chargeId: Scalars['Int']['output'];
  desc: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  invoice?: Maybe<Scalars['String']['output']>;
  job?: Maybe<Scalars['String']['output']>;
  refund: Scalars['Float']['output'];
};

export type ReturnOrderShippingJob = {
  /** spec 001 §3.1 shippingJobs (job, charge, invoice), dollars. */
  charge: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  invoice?: Maybe<Scalars['String']['output']>;
  job?: Maybe<Scalars['String']['output']>;
  refunded: Scalars['Float']['output'];
};

export type ReturnOrderSize = {
  display: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  /** Taken back by the order's other returns (not cancelled). */
  returnedC: Scalars['Int']['output'];
  returnedU: Scalars['Int']['output'];
  shippedC: Scalars['Int']['output'];
  shippedU: Scalars['Int']['output'];
  upcharge: Scalars['Float']['output'];
};

export type ReturnPerson = {
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ReturnSaved = {
  id: Scalars['Int']['output'];
  numb: Scalars['Int']['output'];
};

export type ReturnShippingInput = {
  id: Scalars['Int']['input'];
  /** spec 001 §3.1 refund, dollars (2 decimals), rounded to the cent on arrival. */
  refund: Scalars['Float']['input'];
};

export type ReturnSize = {
  C: Scalars['Int']['output'];
  U: Scalars['Int']['output'];
  display: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  returned: Scalars['Int']['output'];
  shippedC: Scalars['Int']['output'];
  shippedU: Scalars['Int']['output'];
  /** spec 001 §3.1 upcharge, dollars. */
  upcharge: Scalars['Float']['output'];
};

export type ReturnSizeInput = {
  C: Scalars['Int']['input'];
  U: Scalars['Int']['input'];
  id: Scalars['Int']['input'];
};

/** A timeline post (comment or e-mail) or a status change (type 'status'). */
export type ReturnTimelineComment = {
  canDelete: Scalars['Boolean']['output'];
  cc: Array<Scalars['String']['output']>;
  comment: Scalars['String']['output'];
  creditOrderId?: Maybe<Scalars['Int']['output']>;
  date: Scalars['DateTime']['output'];
  emailId?: Maybe<Scalars['Int']['output']>;
  files: Array<ReturnTimelineFile>;
  id: Scalars['Int']['output'];
  returnID: Scalars['Int']['output'];
  type: ReturnTimelineEntryType;
  user: ReturnTimelineUser;
};

export type ReturnTimelineEntry = {
  comments: Array<ReturnTimelineComment>;
  /** Toronto day, YYYY-MM-DD. */
  date: Scalars['String']['output'];
};

/** What a timeline entry is: a post (comment or e-mail) or a status change. */
export type ReturnTimelineEntryType =
  | 'comment'
  | 'email'
  | 'status';

export type ReturnTimelineFile = {
  name: Scalars['String']['output'];
  path: Scalars['String']['output'];
};

export type ReturnTimelinePostInput = {
  comment?: InputMaybe<Scalars['String']['input']>;
  /** cc addresses: the post is also e-mailed to them. */
  reply?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type ReturnTimelineUser = {
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** Update return input: the same without waiting (spec 001 §3.1). */
export type ReturnUpdateInput = {
  charges?: InputMaybe<Array<ReturnChargeInput>>;
  comments?: InputMaybe<Scalars['String']['input']>;
  dateContact?: InputMaybe<Scalars['String']['input']>;
  dateInfo?: InputMaybe<Scalars['String']['input']>;
  files?: InputMaybe<Array<Scalars['String']['input']>>;
  items: Array<ReturnItemInput>;
  order: Scalars['Int']['input'];
  returnCode?: InputMaybe<Scalars['Int']['input']>;
  shipping?: InputMaybe<Array<ReturnShippingInput>>;
};

export type ReturnsCodeOption = {
  code: Scalars['Int']['output'];
  description: Scalars['String']['output'];
};

export type ReturnsDomain = {
  csrs: Array<ReturnsDomainOption>;
  customers: Array<ReturnsDomainOption>;
  reps: Array<ReturnsDomainOption>;
  returnCodes: Array<ReturnsCodeOption>;
  statuses: Array<ReturnsCodeOption>;
};

export type ReturnsDomainOption = {
  name: Scalars['String']['output'];
  numb: Scalars['String']['output'];
};

/** Each field is computed only when asked for: the list asks for the domain once, not on every page. */
export type ReturnsPage = {
  domain: ReturnsDomain;
  list: Array<ReturnListRow>;
  totalCount: Scalars['Int']['output'];
};

export type ScheduleQuota = {
  quotaMinutes: Scalars['Int']['output'];
  /** Booking is disabled (spec 002 §5). */
  reached: Scalars['Boolean']['output'];
  usedMinutes: Scalars['Int']['output'];
};

export type SetupRequest = {
  artist: Scalars['Boolean']['output'];
  company: Scalars['String']['output'];
  country: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  customLocation: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  lastName: Scalars['String']['output'];
  licenseOrder: Scalars['Boolean']['output'];
  order: Scalars['Boolean']['output'];
  preLine: Scalars['Boolean']['output'];
  products: Scalars['Boolean']['output'];
  rep: Party;
  takeAll: Scalars['Boolean']['output'];
};

export type SetupRequestInput = {
  artist: Scalars['Boolean']['input'];
  company: Scalars['String']['input'];
  country: Scalars['String']['input'];
  customLocation: Scalars['Boolean']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  licenseOrder: Scalars['Boolean']['input'];
  order: Scalars['Boolean']['input'];
  /** Refused when given: the user keeps the signup request's password or sets one from the link e-mailed on completion. */
  password?: InputMaybe<Scalars['String']['input']>;
  preLine: Scalars['Boolean']['input'];
  products: Scalars['Boolean']['input'];
  rep: Scalars['String']['input'];
  /** The signup request this answers (deleted with it; the user keeps the password chosen there, and its e-mail). */
  signupRequest?: InputMaybe<Scalars['Int']['input']>;
  takeAll: Scalars['Boolean']['input'];
};

export type ShipViaCode = {
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ShippingAddressInput = {
  address1: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  address3?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  country: Scalars['String']['input'];
  customerName: Scalars['String']['input'];
  state?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

export type ShippingJob = {
  /** Update Shipping Quantities is offered (not shipped; order_edit or approve). */
  canUpdate: Scalars['Boolean']['output'];
  /** Every change to the job's head, newest first (the audit trail; its lines are in their orders' history). */
  changes: Array<ChangeEntry>;
  chargeCents: Scalars['Int']['output'];
  comments?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<ShippingJobCreator>;
  csr?: Maybe<ShippingJobParty>;
  customer: ShippingJobParty;
  dateRequired?: Maybe<Scalars['DateTime']['output']>;
  /** The job's number ('Order #' on the list). */
  id: Scalars['Int']['output'];
  /** Invoice numbers: /Images/Invoice/{invoice}.pdf. */
  invoice: Array<Scalars['String']['output']>;
  items: Array<ShippingJobItem>;
  /** The job title. */
  job?: Maybe<Scalars['String']['output']>;
  po?: Maybe<Scalars['String']['output']>;
  quote?: Maybe<Scalars['String']['output']>;
  rep?: Maybe<ShippingJobParty>;
  shipViaCode?: Maybe<ShipViaCode>;
  shipped: Scalars['Boolean']['output'];
  shippedAt?: Maybe<Scalars['DateTime']['output']>;
  shipping: ShippingJobAddress;
  status: Scalars['Int']['output'];
  statusText: Scalars['String']['output'];
};

export type ShippingJobAddress = {
  address1?: Maybe<Scalars['String']['output']>;
  address2?: Maybe<Scalars['String']['output']>;
  address3?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  customerName?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  zip?: Maybe<Scalars['String']['output']>;
};

export type ShippingJobCreator = {
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type ShippingJobItem = {
  /** The order item's id. */
  id: Scalars['Int']['output'];
  item: ShippingJobItemInfo;
  jobId: Scalars['Int']['output'];
  order: ShippingJobOrderRef;
  sizes: Array<ShippingJobSize>;
};

export type ShippingJobItemInfo = {
  color: Scalars['String']['output'];
  image: Scalars['String']['output'];
  name: Scalars['String']['output'];
  orderID: Scalars['Int']['output'];
  orderNumb: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
};

export type ShippingJobItemInput = {
  C: Scalars['Int']['input'];
  U: Scalars['Int']['input'];
  /** The size's label (as shown). */
  abbr?: InputMaybe<Scalars['String']['input']>;
  /** The order item size's id. */
  id: Scalars['Int']['input'];
};

export type ShippingJobOrderRef = {
  currency: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  numb: Scalars['Int']['output'];
  orderType: Scalars['String']['output'];
  /** The order's status (the create page and the detail link by it). */
  status: Scalars['Int']['output'];
};

export type ShippingJobParty = {
  name: Scalars['String']['output'];
  number: Scalars['String']['output'];
};

/** A row of the shipping jobs list. */
export type ShippingJobRow = {
  createdAt: Scalars['DateTime']['output'];
  csr?: Maybe<ShippingJobParty>;
  customer: ShippingJobParty;
  dateRequired?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['Int']['output'];
  job?: Maybe<Scalars['String']['output']>;
  po?: Maybe<Scalars['String']['output']>;
  quote?: Maybe<Scalars['String']['output']>;
  rep?: Maybe<ShippingJobParty>;
  shipped: Scalars['Boolean']['output'];
  status: Scalars['Int']['output'];
};

export type ShippingJobSize = {
  /** What this job carries, per warehouse. */
  C: Scalars['Int']['output'];
  U: Scalars['Int']['output'];
  /** The most this job may carry: what the order has left plus what the job carries now. */
  availableC: Scalars['Int']['output'];
  availableU: Scalars['Int']['output'];
  display: Scalars['String']['output'];
  /** The order item size's id. */
  id: Scalars['Int']['output'];
  /** The size's ordered quantity. */
  quantity: Scalars['Int']['output'];
};

export type SignupRequest = {
  company?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  lastName: Scalars['String']['output'];
  rep?: Maybe<Party>;
};

export type StyleRef = {
  name: Scalars['String']['output'];
  sku: Scalars['String']['output'];
};

export type SystemMessage = {
  id: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

export type Template = {
  createdBy?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 instants. */
  created_at: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  /** Customer number. */
  customer: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** Number of items (lines). */
  items: Scalars['Int']['output'];
  lines: Array<TemplateLine>;
  name: Scalars['String']['output'];
  /** The order number. */
  order: Scalars['Int']['output'];
  orderId: Scalars['Int']['output'];
  /** The order's order type code and name. */
  orderType: Scalars['String']['output'];
  orderTypeName?: Maybe<Scalars['String']['output']>;
  po?: Maybe<Scalars['String']['output']>;
  reps: Array<TemplateRep>;
  status: Scalars['Int']['output'];
  statusString: Scalars['String']['output'];
  /** Order total in dollars (of the order's currency). */
  total: Scalars['Float']['output'];
  /** The order's type (decoration method, the filter's type). */
  type: Scalars['String']['output'];
  updated_at: Scalars['DateTime']['output'];
};

export type TemplateCustomerOption = {
  name: Scalars['String']['output'];
  numb: Scalars['String']['output'];
};

/** spec 000 §3: template filter options. */
export type TemplateFilterOptions = {
  customer: Array<TemplateCustomerOption>;
  type: Array<Scalars['String']['output']>;
};

/** An item of the template's order with its total quantity over the sizes. */
export type TemplateLine = {
  color: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  styleCode: Scalars['String']['output'];
};

export type TemplatePage = {
  templates: Array<Template>;
  /** How many templates match the filters (every page). */
  total: Scalars['Int']['output'];
};

export type TemplateRep = {
  /** SREP code. */
  code: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

/** A trade show (spec 002 §3). startDate and endDate bound the bookings window (YYYY-MM-DD, Toronto). */
export type TradeShow = {
  /** Whether the bookings window is open today (Toronto). */
  bookingsOpen: Scalars['Boolean']['output'];
  days: Array<TradeShowDay>;
  endDate: Scalars['String']['output'];
  /** A non-manager rep's sessions at the show (quota: maxMeetings × singleSessionLength minutes). */
  maxMeetings: Scalars['Int']['output'];
  /** Minutes; a meeting is at most this long. */
  maxSessionLength: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** The caller's own quota; null when they have none (not a non-manager rep). */
  quota?: Maybe<ScheduleQuota>;
  /** Minutes of one session; a meeting is at least this long. */
  singleSessionLength: Scalars['Int']['output'];
  startDate: Scalars['String']['output'];
  stations: Array<TradeShowStation>;
};

export type TradeShowDay = {
  endTime: Scalars['DateTime']['output'];
  meetings: Array<Meeting>;
  name: Scalars['String']['output'];
  startTime: Scalars['DateTime']['output'];
};

export type TradeShowStation = {
  /** A dark colour: text on it is light. */
  dark: Scalars['Boolean']['output'];
  /** 6 hex digits. */
  hexCode: Scalars['String']['output'];
  station: Scalars['String']['output'];
};

/** spec 002 §3 Treatment. */
export type Treatment = {
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  subType?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

export type UpdateShippingJobInput = {
  items: Array<ShippingJobItemInput>;
  /** The job's number (its id). */
  orderNumb: Scalars['Int']['input'];
};

/** spec 002 §7 UpdateStyle: only the changed parts. */
export type UpdateStyleInput = {
  copyImageMasks?: InputMaybe<Array<ImageMaskCopyInput>>;
  deleteImageLocations?: InputMaybe<Array<Scalars['Int']['input']>>;
  deleteImageMasks?: InputMaybe<Array<Scalars['Int']['input']>>;
  deleteLocations?: InputMaybe<Array<Scalars['Int']['input']>>;
  deleteNestedImageLocations?: InputMaybe<Array<Scalars['Int']['input']>>;
  imageLocations?: InputMaybe<Array<ImageLocationInput>>;
  /** Ours: masks added or whose file is replaced (one mask per image and location). */
  imageMasks?: InputMaybe<Array<ImageMaskInput>>;
  locations?: InputMaybe<Array<ProductLocationInput>>;
  nestedImageLocations?: InputMaybe<Array<NestedImageLocationInput>>;
  product?: InputMaybe<ProductFieldsInput>;
  sku: Scalars['String']['input'];
};

export type User = {
  access: AccessFlags;
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** SREP code; '000' is the manager/admin rep. */
  repCode?: Maybe<Scalars['String']['output']>;
  repManagerCode?: Maybe<Scalars['String']['output']>;
  userType: UserType;
};

export type UserType =
  | 'CUSTOMER'
  | 'INTERNAL'
  | 'REP';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccessFlags: ResolverTypeWrapper<AccessFlags>;
  AllowanceDiscount: ResolverTypeWrapper<AllowanceDiscount>;
  ApiHealth: ResolverTypeWrapper<ApiHealth>;
  ApprovedDesign: ResolverTypeWrapper<ApprovedDesign>;
  ArtReference: ResolverTypeWrapper<ArtReference>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Catalog: ResolverTypeWrapper<Omit<Catalog, 'orders'>>;
  CatalogOrder: ResolverTypeWrapper<CatalogOrder>;
  CatalogOrderOption: ResolverTypeWrapper<CatalogOrderOption>;
  CatalogPage: ResolverTypeWrapper<Omit<CatalogPage, 'catalogs'> & { catalogs: Array<ResolversTypes['Catalog']> }>;
  ChangeEntry: ResolverTypeWrapper<ChangeEntry>;
  CollectionImageType: CollectionImageType;
  CompatibleDesign: ResolverTypeWrapper<CompatibleDesign>;
  ConnStatus: ResolverTypeWrapper<ConnStatus>;
  CreateShippingJobInput: CreateShippingJobInput;
  CreatedProductionOrder: ResolverTypeWrapper<CreatedProductionOrder>;
  CustomEvent: ResolverTypeWrapper<CustomEvent>;
  CustomEventAddress: ResolverTypeWrapper<CustomEventAddress>;
  CustomEventAddressInput: CustomEventAddressInput;
  CustomEventBilling: ResolverTypeWrapper<CustomEventBilling>;
  CustomEventCategory: ResolverTypeWrapper<CustomEventCategory>;
  CustomEventCategoryInput: CustomEventCategoryInput;
  CustomEventCsr: ResolverTypeWrapper<CustomEventCsr>;
  CustomEventInput: CustomEventInput;
  CustomEventOption: ResolverTypeWrapper<CustomEventOption>;
  CustomEventOptionInput: CustomEventOptionInput;
  CustomEventOrder: ResolverTypeWrapper<CustomEventOrder>;
  CustomEventOrderAddress: ResolverTypeWrapper<CustomEventOrderAddress>;
  CustomEventProductionOrder: ResolverTypeWrapper<CustomEventProductionOrder>;
  CustomEventRow: ResolverTypeWrapper<CustomEventRow>;
  CustomEventStatus: ResolverTypeWrapper<CustomEventStatus>;
  CustomEventTotals: ResolverTypeWrapper<CustomEventTotals>;
  DatabaseHealth: ResolverTypeWrapper<DatabaseHealth>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Design: ResolverTypeWrapper<Design>;
  DesignColor: ResolverTypeWrapper<DesignColor>;
  DesignData: ResolverTypeWrapper<DesignData>;
  DesignFilterCustomer: ResolverTypeWrapper<DesignFilterCustomer>;
  DesignFilterInput: DesignFilterInput;
  DesignFilterLeague: ResolverTypeWrapper<DesignFilterLeague>;
  DesignFilterMethod: ResolverTypeWrapper<DesignFilterMethod>;
  DesignFilterOptions: ResolverTypeWrapper<DesignFilterOptions>;
  DesignFilterPlayer: ResolverTypeWrapper<DesignFilterPlayer>;
  DesignFilterTeam: ResolverTypeWrapper<DesignFilterTeam>;
  DesignIssue: ResolverTypeWrapper<DesignIssue>;
  DesignIssueInput: DesignIssueInput;
  DesignIssueManagerOptions: ResolverTypeWrapper<DesignIssueManagerOptions>;
  DesignNamed: ResolverTypeWrapper<DesignNamed>;
  DesignOrder: ResolverTypeWrapper<DesignOrder>;
  DesignOrderInput: DesignOrderInput;
  DesignOrderLinkedOrder: ResolverTypeWrapper<DesignOrderLinkedOrder>;
  DesignOrderRow: ResolverTypeWrapper<DesignOrderRow>;
  DesignOrdersPage: ResolverTypeWrapper<DesignOrdersPage>;
  DesignRequest: ResolverTypeWrapper<DesignRequest>;
  DesignRequestColors: ResolverTypeWrapper<DesignRequestColors>;
  DesignRequestColorsInput: DesignRequestColorsInput;
  DesignRequestCount: ResolverTypeWrapper<DesignRequestCount>;
  DesignRequestCustomer: ResolverTypeWrapper<DesignRequestCustomer>;
  DesignRequestDomainLeague: ResolverTypeWrapper<DesignRequestDomainLeague>;
  DesignRequestDomainMethod: ResolverTypeWrapper<DesignRequestDomainMethod>;
  DesignRequestDomainPlayer: ResolverTypeWrapper<DesignRequestDomainPlayer>;
  DesignRequestDomainTeam: ResolverTypeWrapper<DesignRequestDomainTeam>;
  DesignRequestDomainUser: ResolverTypeWrapper<DesignRequestDomainUser>;
  DesignRequestDrop: ResolverTypeWrapper<DesignRequestDrop>;
  DesignRequestDropOption: ResolverTypeWrapper<DesignRequestDropOption>;
  DesignRequestFile: ResolverTypeWrapper<DesignRequestFile>;
  DesignRequestFilters: DesignRequestFilters;
  DesignRequestInput: DesignRequestInput;
  DesignRequestNamed: ResolverTypeWrapper<DesignRequestNamed>;
  DesignRequestPerson: ResolverTypeWrapper<DesignRequestPerson>;
  DesignRequestReferenceInput: DesignRequestReferenceInput;
  DesignRequestRow: ResolverTypeWrapper<DesignRequestRow>;
  DesignRequestStatus: ResolverTypeWrapper<DesignRequestStatus>;
  DesignRequestTimelineEntry: ResolverTypeWrapper<DesignRequestTimelineEntry>;
  DesignRequestsDomain: ResolverTypeWrapper<DesignRequestsDomain>;
  DesignRequestsPage: ResolverTypeWrapper<DesignRequestsPage>;
  DesignSampleAuthor: ResolverTypeWrapper<DesignSampleAuthor>;
  DesignSampleCommentInput: DesignSampleCommentInput;
  DesignSampleCreator: ResolverTypeWrapper<DesignSampleCreator>;
  DesignSampleDesign: ResolverTypeWrapper<DesignSampleDesign>;
  DesignSampleFile: ResolverTypeWrapper<DesignSampleFile>;
  DesignSamplePrice: ResolverTypeWrapper<DesignSamplePrice>;
  DesignSamplePriceInput: DesignSamplePriceInput;
  DesignSampleRequest: ResolverTypeWrapper<DesignSampleRequest>;
  DesignSampleRequestInput: DesignSampleRequestInput;
  DesignSampleRequestRow: ResolverTypeWrapper<DesignSampleRequestRow>;
  DesignSampleRequestsPage: ResolverTypeWrapper<DesignSampleRequestsPage>;
  DesignSampleStatus: ResolverTypeWrapper<DesignSampleStatus>;
  DesignSampleTimelineDay: ResolverTypeWrapper<DesignSampleTimelineDay>;
  DesignSampleTimelineEntry: ResolverTypeWrapper<DesignSampleTimelineEntry>;
  DesignSampledDesign: ResolverTypeWrapper<DesignSampledDesign>;
  DesignTreatment: ResolverTypeWrapper<DesignTreatment>;
  DesignVendor: ResolverTypeWrapper<DesignVendor>;
  DesignsPage: ResolverTypeWrapper<DesignsPage>;
  DiscountOrder: ResolverTypeWrapper<DiscountOrder>;
  DiscountStatus: ResolverTypeWrapper<DiscountStatus>;
  DraftedContest: ResolverTypeWrapper<Omit<DraftedContest, 'changes'>>;
  DraftedContestInput: DraftedContestInput;
  DraftedLogoInput: DraftedLogoInput;
  DraftedOrganization: ResolverTypeWrapper<DraftedOrganization>;
  DraftedOrganizationInput: DraftedOrganizationInput;
  DraftedSponsor: ResolverTypeWrapper<DraftedSponsor>;
  DraftedSponsorInput: DraftedSponsorInput;
  Drop: ResolverTypeWrapper<Drop>;
  DropFiltersInput: DropFiltersInput;
  DropLocation: ResolverTypeWrapper<DropLocation>;
  DropMethod: ResolverTypeWrapper<DropMethod>;
  DropsPage: ResolverTypeWrapper<DropsPage>;
  Employee: ResolverTypeWrapper<Employee>;
  EmployeeSummary: ResolverTypeWrapper<EmployeeSummary>;
  ExistingDesignInput: ExistingDesignInput;
  ExternalUser: ResolverTypeWrapper<ExternalUser>;
  ExternalUserInput: ExternalUserInput;
  ExternalUserPage: ResolverTypeWrapper<ExternalUserPage>;
  FabricComposition: ResolverTypeWrapper<FabricComposition>;
  FieldChange: ResolverTypeWrapper<FieldChange>;
  FileStoreHealth: ResolverTypeWrapper<FileStoreHealth>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FriendsFamilyDiscount: ResolverTypeWrapper<FriendsFamilyDiscount>;
  HealthStatus: HealthStatus;
  ImageDecorationLocation: ResolverTypeWrapper<ImageDecorationLocation>;
  ImageLocationInput: ImageLocationInput;
  ImageMask: ResolverTypeWrapper<ImageMask>;
  ImageMaskCopyInput: ImageMaskCopyInput;
  ImageMaskInput: ImageMaskInput;
  ImageRefInput: ImageRefInput;
  ImageTargetInput: ImageTargetInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LicenseSku: ResolverTypeWrapper<LicenseSku>;
  LocationPreset: ResolverTypeWrapper<LocationPreset>;
  LocationPresetInput: LocationPresetInput;
  MarketingResource: ResolverTypeWrapper<MarketingResource>;
  MarketingResourceType: MarketingResourceType;
  Meeting: ResolverTypeWrapper<Meeting>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NestedImageLocation: ResolverTypeWrapper<NestedImageLocation>;
  NestedImageLocationInput: NestedImageLocationInput;
  NewDesignInput: NewDesignInput;
  Order: ResolverTypeWrapper<OrderParent>;
  OrderActions: ResolverTypeWrapper<OrderActions>;
  OrderApprovalCharge: ResolverTypeWrapper<OrderApprovalCharge>;
  OrderApprovalItem: ResolverTypeWrapper<OrderApprovalItem>;
  OrderApprovalLink: ResolverTypeWrapper<OrderApprovalLink>;
  OrderApprovalRecord: ResolverTypeWrapper<OrderApprovalRecord>;
  OrderApprovalSize: ResolverTypeWrapper<OrderApprovalSize>;
  OrderCreatedBy: ResolverTypeWrapper<OrderCreatedBy>;
  OrderCsrOption: ResolverTypeWrapper<OrderCsrOption>;
  OrderCustomerOption: ResolverTypeWrapper<OrderCustomerOption>;
  OrderDetail: ResolverTypeWrapper<Omit<OrderDetail, 'changes'>>;
  OrderDetailCharge: ResolverTypeWrapper<OrderDetailCharge>;
  OrderDetailItem: ResolverTypeWrapper<OrderDetailItem>;
  OrderDetailParty: ResolverTypeWrapper<OrderDetailParty>;
  OrderDetailPerson: ResolverTypeWrapper<OrderDetailPerson>;
  OrderDetailSize: ResolverTypeWrapper<OrderDetailSize>;
  OrderDetailTotals: ResolverTypeWrapper<OrderDetailTotals>;
  OrderDetailUser: ResolverTypeWrapper<OrderDetailUser>;
  OrderFilterInput: OrderFilterInput;
  OrderFilterOptions: ResolverTypeWrapper<OrderFilterOptions>;
  OrderHeaderInput: OrderHeaderInput;
  OrderMove: ResolverTypeWrapper<OrderMove>;
  OrderRelatedLink: ResolverTypeWrapper<OrderRelatedLink>;
  OrderRepOption: ResolverTypeWrapper<OrderRepOption>;
  OrderShippingJob: ResolverTypeWrapper<OrderShippingJob>;
  OrderSizeQuantityInput: OrderSizeQuantityInput;
  OrderStatusChange: ResolverTypeWrapper<OrderStatusChange>;
  OrderTypeOption: ResolverTypeWrapper<OrderTypeOption>;
  OutboxHealth: ResolverTypeWrapper<OutboxHealth>;
  Party: ResolverTypeWrapper<Party>;
  PresetImageLocation: ResolverTypeWrapper<PresetImageLocation>;
  PresetImageLocationInput: PresetImageLocationInput;
  PresetLocation: ResolverTypeWrapper<PresetLocation>;
  PresetLocationInput: PresetLocationInput;
  Product: ResolverTypeWrapper<Product>;
  ProductCategory: ResolverTypeWrapper<ProductCategory>;
  ProductColor: ResolverTypeWrapper<ProductColor>;
  ProductFieldsInput: ProductFieldsInput;
  ProductLocation: ResolverTypeWrapper<ProductLocation>;
  ProductLocationInput: ProductLocationInput;
  ProductOptions: ResolverTypeWrapper<ProductOptions>;
  ProductSummary: ResolverTypeWrapper<ProductSummary>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Return: ResolverTypeWrapper<Omit<Return, 'changes' | 'totalPrice' | 'totalRefunded' | 'orderRefunded' | 'items' | 'charges' | 'shipping'> & { totalPriceCents: number; totalRefundedCents: number; orderRefundedCents: number; items: Array<ResolversTypes['ReturnItem']>; charges: Array<ResolversTypes['ReturnCharge']>; shipping: Array<ResolversTypes['ReturnCharge']> }>;
  ReturnCharge: ResolverTypeWrapper<Omit<ReturnCharge, 'charge' | 'refund'> & { chargeCents: number; refundCents: number }>;
  ReturnChargeInput: ReturnChargeInput;
  ReturnCode: ResolverTypeWrapper<ReturnCode>;
  ReturnCreateInput: ReturnCreateInput;
  ReturnCreditOrder: ResolverTypeWrapper<ReturnCreditOrder>;
  ReturnFile: ResolverTypeWrapper<ReturnFile>;
  ReturnFiltersInput: ReturnFiltersInput;
  ReturnItem: ResolverTypeWrapper<Omit<ReturnItem, 'price' | 'refund' | 'totalPrice' | 'totalUpcharge' | 'size'> & { priceCents: number; refundCents: number; totalPriceCents: number; totalUpchargeCents: number; size: Array<ResolversTypes['ReturnSize']> }>;
  ReturnItemInput: ReturnItemInput;
  ReturnListRow: ResolverTypeWrapper<Omit<ReturnListRow, 'totalRefund'> & { totalRefundCents: number }>;
  ReturnOrder: ResolverTypeWrapper<Omit<ReturnOrder, 'price' | 'shipping' | 'earlierRefund' | 'items' | 'charges' | 'shippingJobs' | 'returns'> & { totalCents: number; shippingCents: number; earlierRefundCents: number; items: Array<ResolversTypes['ReturnOrderItem']>; charges: Array<ResolversTypes['ReturnOrderCharge']>; shippingJobs: Array<ResolversTypes['ReturnOrderShippingJob']>; returns: Array<ResolversTypes['ReturnOrderReturn']> }>;
  ReturnOrderCharge: ResolverTypeWrapper<Omit<ReturnOrderCharge, 'charge' | 'refunded'> & { amountCents: number; refundedCents: number }>;
  ReturnOrderItem: ResolverTypeWrapper<Omit<ReturnOrderItem, 'price' | 'refunded' | 'size' | 'returns'> & { finalPriceCents: number; totalPriceCents: number; refundedCents: number; size: Array<ResolversTypes['ReturnOrderSize']>; returns: Array<ResolversTypes['ReturnOrderItemReturn']> }>;
  ReturnOrderItemPrice: ResolverTypeWrapper<ReturnOrderItemPrice>;
  ReturnOrderItemReturn: ResolverTypeWrapper<Omit<ReturnOrderItemReturn, 'refund'> & { refundCents: number }>;
  ReturnOrderItemReturnSize: ResolverTypeWrapper<ReturnOrderItemReturnSize>;
  ReturnOrderPrice: ResolverTypeWrapper<ReturnOrderPrice>;
  ReturnOrderReturn: ResolverTypeWrapper<Omit<ReturnOrderReturn, 'totalRefund' | 'charges'> & { totalRefundCents: number; charges: Array<ResolversTypes['ReturnOrderReturnCharge']> }>;
  ReturnOrderReturnCharge: ResolverTypeWrapper<Omit<ReturnOrderReturnCharge, 'refund'> & { refundCents: number }>;
  ReturnOrderShippingJob: ResolverTypeWrapper<Omit<ReturnOrderShippingJob, 'charge' | 'refunded'> & { amountCents: number; refundedCents: number }>;
  ReturnOrderSize: ResolverTypeWrapper<Omit<ReturnOrderSize, 'upcharge'> & { upchargeCents: number }>;
  ReturnPerson: ResolverTypeWrapper<ReturnPerson>;
  ReturnSaved: ResolverTypeWrapper<ReturnSaved>;
  ReturnShippingInput: ReturnShippingInput;
  ReturnSize: ResolverTypeWrapper<Omit<ReturnSize, 'upcharge'> & { upchargeCents: number }>;
  ReturnSizeInput: ReturnSizeInput;
  ReturnTimelineComment: ResolverTypeWrapper<ReturnTimelineComment>;
  ReturnTimelineEntry: ResolverTypeWrapper<ReturnTimelineEntry>;
  ReturnTimelineEntryType: ReturnTimelineEntryType;
  ReturnTimelineFile: ResolverTypeWrapper<ReturnTimelineFile>;
  ReturnTimelinePostInput: ReturnTimelinePostInput;
  ReturnTimelineUser: ResolverTypeWrapper<ReturnTimelineUser>;
  ReturnUpdateInput: ReturnUpdateInput;
  ReturnsCodeOption: ResolverTypeWrapper<ReturnsCodeOption>;
  ReturnsDomain: ResolverTypeWrapper<ReturnsDomain>;
  ReturnsDomainOption: ResolverTypeWrapper<ReturnsDomainOption>;
  ReturnsPage: ResolverTypeWrapper<ReturnsPageParent>;
  ScheduleQuota: ResolverTypeWrapper<ScheduleQuota>;
  SetupRequest: ResolverTypeWrapper<SetupRequest>;
  SetupRequestInput: SetupRequestInput;
  ShipViaCode: ResolverTypeWrapper<ShipViaCode>;
  ShippingAddressInput: ShippingAddressInput;
  ShippingJob: ResolverTypeWrapper<Omit<ShippingJob, 'changes'>>;
  ShippingJobAddress: ResolverTypeWrapper<ShippingJobAddress>;
  ShippingJobCreator: ResolverTypeWrapper<ShippingJobCreator>;
  ShippingJobItem: ResolverTypeWrapper<ShippingJobItem>;
  ShippingJobItemInfo: ResolverTypeWrapper<ShippingJobItemInfo>;
  ShippingJobItemInput: ShippingJobItemInput;
  ShippingJobOrderRef: ResolverTypeWrapper<ShippingJobOrderRef>;
  ShippingJobParty: ResolverTypeWrapper<ShippingJobParty>;
  ShippingJobRow: ResolverTypeWrapper<ShippingJobRow>;
  ShippingJobSize: ResolverTypeWrapper<ShippingJobSize>;
  SignupRequest: ResolverTypeWrapper<SignupRequest>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  StyleRef: ResolverTypeWrapper<StyleRef>;
  SystemMessage: ResolverTypeWrapper<SystemMessage>;
  Template: ResolverTypeWrapper<Omit<Template, 'lines' | 'reps'>>;
  TemplateCustomerOption: ResolverTypeWrapper<TemplateCustomerOption>;
  TemplateFilterOptions: ResolverTypeWrapper<TemplateFilterOptions>;
  TemplateLine: ResolverTypeWrapper<TemplateLine>;
  TemplatePage: ResolverTypeWrapper<Omit<TemplatePage, 'templates'> & { templates: Array<ResolversTypes['Template']> }>;
  TemplateRep: ResolverTypeWrapper<TemplateRep>;
  TradeShow: ResolverTypeWrapper<Omit<TradeShow, 'stations' | 'days' | 'quota' | 'bookingsOpen'> & { id: number }>;
  TradeShowDay: ResolverTypeWrapper<TradeShowDay>;
  TradeShowStation: ResolverTypeWrapper<TradeShowStation>;
  Treatment: ResolverTypeWrapper<Treatment>;
  UpdateShippingJobInput: UpdateShippingJobInput;
  UpdateStyleInput: UpdateStyleInput;
  User: ResolverTypeWrapper<User>;
  UserType: UserType;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccessFlags: AccessFlags;
  AllowanceDiscount: AllowanceDiscount;
  ApiHealth: ApiHealth;
  ApprovedDesign: ApprovedDesign;
  ArtReference: ArtReference;
  Boolean: Scalars['Boolean']['output'];
  Catalog: Omit<Catalog, 'orders'>;
  CatalogOrder: CatalogOrder;
  CatalogOrderOption: CatalogOrderOption;
  CatalogPage: Omit<CatalogPage, 'catalogs'> & { catalogs: Array<ResolversParentTypes['Catalog']> };
  ChangeEntry: ChangeEntry;
  CompatibleDesign: CompatibleDesign;
  ConnStatus: ConnStatus;
  CreateShippingJobInput: CreateShippingJobInput;
  CreatedProductionOrder: CreatedProductionOrder;
  CustomEvent: CustomEvent;
  CustomEventAddress: CustomEventAddress;
  CustomEventAddressInput: CustomEventAddressInput;
  CustomEventBilling: CustomEventBilling;
  CustomEventCategory: CustomEventCategory;
  CustomEventCategoryInput: CustomEventCategoryInput;
  CustomEventCsr: CustomEventCsr;
  CustomEventInput: CustomEventInput;
  CustomEventOption: CustomEventOption;
  CustomEventOptionInput: CustomEventOptionInput;
  CustomEventOrder: CustomEventOrder;
  CustomEventOrderAddress: CustomEventOrderAddress;
  CustomEventProductionOrder: CustomEventProductionOrder;
  CustomEventRow: CustomEventRow;
  CustomEventStatus: CustomEventStatus;
  CustomEventTotals: CustomEventTotals;
  DatabaseHealth: DatabaseHealth;
  DateTime: Scalars['DateTime']['output'];
  Design: Design;
  DesignColor: DesignColor;
  DesignData: DesignData;
  DesignFilterCustomer: DesignFilterCustomer;
  DesignFilterInput: DesignFilterInput;
  DesignFilterLeague: DesignFilterLeague;
  DesignFilterMethod: DesignFilterMethod;
  DesignFilterOptions: DesignFilterOptions;
  DesignFilterPlayer: DesignFilterPlayer;
  DesignFilterTeam: DesignFilterTeam;
  DesignIssue: DesignIssue;
  DesignIssueInput: DesignIssueInput;
  DesignIssueManagerOptions: DesignIssueManagerOptions;
  DesignNamed: DesignNamed;
  DesignOrder: DesignOrder;
  DesignOrderInput: DesignOrderInput;
  DesignOrderLinkedOrder: DesignOrderLinkedOrder;
  DesignOrderRow: DesignOrderRow;
  DesignOrdersPage: DesignOrdersPage;
  DesignRequest: DesignRequest;
  DesignRequestColors: DesignRequestColors;
  DesignRequestColorsInput: DesignRequestColorsInput;
  DesignRequestCount: DesignRequestCount;
  DesignRequestCustomer: DesignRequestCustomer;
  DesignRequestDomainLeague: DesignRequestDomainLeague;
  DesignRequestDomainMethod: DesignRequestDomainMethod;
  DesignRequestDomainPlayer: DesignRequestDomainPlayer;
  DesignRequestDomainTeam: DesignRequestDomainTeam;
  DesignRequestDomainUser: DesignRequestDomainUser;
  DesignRequestDrop: DesignRequestDrop;
  DesignRequestDropOption: DesignRequestDropOption;
  DesignRequestFile: DesignRequestFile;
  DesignRequestFilters: DesignRequestFilters;
  DesignRequestInput: DesignRequestInput;
  DesignRequestNamed: DesignRequestNamed;
  DesignRequestPerson: DesignRequestPerson;
  DesignRequestReferenceInput: DesignRequestReferenceInput;
  DesignRequestRow: DesignRequestRow;
  DesignRequestStatus: DesignRequestStatus;
  DesignRequestTimelineEntry: DesignRequestTimelineEntry;
  DesignRequestsDomain: DesignRequestsDomain;
  DesignRequestsPage: DesignRequestsPage;
  DesignSampleAuthor: DesignSampleAuthor;
  DesignSampleCommentInput: DesignSampleCommentInput;
  DesignSampleCreator: DesignSampleCreator;
  DesignSampleDesign: DesignSampleDesign;
  DesignSampleFile: DesignSampleFile;
  DesignSamplePrice: DesignSamplePrice;
  DesignSamplePriceInput: DesignSamplePriceInput;
  DesignSampleRequest: DesignSampleRequest;
  DesignSampleRequestInput: DesignSampleRequestInput;
  DesignSampleRequestRow: DesignSampleRequestRow;
  DesignSampleRequestsPage: DesignSampleRequestsPage;
  DesignSampleStatus: DesignSampleStatus;
  DesignSampleTimelineDay: DesignSampleTimelineDay;
  DesignSampleTimelineEntry: DesignSampleTimelineEntry;
  DesignSampledDesign: DesignSampledDesign;
  DesignTreatment: DesignTreatment;
  DesignVendor: DesignVendor;
  DesignsPage: DesignsPage;
  DiscountOrder: DiscountOrder;
  DiscountStatus: DiscountStatus;
  DraftedContest: Omit<DraftedContest, 'changes'>;
  DraftedContestInput: DraftedContestInput;
  DraftedLogoInput: DraftedLogoInput;
  DraftedOrganization: DraftedOrganization;
  DraftedOrganizationInput: DraftedOrganizationInput;
  DraftedSponsor: DraftedSponsor;
  DraftedSponsorInput: DraftedSponsorInput;
  Drop: Drop;
  DropFiltersInput: DropFiltersInput;
  DropLocation: DropLocation;
  DropMethod: DropMethod;
  DropsPage: DropsPage;
  Employee: Employee;
  EmployeeSummary: EmployeeSummary;
  ExistingDesignInput: ExistingDesignInput;
  ExternalUser: ExternalUser;
  ExternalUserInput: ExternalUserInput;
  ExternalUserPage: ExternalUserPage;
  FabricComposition: FabricComposition;
  FieldChange: FieldChange;
  FileStoreHealth: FileStoreHealth;
  Float: Scalars['Float']['output'];
  FriendsFamilyDiscount: FriendsFamilyDiscount;
  ImageDecorationLocation: ImageDecorationLocation;
  ImageLocationInput: ImageLocationInput;
  ImageMask: ImageMask;
  ImageMaskCopyInput: ImageMaskCopyInput;
  ImageMaskInput: ImageMaskInput;
  ImageRefInput: ImageRefInput;
  ImageTargetInput: ImageTargetInput;
  Int: Scalars['Int']['output'];
  LicenseSku: LicenseSku;
  LocationPreset: LocationPreset;
  LocationPresetInput: LocationPresetInput;
  MarketingResource: MarketingResource;
  Meeting: Meeting;
  Mutation: Record<PropertyKey, never>;
  NestedImageLocation: NestedImageLocation;
  NestedImageLocationInput: NestedImageLocationInput;
  NewDesignInput: NewDesignInput;
  Order: OrderParent;
  OrderActions: OrderActions;
  OrderApprovalCharge: OrderApprovalCharge;
  OrderApprovalItem: OrderApprovalItem;
  OrderApprovalLink: OrderApprovalLink;
  OrderApprovalRecord: OrderApprovalRecord;
  OrderApprovalSize: OrderApprovalSize;
  OrderCreatedBy: OrderCreatedBy;
  OrderCsrOption: OrderCsrOption;
  OrderCustomerOption: OrderCustomerOption;
  OrderDetail: Omit<OrderDetail, 'changes'>;
  OrderDetailCharge: OrderDetailCharge;
  OrderDetailItem: OrderDetailItem;
  OrderDetailParty: OrderDetailParty;
  OrderDetailPerson: OrderDetailPerson;
  OrderDetailSize: OrderDetailSize;
  OrderDetailTotals: OrderDetailTotals;
  OrderDetailUser: OrderDetailUser;
  OrderFilterInput: OrderFilterInput;
  OrderFilterOptions: OrderFilterOptions;
  OrderHeaderInput: OrderHeaderInput;
  OrderMove: OrderMove;
  OrderRelatedLink: OrderRelatedLink;
  OrderRepOption: OrderRepOption;
  OrderShippingJob: OrderShippingJob;
  OrderSizeQuantityInput: OrderSizeQuantityInput;
  OrderStatusChange: OrderStatusChange;
  OrderTypeOption: OrderTypeOption;
  OutboxHealth: OutboxHealth;
  Party: Party;
  PresetImageLocation: PresetImageLocation;
  PresetImageLocationInput: PresetImageLocationInput;
  PresetLocation: PresetLocation;
  PresetLocationInput: PresetLocationInput;
  Product: Product;
  ProductCategory: ProductCategory;
  ProductColor: ProductColor;
  ProductFieldsInput: ProductFieldsInput;
  ProductLocation: ProductLocation;
  ProductLocationInput: ProductLocationInput;
  ProductOptions: ProductOptions;
  ProductSummary: ProductSummary;
  Query: Record<PropertyKey, never>;
  Return: Omit<Return, 'changes' | 'totalPrice' | 'totalRefunded' | 'orderRefunded' | 'items' | 'charges' | 'shipping'> & { totalPriceCents: number; totalRefundedCents: number; orderRefundedCents: number; items: Array<ResolversTypes['ReturnItem']>; charges: Array<ResolversTypes['ReturnCharge']>; shipping: Array<ResolversTypes['ReturnCharge']> };
  ReturnCharge: Omit<ReturnCharge, 'charge' | 'refund'> & { chargeCents: number; refundCents: number };
  ReturnChargeInput: ReturnChargeInput;
  ReturnCode: ReturnCode;
  ReturnCreateInput: ReturnCreateInput;
  ReturnCreditOrder: ReturnCreditOrder;
  ReturnFile: ReturnFile;
  ReturnFiltersInput: ReturnFiltersInput;
  ReturnItem: Omit<ReturnItem, 'price' | 'refund' | 'totalPrice' | 'totalUpcharge' | 'size'> & { priceCents: number; refundCents: number; totalPriceCents: number; totalUpchargeCents: number; size: Array<ResolversTypes['ReturnSize']> };
  ReturnItemInput: ReturnItemInput;
  ReturnListRow: Omit<ReturnListRow, 'totalRefund'> & { totalRefundCents: number };
  ReturnOrder: Omit<ReturnOrder, 'price' | 'shipping' | 'earlierRefund' | 'items' | 'charges' | 'shippingJobs' | 'returns'> & { totalCents: number; shippingCents: number; earlierRefundCents: number; items: Array<ResolversTypes['ReturnOrderItem']>; charges: Array<ResolversTypes['ReturnOrderCharge']>; shippingJobs: Array<ResolversTypes['ReturnOrderShippingJob']>; returns: Array<ResolversTypes['ReturnOrderReturn']> };
  ReturnOrderCharge: Omit<ReturnOrderCharge, 'charge' | 'refunded'> & { amountCents: number; refundedCents: number };
  ReturnOrderItem: Omit<ReturnOrderItem, 'price' | 'refunded' | 'size' | 'returns'> & { finalPriceCents: number; totalPriceCents: number; refundedCents: number; size: Array<ResolversTypes['ReturnOrderSize']>; returns: Array<ResolversTypes['ReturnOrderItemReturn']> };
  ReturnOrderItemPrice: ReturnOrderItemPrice;
  ReturnOrderItemReturn: Omit<ReturnOrderItemReturn, 'refund'> & { refundCents: number };
  ReturnOrderItemReturnSize: ReturnOrderItemReturnSize;
  ReturnOrderPrice: ReturnOrderPrice;
  ReturnOrderReturn: Omit<ReturnOrderReturn, 'totalRefund' | 'charges'> & { totalRefundCents: number; charges: Array<ResolversTypes['ReturnOrderReturnCharge']> };
  ReturnOrderReturnCharge: Omit<ReturnOrderReturnCharge, 'refund'> & { refundCents: number };
  ReturnOrderShippingJob: Omit<ReturnOrderShippingJob, 'charge' | 'refunded'> & { amountCents: number; refundedCents: number };
  ReturnOrderSize: Omit<ReturnOrderSize, 'upcharge'> & { upchargeCents: number };
  ReturnPerson: ReturnPerson;
  ReturnSaved: ReturnSaved;
  ReturnShippingInput: ReturnShippingInput;
  ReturnSize: Omit<ReturnSize, 'upcharge'> & { upchargeCents: number };
  ReturnSizeInput: ReturnSizeInput;
  ReturnTimelineComment: ReturnTimelineComment;
  ReturnTimelineEntry: ReturnTimelineEntry;
  ReturnTimelineFile: ReturnTimelineFile;
  ReturnTimelinePostInput: ReturnTimelinePostInput;
  ReturnTimelineUser: ReturnTimelineUser;
  ReturnUpdateInput: ReturnUpdateInput;
  ReturnsCodeOption: ReturnsCodeOption;
  ReturnsDomain: ReturnsDomain;
  ReturnsDomainOption: ReturnsDomainOption;
  ReturnsPage: ReturnsPageParent;
  ScheduleQuota: ScheduleQuota;
  SetupRequest: SetupRequest;
  SetupRequestInput: SetupRequestInput;
  ShipViaCode: ShipViaCode;
  ShippingAddressInput: ShippingAddressInput;
  ShippingJob: Omit<ShippingJob, 'changes'>;
  ShippingJobAddress: ShippingJobAddress;
  ShippingJobCreator: ShippingJobCreator;
  ShippingJobItem: ShippingJobItem;
  ShippingJobItemInfo: ShippingJobItemInfo;
  ShippingJobItemInput: ShippingJobItemInput;
  ShippingJobOrderRef: ShippingJobOrderRef;
  ShippingJobParty: ShippingJobParty;
  ShippingJobRow: ShippingJobRow;
  ShippingJobSize: ShippingJobSize;
  SignupRequest: SignupRequest;
  String: Scalars['String']['output'];
  StyleRef: StyleRef;
  SystemMessage: SystemMessage;
  Template: Omit<Template, 'lines' | 'reps'>;
  TemplateCustomerOption: TemplateCustomerOption;
  TemplateFilterOptions: TemplateFilterOptions;
  TemplateLine: TemplateLine;
  TemplatePage: Omit<TemplatePage, 'templates'> & { templates: Array<ResolversParentTypes['Template']> };
  TemplateRep: TemplateRep;
  TradeShow: Omit<TradeShow, 'stations' | 'days' | 'quota' | 'bookingsOpen'> & { id: number };
  TradeShowDay: TradeShowDay;
  TradeShowStation: TradeShowStation;
  Treatment: Treatment;
  UpdateShippingJobInput: UpdateShippingJobInput;
  UpdateStyleInput: UpdateStyleInput;
  User: User;
};

export type AccessFlagsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AccessFlags'] = ResolversParentTypes['AccessFlags']> = {
  approve?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  approve5kReturns?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  approveReturns?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  artist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  artistManager?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bda?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  colorStoryCreate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createDesignOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createDesignSample?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customLocation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  development?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  draftedManager?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dropManager?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  eventManager?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  externalUserAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fpaAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  licenseArtist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  licenseCreation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  licenseManager?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  licenseOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderView?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  preLine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productionArtManager?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resourceEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  takeAll?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  templateEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewAllAppointments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewDesignOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewDesignSample?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AllowanceDiscountResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AllowanceDiscount'] = ResolversParentTypes['AllowanceDiscount']> = {
  createdDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discountCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiryDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['DiscountOrder']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DiscountStatus'], ParentType, ContextType>;
};

export type ApiHealthResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ApiHealth'] = ResolversParentTypes['ApiHealth']> = {
  instance?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodeVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['HealthStatus'], ParentType, ContextType>;
  uptimeSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ApprovedDesignResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ApprovedDesign'] = ResolversParentTypes['ApprovedDesign']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ArtReferenceResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ArtReference'] = ResolversParentTypes['ArtReference']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CatalogResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Catalog'] = ResolversParentTypes['Catalog']> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['CatalogOrder']>, ParentType, ContextType>;
  rep?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CatalogOrderResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CatalogOrder'] = ResolversParentTypes['CatalogOrder']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numb?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusString?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CatalogOrderOptionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CatalogOrderOption'] = ResolversParentTypes['CatalogOrderOption']> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numb?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusString?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CatalogPageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CatalogPage'] = ResolversParentTypes['CatalogPage']> = {
  catalogs?: Resolver<Array<ResolversTypes['Catalog']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChangeEntryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ChangeEntry'] = ResolversParentTypes['ChangeEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['FieldChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  table?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CompatibleDesignResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CompatibleDesign'] = ResolversParentTypes['CompatibleDesign']> = {
  art?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastUsed?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ConnStatusResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ConnStatus'] = ResolversParentTypes['ConnStatus']> = {
  api?: Resolver<ResolversTypes['ApiHealth'], ParentType, ContextType>;
  checkedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  database?: Resolver<ResolversTypes['DatabaseHealth'], ParentType, ContextType>;
  fileStore?: Resolver<ResolversTypes['FileStoreHealth'], ParentType, ContextType>;
  outbox?: Resolver<ResolversTypes['OutboxHealth'], ParentType, ContextType>;
};

export type CreatedProductionOrderResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CreatedProductionOrder'] = ResolversParentTypes['CreatedProductionOrder']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numb?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomEventResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CustomEvent'] = ResolversParentTypes['CustomEvent']> = {
  addressNeeded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  addresses?: Resolver<Array<ResolversTypes['CustomEventAddress']>, ParentType, ContextType>;
  banner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bgSize?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billing?: Resolver<Maybe<ResolversTypes['CustomEventBilling']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['CustomEventCategory']>, ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['ChangeEntry']>, ParentType, ContextType>;
  collectPayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  csr?: Resolver<Maybe<ResolversTypes['CustomEventCsr']>, ParentType, ContextType>;
  customAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customOptions?: Resolver<Array<ResolversTypes['CustomEventOption']>, ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delivery?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  flatFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  flatFeeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  handle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  info?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  infoBackground?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  infoColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  infoPosition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxItems?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mobileBanner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noAllocations?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['CustomEventOrder']>, ParentType, ContextType, Partial<CustomEventOrdersArgs>>;
  password?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  productionOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  productionOrderNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  productionOrders?: Resolver<Array<ResolversTypes['CustomEventProductionOrder']>, ParentType, ContextType>;
  showPrices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CustomEventStatus'], ParentType, ContextType>;
  styleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['CustomEventTotals'], ParentType, ContextType>;
};

export type CustomEventAddressResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CustomEventAddress'] = ResolversParentTypes['CustomEventAddress']> = {
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomEventBillingResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CustomEventBilling'] = ResolversParentTypes['CustomEventBilling']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomEventCategoryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CustomEventCategory'] = ResolversParentTypes['CustomEventCategory']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxItems?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minItems?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numb?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sortBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortByOrder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  styleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subCategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomEventCsrResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CustomEventCsr'] = ResolversParentTypes['CustomEventCsr']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomEventOptionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CustomEventOption'] = ResolversParentTypes['CustomEventOption']> = {
  availableOptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  optionType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requiredIfId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  requiredIfValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomEventOrderResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CustomEventOrder'] = ResolversParentTypes['CustomEventOrder']> = {
  address?: Resolver<ResolversTypes['CustomEventOrderAddress'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  numb?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productionOrder?: Resolver<Maybe<ResolversTypes['CustomEventProductionOrder']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusDesc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CustomEventOrderAddressResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CustomEventOrderAddress'] = ResolversParentTypes['CustomEventOrderAddress']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comments?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomEventProductionOrderResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CustomEventProductionOrder'] = ResolversParentTypes['CustomEventProductionOrder']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numb?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomEventRowResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CustomEventRow'] = ResolversParentTypes['CustomEventRow']> = {
  csr?: Resolver<Maybe<ResolversTypes['CustomEventCsr']>, ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  handle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productionOrderNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CustomEventStatus'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['CustomEventTotals'], ParentType, ContextType>;
};

export type CustomEventStatusResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CustomEventStatus'] = ResolversParentTypes['CustomEventStatus']> = {
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomEventTotalsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CustomEventTotals'] = ResolversParentTypes['CustomEventTotals']> = {
  items?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DatabaseHealthResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DatabaseHealth'] = ResolversParentTypes['DatabaseHealth']> = {
  driver?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latencyMs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['HealthStatus'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DesignResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Design'] = ResolversParentTypes['Design']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  approved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cc?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  colorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  colorVar?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['DesignColor']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contrast?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  disabledComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasText?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastUsed?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  league?: Resolver<Maybe<ResolversTypes['DesignNamed']>, ParentType, ContextType>;
  leagueApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  leagueId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  leagueName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  methodDesc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  methodName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  neutral?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pattern?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  player?: Resolver<Maybe<ResolversTypes['DesignNamed']>, ParentType, ContextType>;
  playerId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  playerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pmsImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prodImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prototype?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  royaltyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  royaltyDesc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  same?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  secondary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showcase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showcaseComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showcasedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['DesignNamed']>, ParentType, ContextType>;
  teamId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  teamName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tonal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tonalHex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  workingImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DesignColorResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignColor'] = ResolversParentTypes['DesignColor']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rgbHex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignDataResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignData'] = ResolversParentTypes['DesignData']> = {
  inUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DesignFilterCustomerResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignFilterCustomer'] = ResolversParentTypes['DesignFilterCustomer']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numb?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignFilterLeagueResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignFilterLeague'] = ResolversParentTypes['DesignFilterLeague']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignFilterMethodResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignFilterMethod'] = ResolversParentTypes['DesignFilterMethod']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignFilterOptionsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignFilterOptions'] = ResolversParentTypes['DesignFilterOptions']> = {
  code?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  customer?: Resolver<Array<ResolversTypes['DesignFilterCustomer']>, ParentType, ContextType>;
  league?: Resolver<Array<ResolversTypes['DesignFilterLeague']>, ParentType, ContextType>;
  method?: Resolver<Array<ResolversTypes['DesignFilterMethod']>, ParentType, ContextType>;
  player?: Resolver<Array<ResolversTypes['DesignFilterPlayer']>, ParentType, ContextType>;
  stock?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  team?: Resolver<Array<ResolversTypes['DesignFilterTeam']>, ParentType, ContextType>;
};

export type DesignFilterPlayerResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignFilterPlayer'] = ResolversParentTypes['DesignFilterPlayer']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DesignFilterTeamResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignFilterTeam'] = ResolversParentTypes['DesignFilterTeam']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leagueId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignIssueResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignIssue'] = ResolversParentTypes['DesignIssue']> = {
  desc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  managerOptions?: Resolver<Maybe<ResolversTypes['DesignIssueManagerOptions']>, ParentType, ContextType>;
};

export type DesignIssueManagerOptionsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignIssueManagerOptions'] = ResolversParentTypes['DesignIssueManagerOptions']> = {
  save?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DesignNamedResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignNamed'] = ResolversParentTypes['DesignNamed']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignOrderResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignOrder'] = ResolversParentTypes['DesignOrder']> = {
  actions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['DesignSampleCreator'], ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dateOrdered?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dateRequired?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  design?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  designInfo?: Resolver<ResolversTypes['DesignSampleDesign'], ParentType, ContextType>;
  designMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['DesignOrderLinkedOrder']>, ParentType, ContextType>;
  po?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DesignSampleStatus'], ParentType, ContextType>;
  timeline?: Resolver<Array<ResolversTypes['DesignSampleTimelineDay']>, ParentType, ContextType>;
  timelineEntries?: Resolver<Array<ResolversTypes['DesignSampleTimelineEntry']>, ParentType, ContextType>;
  vendor?: Resolver<ResolversTypes['DesignVendor'], ParentType, ContextType>;
};

export type DesignOrderLinkedOrderResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignOrderLinkedOrder'] = ResolversParentTypes['DesignOrderLinkedOrder']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numb?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DesignOrderRowResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignOrderRow'] = ResolversParentTypes['DesignOrderRow']> = {
  createdBy?: Resolver<ResolversTypes['DesignSampleCreator'], ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  design?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  designInfo?: Resolver<ResolversTypes['DesignSampleDesign'], ParentType, ContextType>;
  designMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['DesignOrderLinkedOrder']>, ParentType, ContextType>;
  po?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DesignSampleStatus'], ParentType, ContextType>;
};

export type DesignOrdersPageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignOrdersPage'] = ResolversParentTypes['DesignOrdersPage']> = {
  orders?: Resolver<Array<ResolversTypes['DesignOrderRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DesignRequestResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignRequest'] = ResolversParentTypes['DesignRequest']> = {
  actions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  art?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  artComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  artHeight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  artWidth?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  artist?: Resolver<Maybe<ResolversTypes['DesignRequestPerson']>, ParentType, ContextType>;
  cc?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  colors?: Resolver<Maybe<ResolversTypes['DesignRequestColors']>, ParentType, ContextType>;
  correctedIssues?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['DesignRequestCustomer']>, ParentType, ContextType>;
  dateCreated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dateRequired?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  designId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  designInUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  designVar?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  drop?: Resolver<Maybe<ResolversTypes['DesignRequestDrop']>, ParentType, ContextType>;
  dropId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  forkedFrom?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  instructions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issues?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  league?: Resolver<Maybe<ResolversTypes['DesignRequestNamed']>, ParentType, ContextType>;
  license?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['DesignTreatment'], ParentType, ContextType>;
  modificationReferences?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  player?: Resolver<Maybe<ResolversTypes['DesignRequestNamed']>, ParentType, ContextType>;
  pmsImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productionFile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceFiles?: Resolver<Array<ResolversTypes['DesignRequestFile']>, ParentType, ContextType>;
  returnMarked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  revisions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  showStatusLine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DesignRequestStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['DesignRequestNamed']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['DesignRequestPerson']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  workingFile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DesignRequestColorsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignRequestColors'] = ResolversParentTypes['DesignRequestColors']> = {
  neutral?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secondary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tonal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DesignRequestCountResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignRequestCount'] = ResolversParentTypes['DesignRequestCount']> = {
  D?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  H?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  L?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DesignRequestCustomerResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignRequestCustomer'] = ResolversParentTypes['DesignRequestCustomer']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignRequestDomainLeagueResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignRequestDomainLeague'] = ResolversParentTypes['DesignRequestDomainLeague']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teams?: Resolver<Array<ResolversTypes['DesignRequestDomainTeam']>, ParentType, ContextType>;
};

export type DesignRequestDomainMethodResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignRequestDomainMethod'] = ResolversParentTypes['DesignRequestDomainMethod']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignRequestDomainPlayerResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignRequestDomainPlayer'] = ResolversParentTypes['DesignRequestDomainPlayer']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignRequestDomainTeamResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignRequestDomainTeam'] = ResolversParentTypes['DesignRequestDomainTeam']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  players?: Resolver<Array<ResolversTypes['DesignRequestDomainPlayer']>, ParentType, ContextType>;
};

export type DesignRequestDomainUserResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignRequestDomainUser'] = ResolversParentTypes['DesignRequestDomainUser']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignRequestDropResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignRequestDrop'] = ResolversParentTypes['DesignRequestDrop']> = {
  height?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  treatments?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DesignRequestDropOptionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignRequestDropOption'] = ResolversParentTypes['DesignRequestDropOption']> = {
  height?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  treatments?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DesignRequestFileResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignRequestFile'] = ResolversParentTypes['DesignRequestFile']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignRequestNamedResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignRequestNamed'] = ResolversParentTypes['DesignRequestNamed']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignRequestPersonResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignRequestPerson'] = ResolversParentTypes['DesignRequestPerson']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignRequestRowResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignRequestRow'] = ResolversParentTypes['DesignRequestRow']> = {
  artist?: Resolver<Maybe<ResolversTypes['DesignRequestPerson']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['DesignRequestCustomer']>, ParentType, ContextType>;
  dateCreated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dateRequired?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  designId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  designVar?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  league?: Resolver<Maybe<ResolversTypes['DesignRequestNamed']>, ParentType, ContextType>;
  license?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  player?: Resolver<Maybe<ResolversTypes['DesignRequestNamed']>, ParentType, ContextType>;
  revisions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DesignRequestStatus'], ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['DesignRequestNamed']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['DesignRequestPerson'], ParentType, ContextType>;
};

export type DesignRequestStatusResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignRequestStatus'] = ResolversParentTypes['DesignRequestStatus']> = {
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignRequestTimelineEntryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignRequestTimelineEntry'] = ResolversParentTypes['DesignRequestTimelineEntry']> = {
  author?: Resolver<Maybe<ResolversTypes['DesignRequestPerson']>, ParentType, ContextType>;
  datetime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignRequestsDomainResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignRequestsDomain'] = ResolversParentTypes['DesignRequestsDomain']> = {
  artists?: Resolver<Array<ResolversTypes['DesignRequestDomainUser']>, ParentType, ContextType>;
  customers?: Resolver<Array<ResolversTypes['DesignRequestCustomer']>, ParentType, ContextType>;
  designIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  dropIds?: Resolver<Array<ResolversTypes['DesignRequestNamed']>, ParentType, ContextType>;
  leagues?: Resolver<Array<ResolversTypes['DesignRequestDomainLeague']>, ParentType, ContextType>;
  methods?: Resolver<Array<ResolversTypes['DesignRequestDomainMethod']>, ParentType, ContextType>;
  statuses?: Resolver<Array<ResolversTypes['DesignRequestStatus']>, ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['DesignRequestDomainUser']>, ParentType, ContextType>;
};

export type DesignRequestsPageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignRequestsPage'] = ResolversParentTypes['DesignRequestsPage']> = {
  designRequests?: Resolver<Array<ResolversTypes['DesignRequestRow']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DesignSampleAuthorResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignSampleAuthor'] = ResolversParentTypes['DesignSampleAuthor']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignSampleCreatorResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignSampleCreator'] = ResolversParentTypes['DesignSampleCreator']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignSampleDesignResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignSampleDesign'] = ResolversParentTypes['DesignSampleDesign']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DesignSampleFileResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignSampleFile'] = ResolversParentTypes['DesignSampleFile']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignSamplePriceResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignSamplePrice'] = ResolversParentTypes['DesignSamplePrice']> = {
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DesignSampleRequestResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignSampleRequest'] = ResolversParentTypes['DesignSampleRequest']> = {
  actions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['DesignSampleCreator'], ParentType, ContextType>;
  dateClosed?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dateRecieved?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dateRequested?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  design?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  designInfo?: Resolver<ResolversTypes['DesignSampleDesign'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricedVendors?: Resolver<Array<ResolversTypes['DesignVendor']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DesignSampleStatus'], ParentType, ContextType>;
  timeline?: Resolver<Array<ResolversTypes['DesignSampleTimelineDay']>, ParentType, ContextType>;
  timelineEntries?: Resolver<Array<ResolversTypes['DesignSampleTimelineEntry']>, ParentType, ContextType>;
  vendor?: Resolver<Maybe<ResolversTypes['DesignVendor']>, ParentType, ContextType>;
};

export type DesignSampleRequestRowResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignSampleRequestRow'] = ResolversParentTypes['DesignSampleRequestRow']> = {
  createdBy?: Resolver<ResolversTypes['DesignSampleCreator'], ParentType, ContextType>;
  dateRequested?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  design?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  designInfo?: Resolver<ResolversTypes['DesignSampleDesign'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DesignSampleStatus'], ParentType, ContextType>;
};

export type DesignSampleRequestsPageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignSampleRequestsPage'] = ResolversParentTypes['DesignSampleRequestsPage']> = {
  requests?: Resolver<Array<ResolversTypes['DesignSampleRequestRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DesignSampleStatusResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignSampleStatus'] = ResolversParentTypes['DesignSampleStatus']> = {
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignSampleTimelineDayResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignSampleTimelineDay'] = ResolversParentTypes['DesignSampleTimelineDay']> = {
  comments?: Resolver<Array<ResolversTypes['DesignSampleTimelineEntry']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignSampleTimelineEntryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignSampleTimelineEntry'] = ResolversParentTypes['DesignSampleTimelineEntry']> = {
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['DesignSampleAuthor']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['DesignSampleFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['DesignSamplePrice']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vendor?: Resolver<Maybe<ResolversTypes['DesignVendor']>, ParentType, ContextType>;
};

export type DesignSampledDesignResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignSampledDesign'] = ResolversParentTypes['DesignSampledDesign']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vendor?: Resolver<ResolversTypes['DesignVendor'], ParentType, ContextType>;
};

export type DesignTreatmentResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignTreatment'] = ResolversParentTypes['DesignTreatment']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ccAvail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxHeight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxWidth?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minStrokeWidth?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minTextHeight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignVendorResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignVendor'] = ResolversParentTypes['DesignVendor']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignsPageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DesignsPage'] = ResolversParentTypes['DesignsPage']> = {
  designs?: Resolver<Array<ResolversTypes['Design']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DiscountOrderResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DiscountOrder'] = ResolversParentTypes['DiscountOrder']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiscountStatusResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DiscountStatus'] = ResolversParentTypes['DiscountStatus']> = {
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DraftedContestResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DraftedContest'] = ResolversParentTypes['DraftedContest']> = {
  agreementUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['ChangeEntry']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  details?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  handle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  logoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['DraftedOrganization'], ParentType, ContextType>;
  primaryColorHex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primaryTextColorHex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secondaryColorHex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secondaryTextColorHex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sponsor?: Resolver<Maybe<ResolversTypes['DraftedSponsor']>, ParentType, ContextType>;
  submissionStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  voteEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  voteStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type DraftedOrganizationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DraftedOrganization'] = ResolversParentTypes['DraftedOrganization']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  league?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  leagueId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primaryColorHex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryTextColorHex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondaryColorHex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondaryTextColorHex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teamId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type DraftedSponsorResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DraftedSponsor'] = ResolversParentTypes['DraftedSponsor']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DropResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Drop'] = ResolversParentTypes['Drop']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['DropLocation']>, ParentType, ContextType>;
  logoRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  methods?: Resolver<Array<ResolversTypes['DropMethod']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  subCategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  templateImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DropLocationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DropLocation'] = ResolversParentTypes['DropLocation']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DropMethodResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DropMethod'] = ResolversParentTypes['DropMethod']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DropsPageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DropsPage'] = ResolversParentTypes['DropsPage']> = {
  drops?: Resolver<Array<ResolversTypes['Drop']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EmployeeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Employee'] = ResolversParentTypes['Employee']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  defaultDiscount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discounts?: Resolver<Array<ResolversTypes['AllowanceDiscount']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  employeeNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  friendsFamily?: Resolver<Array<ResolversTypes['FriendsFamilyDiscount']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxAvailable?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minAllowance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  password?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalAllowance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EmployeeSummaryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['EmployeeSummary'] = ResolversParentTypes['EmployeeSummary']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  employeeNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalAllowance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ExternalUserResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ExternalUser'] = ResolversParentTypes['ExternalUser']> = {
  artist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customLocation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customers?: Resolver<Array<ResolversTypes['Party']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  licenseOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  preLine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rep?: Resolver<ResolversTypes['Party'], ParentType, ContextType>;
  takeAll?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ExternalUserPageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ExternalUserPage'] = ResolversParentTypes['ExternalUserPage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['ExternalUser']>, ParentType, ContextType>;
};

export type FabricCompositionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['FabricComposition'] = ResolversParentTypes['FabricComposition']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FieldChangeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['FieldChange'] = ResolversParentTypes['FieldChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FileStoreHealthResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['FileStoreHealth'] = ResolversParentTypes['FileStoreHealth']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latencyMs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['HealthStatus'], ParentType, ContextType>;
};

export type FriendsFamilyDiscountResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['FriendsFamilyDiscount'] = ResolversParentTypes['FriendsFamilyDiscount']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  discountCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiryDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['DiscountOrder']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DiscountStatus'], ParentType, ContextType>;
};

export type ImageDecorationLocationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ImageDecorationLocation'] = ResolversParentTypes['ImageDecorationLocation']> = {
  colorCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ppi?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  requiresVariation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rotation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ImageMaskResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ImageMask'] = ResolversParentTypes['ImageMask']> = {
  colorCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LicenseSkuResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['LicenseSku'] = ResolversParentTypes['LicenseSku']> = {
  C?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  U?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  approve?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colorCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  league?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  player?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  styleCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  team?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocationPresetResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['LocationPreset'] = ResolversParentTypes['LocationPreset']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageLocations?: Resolver<Array<ResolversTypes['PresetImageLocation']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['PresetLocation']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MarketingResourceResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['MarketingResource'] = ResolversParentTypes['MarketingResource']> = {
  duration?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  extension?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  item?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['MarketingResourceType'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MeetingResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Meeting'] = ResolversParentTypes['Meeting']> = {
  atendee?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  host?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hostName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  station?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptDesignRequest?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationAcceptDesignRequestArgs, 'id'>>;
  addDesignOrderComment?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationAddDesignOrderCommentArgs, 'comment' | 'id'>>;
  addDesignSamplePrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationAddDesignSamplePriceArgs, 'id' | 'prices'>>;
  addDesignSampleRequestComment?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationAddDesignSampleRequestCommentArgs, 'comment' | 'id'>>;
  addEmployee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, RequireFields<MutationAddEmployeeArgs, 'email' | 'firstName' | 'lastName' | 'number'>>;
  addTemplateOrder?: Resolver<ResolversTypes['Template'], ParentType, ContextType, RequireFields<MutationAddTemplateOrderArgs, 'name' | 'order'>>;
  advanceDesignRequest?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationAdvanceDesignRequestArgs, 'id'>>;
  approveDesignRequestArt?: Resolver<ResolversTypes['ApprovedDesign'], ParentType, ContextType, RequireFields<MutationApproveDesignRequestArtArgs, 'id'>>;
  approveOrder?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationApproveOrderArgs, 'email' | 'id' | 'name' | 'order'>>;
  cancelDesignOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationCancelDesignOrderArgs, 'id'>>;
  cancelDesignSampleRequest?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationCancelDesignSampleRequestArgs, 'id'>>;
  closeDesignSampleRequest?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationCloseDesignSampleRequestArgs, 'id' | 'vendor'>>;
  closeEvent?: Resolver<ResolversTypes['CustomEvent'], ParentType, ContextType, RequireFields<MutationCloseEventArgs, 'id'>>;
  completeSetupRequest?: Resolver<Maybe<ResolversTypes['ExternalUser']>, ParentType, ContextType, RequireFields<MutationCompleteSetupRequestArgs, 'customers' | 'id'>>;
  copyTreatments?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationCopyTreatmentsArgs, 'from' | 'to'>>;
  createCustomeEventProductionOrder?: Resolver<ResolversTypes['CreatedProductionOrder'], ParentType, ContextType, RequireFields<MutationCreateCustomeEventProductionOrderArgs, 'id'>>;
  createDesignOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationCreateDesignOrderArgs, 'input'>>;
  createDesignPO?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationCreateDesignPoArgs, 'id' | 'required'>>;
  createDesignRequest?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationCreateDesignRequestArgs, 'request'>>;
  createDesignRequestComment?: Resolver<ResolversTypes['DesignRequestTimelineEntry'], ParentType, ContextType, RequireFields<MutationCreateDesignRequestCommentArgs, 'requestId' | 'text'>>;
  createDesignRequestLicense?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationCreateDesignRequestLicenseArgs, 'request'>>;
  createDesignSampleRequest?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationCreateDesignSampleRequestArgs, 'input'>>;
  createDraftedContest?: Resolver<ResolversTypes['DraftedContest'], ParentType, ContextType, RequireFields<MutationCreateDraftedContestArgs, 'input'>>;
  createDraftedOrganization?: Resolver<ResolversTypes['DraftedOrganization'], ParentType, ContextType, RequireFields<MutationCreateDraftedOrganizationArgs, 'input'>>;
  createDraftedSponsor?: Resolver<ResolversTypes['DraftedSponsor'], ParentType, ContextType, RequireFields<MutationCreateDraftedSponsorArgs, 'input'>>;
  createEmployeeDiscount?: Resolver<ResolversTypes['AllowanceDiscount'], ParentType, ContextType, RequireFields<MutationCreateEmployeeDiscountArgs, 'amount' | 'email' | 'year'>>;
  createEmployeeFriendsFamilyDiscount?: Resolver<ResolversTypes['FriendsFamilyDiscount'], ParentType, ContextType, RequireFields<MutationCreateEmployeeFriendsFamilyDiscountArgs, 'email' | 'employee' | 'firstName' | 'year'>>;
  createExternalUser?: Resolver<Maybe<ResolversTypes['ExternalUser']>, ParentType, ContextType, RequireFields<MutationCreateExternalUserArgs, 'input'>>;
  createLicenseDesignRequest?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationCreateLicenseDesignRequestArgs, 'request'>>;
  createReturn?: Resolver<Maybe<ResolversTypes['ReturnSaved']>, ParentType, ContextType, RequireFields<MutationCreateReturnArgs, 'input'>>;
  createReturnTimelinePost?: Resolver<Maybe<ResolversTypes['ReturnTimelineComment']>, ParentType, ContextType, RequireFields<MutationCreateReturnTimelinePostArgs, 'id' | 'input'>>;
  createSetupRequest?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationCreateSetupRequestArgs, 'input'>>;
  createShippingJob?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationCreateShippingJobArgs, 'input'>>;
  deleteCustomEvent?: Resolver<ResolversTypes['CustomEvent'], ParentType, ContextType, RequireFields<MutationDeleteCustomEventArgs, 'id'>>;
  deleteDesignRequestComment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteDesignRequestCommentArgs, 'id'>>;
  deleteEmployeeDiscountCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteEmployeeDiscountCodeArgs, 'discountID' | 'email' | 'year'>>;
  deleteExternalUser?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationDeleteExternalUserArgs, 'email'>>;
  deleteSignupRequest?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationDeleteSignupRequestArgs, 'id'>>;
  deleteTemplateOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationDeleteTemplateOrderArgs, 'id'>>;
  disableEmployee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, RequireFields<MutationDisableEmployeeArgs, 'employee'>>;
  editTemplateOrder?: Resolver<ResolversTypes['Template'], ParentType, ContextType, RequireFields<MutationEditTemplateOrderArgs, 'id' | 'name' | 'reps'>>;
  enableEmployee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, RequireFields<MutationEnableEmployeeArgs, 'employee'>>;
  forkDesignRequest?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationForkDesignRequestArgs, 'id' | 'updates'>>;
  markShippingJobsShipped?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationMarkShippingJobsShippedArgs, 'ids'>>;
  moveOrder?: Resolver<Maybe<ResolversTypes['OrderDetail']>, ParentType, ContextType, RequireFields<MutationMoveOrderArgs, 'id' | 'to'>>;
  reOpenDesignRequest?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationReOpenDesignRequestArgs, 'id'>>;
  recieveDesignSample?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationRecieveDesignSampleArgs, 'files' | 'id'>>;
  rejectDesignRequestArt?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationRejectDesignRequestArtArgs, 'id' | 'reason'>>;
  rejectOrder?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationRejectOrderArgs, 'comment' | 'email' | 'id' | 'name' | 'order'>>;
  resendEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResendEmailArgs, 'orderNum' | 'token'>>;
  resendSignupEmail?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationResendSignupEmailArgs, 'email'>>;
  returnDesignRequest?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationReturnDesignRequestArgs, 'id' | 'issues'>>;
  sendOrderForApproval?: Resolver<Maybe<ResolversTypes['OrderDetail']>, ParentType, ContextType, RequireFields<MutationSendOrderForApprovalArgs, 'emails' | 'id'>>;
  submitDesignRequestArt?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationSubmitDesignRequestArtArgs, 'id'>>;
  suspendDesignRequest?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationSuspendDesignRequestArgs, 'id'>>;
  suspendDesignRequests?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationSuspendDesignRequestsArgs, 'ids'>>;
  toggleEvent?: Resolver<ResolversTypes['CustomEvent'], ParentType, ContextType, RequireFields<MutationToggleEventArgs, 'id'>>;
  updateCatalog?: Resolver<ResolversTypes['Catalog'], ParentType, ContextType, RequireFields<MutationUpdateCatalogArgs, 'id' | 'name'>>;
  updateCustomEvent?: Resolver<ResolversTypes['CustomEvent'], ParentType, ContextType, RequireFields<MutationUpdateCustomEventArgs, 'id' | 'input'>>;
  updateDesignOrderQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationUpdateDesignOrderQuantityArgs, 'id' | 'quantity'>>;
  updateDesignRequest?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationUpdateDesignRequestArgs, 'id' | 'updates'>>;
  updateDraftedContest?: Resolver<ResolversTypes['DraftedContest'], ParentType, ContextType, RequireFields<MutationUpdateDraftedContestArgs, 'input'>>;
  updateDraftedOrganization?: Resolver<ResolversTypes['DraftedOrganization'], ParentType, ContextType, RequireFields<MutationUpdateDraftedOrganizationArgs, 'input'>>;
  updateDraftedSponsor?: Resolver<ResolversTypes['DraftedSponsor'], ParentType, ContextType, RequireFields<MutationUpdateDraftedSponsorArgs, 'input'>>;
  updateEmployeeAllowance?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, RequireFields<MutationUpdateEmployeeAllowanceArgs, 'amount' | 'email' | 'year'>>;
  updateExternalUser?: Resolver<Maybe<ResolversTypes['ExternalUser']>, ParentType, ContextType, RequireFields<MutationUpdateExternalUserArgs, 'input'>>;
  updateOrder?: Resolver<Maybe<ResolversTypes['OrderDetail']>, ParentType, ContextType, RequireFields<MutationUpdateOrderArgs, 'id' | 'input'>>;
  updateOrderQuantities?: Resolver<Maybe<ResolversTypes['OrderDetail']>, ParentType, ContextType, RequireFields<MutationUpdateOrderQuantitiesArgs, 'id' | 'sizes'>>;
  updateReturn?: Resolver<Maybe<ResolversTypes['ReturnSaved']>, ParentType, ContextType, RequireFields<MutationUpdateReturnArgs, 'id' | 'input'>>;
  updateShippingJob?: Resolver<ResolversTypes['ShippingJob'], ParentType, ContextType, RequireFields<MutationUpdateShippingJobArgs, 'input'>>;
  updateStyle?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateStyleArgs, 'input'>>;
  upsertLocationPreset?: Resolver<ResolversTypes['LocationPreset'], ParentType, ContextType, RequireFields<MutationUpsertLocationPresetArgs, 'input'>>;
};

export type NestedImageLocationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['NestedImageLocation'] = ResolversParentTypes['NestedImageLocation']> = {
  colorCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nestedVariation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rotation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  z?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  alloc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  art_requested?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  bda?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billToNumb?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  collectionEnd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  collectionStart?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contracts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['OrderCreatedBy']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  credit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  csr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  csr2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  csr2Name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  csrName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custNumb?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date_required?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  department?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageType?: Resolver<Maybe<ResolversTypes['CollectionImageType']>, ParentType, ContextType>;
  items?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  job_codes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  lastReminder?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  leagueApprovalRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  listPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loyaltyLeague?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  onHold?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  po?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rep?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  repName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rush?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  scheduled?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusString?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type OrderActionsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderActions'] = ResolversParentTypes['OrderActions']> = {
  canCreateReturn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEditItems?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canOpenEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canSendForApproval?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transitions?: Resolver<Array<ResolversTypes['OrderMove']>, ParentType, ContextType>;
};

export type OrderApprovalChargeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderApprovalCharge'] = ResolversParentTypes['OrderApprovalCharge']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderApprovalItemResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderApprovalItem'] = ResolversParentTypes['OrderApprovalItem']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  design?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['OrderApprovalSize']>, ParentType, ContextType>;
  styleCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderApprovalLinkResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderApprovalLink'] = ResolversParentTypes['OrderApprovalLink']> = {
  charges?: Resolver<Array<ResolversTypes['OrderApprovalCharge']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderApprovalItem']>, ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  po?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderApprovalRecordResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderApprovalRecord'] = ResolversParentTypes['OrderApprovalRecord']> = {
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentTo?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  superseded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  usedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type OrderApprovalSizeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderApprovalSize'] = ResolversParentTypes['OrderApprovalSize']> = {
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  upchargeCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderCreatedByResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderCreatedBy'] = ResolversParentTypes['OrderCreatedBy']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderCsrOptionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderCsrOption'] = ResolversParentTypes['OrderCsrOption']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderCustomerOptionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderCustomerOption'] = ResolversParentTypes['OrderCustomerOption']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numb?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderDetailResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderDetail'] = ResolversParentTypes['OrderDetail']> = {
  actions?: Resolver<ResolversTypes['OrderActions'], ParentType, ContextType>;
  alloc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  approvals?: Resolver<Array<ResolversTypes['OrderApprovalRecord']>, ParentType, ContextType>;
  bda?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billTo?: Resolver<ResolversTypes['OrderDetailParty'], ParentType, ContextType>;
  buyingGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['ChangeEntry']>, ParentType, ContextType>;
  charges?: Resolver<Array<ResolversTypes['OrderDetailCharge']>, ParentType, ContextType>;
  collectionEnd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  collectionStart?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comments?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['OrderDetailUser']>, ParentType, ContextType>;
  credit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  csr?: Resolver<Maybe<ResolversTypes['OrderDetailPerson']>, ParentType, ContextType>;
  csr2?: Resolver<Maybe<ResolversTypes['OrderDetailPerson']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['OrderDetailParty'], ParentType, ContextType>;
  customerEmails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  dateRequired?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  department?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  designRequests?: Resolver<Array<ResolversTypes['OrderRelatedLink']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['OrderStatusChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderDetailItem']>, ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jobCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  listPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  onHold?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  po?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rep?: Resolver<ResolversTypes['OrderDetailPerson'], ParentType, ContextType>;
  returns?: Resolver<Array<ResolversTypes['OrderRelatedLink']>, ParentType, ContextType>;
  rush?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  scheduledShipDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shippingJobs?: Resolver<Array<ResolversTypes['OrderShippingJob']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusString?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  subStatusString?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderDetailTotals'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type OrderDetailChargeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderDetailCharge'] = ResolversParentTypes['OrderDetailCharge']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderDetailItemResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderDetailItem'] = ResolversParentTypes['OrderDetailItem']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colorCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  designId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  designVariation?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  finalPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['OrderDetailSize']>, ParentType, ContextType>;
  styleCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderDetailPartyResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderDetailParty'] = ResolversParentTypes['OrderDetailParty']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numb?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderDetailPersonResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderDetailPerson'] = ResolversParentTypes['OrderDetailPerson']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderDetailSizeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderDetailSize'] = ResolversParentTypes['OrderDetailSize']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  qtyC?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  qtyU?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shippedC?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shippedU?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  upchargeCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderDetailTotalsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderDetailTotals'] = ResolversParentTypes['OrderDetailTotals']> = {
  chargesCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemsCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shippedUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderDetailUserResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderDetailUser'] = ResolversParentTypes['OrderDetailUser']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderFilterOptionsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderFilterOptions'] = ResolversParentTypes['OrderFilterOptions']> = {
  alloc?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  bda?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  billToCustomer?: Resolver<Maybe<Array<ResolversTypes['OrderCustomerOption']>>, ParentType, ContextType>;
  buyingGroup?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  credit?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  csr?: Resolver<Array<ResolversTypes['OrderCsrOption']>, ParentType, ContextType>;
  csr2?: Resolver<Array<ResolversTypes['OrderCsrOption']>, ParentType, ContextType>;
  customer?: Resolver<Array<ResolversTypes['OrderCustomerOption']>, ParentType, ContextType>;
  department?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  jobCode?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  order_type?: Resolver<Array<ResolversTypes['OrderTypeOption']>, ParentType, ContextType>;
  rep?: Resolver<Array<ResolversTypes['OrderRepOption']>, ParentType, ContextType>;
  scheduled?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderMoveResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderMove'] = ResolversParentTypes['OrderMove']> = {
  confirm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  disabledReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderRelatedLinkResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderRelatedLink'] = ResolversParentTypes['OrderRelatedLink']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderRepOptionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderRepOption'] = ResolversParentTypes['OrderRepOption']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numb?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderShippingJobResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderShippingJob'] = ResolversParentTypes['OrderShippingJob']> = {
  chargeCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipVia?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shippedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderStatusChangeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderStatusChange'] = ResolversParentTypes['OrderStatusChange']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fromSubStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toStatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toSubStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['OrderDetailUser']>, ParentType, ContextType>;
};

export type OrderTypeOptionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderTypeOption'] = ResolversParentTypes['OrderTypeOption']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OutboxHealthResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OutboxHealth'] = ResolversParentTypes['OutboxHealth']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastSentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  oldestUnsentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['HealthStatus'], ParentType, ContextType>;
  unsent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PartyResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Party'] = ResolversParentTypes['Party']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PresetImageLocationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['PresetImageLocation'] = ResolversParentTypes['PresetImageLocation']> = {
  imageType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ppi?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rotation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PresetLocationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['PresetLocation'] = ResolversParentTypes['PresetLocation']> = {
  height?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  methods?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  baseStyle?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['ProductColor']>, ParentType, ContextType>;
  comparePrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  description?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  exitDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fabricCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageDecorationLocations?: Resolver<Array<ResolversTypes['ImageDecorationLocation']>, ParentType, ContextType>;
  imageMasks?: Resolver<Array<ResolversTypes['ImageMask']>, ParentType, ContextType>;
  introDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['ProductLocation']>, ParentType, ContextType>;
  modelColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nestedImageLocations?: Resolver<Array<ResolversTypes['NestedImageLocation']>, ParentType, ContextType>;
  newDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newOtherPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  newPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  otherCompare?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  otherPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusFlag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  styleStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subCategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  treatments?: Resolver<Array<ResolversTypes['Treatment']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductCategoryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ProductCategory'] = ResolversParentTypes['ProductCategory']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subCategories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductColorResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ProductColor'] = ResolversParentTypes['ProductColor']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ghost?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vector?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vectorD?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductLocationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ProductLocation'] = ResolversParentTypes['ProductLocation']> = {
  height?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  methods?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ProductOptionsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ProductOptions'] = ResolversParentTypes['ProductOptions']> = {
  categories?: Resolver<Array<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  fabricComposition?: Resolver<Array<ResolversTypes['FabricComposition']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  treatments?: Resolver<Array<ResolversTypes['Treatment']>, ParentType, ContextType>;
};

export type ProductSummaryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ProductSummary'] = ResolversParentTypes['ProductSummary']> = {
  baseStyle?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exitDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  introDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusFlag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subCategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  artReferences?: Resolver<Array<ResolversTypes['ArtReference']>, ParentType, ContextType, RequireFields<QueryArtReferencesArgs, 'customer'>>;
  availableDesigns?: Resolver<Array<ResolversTypes['DesignSampleDesign']>, ParentType, ContextType, Partial<QueryAvailableDesignsArgs>>;
  catalogOrderOptions?: Resolver<Array<ResolversTypes['CatalogOrderOption']>, ParentType, ContextType, RequireFields<QueryCatalogOrderOptionsArgs, 'id'>>;
  catalogs?: Resolver<ResolversTypes['CatalogPage'], ParentType, ContextType, Partial<QueryCatalogsArgs>>;
  compatibleDesigns?: Resolver<Array<ResolversTypes['CompatibleDesign']>, ParentType, ContextType, RequireFields<QueryCompatibleDesignsArgs, 'method' | 'width'>>;
  connStatus?: Resolver<ResolversTypes['ConnStatus'], ParentType, ContextType>;
  customEvent?: Resolver<Maybe<ResolversTypes['CustomEvent']>, ParentType, ContextType, Partial<QueryCustomEventArgs>>;
  customEvents?: Resolver<Array<ResolversTypes['CustomEventRow']>, ParentType, ContextType, Partial<QueryCustomEventsArgs>>;
  customers?: Resolver<Array<ResolversTypes['DesignRequestCustomer']>, ParentType, ContextType, Partial<QueryCustomersArgs>>;
  designData?: Resolver<ResolversTypes['DesignData'], ParentType, ContextType, RequireFields<QueryDesignDataArgs, 'designId' | 'designVar'>>;
  designFilter?: Resolver<ResolversTypes['DesignFilterOptions'], ParentType, ContextType>;
  designIssues?: Resolver<Array<ResolversTypes['DesignIssue']>, ParentType, ContextType>;
  designOrder?: Resolver<Maybe<ResolversTypes['DesignOrder']>, ParentType, ContextType, RequireFields<QueryDesignOrderArgs, 'id'>>;
  designOrders?: Resolver<ResolversTypes['DesignOrdersPage'], ParentType, ContextType, Partial<QueryDesignOrdersArgs>>;
  designRequest?: Resolver<Maybe<ResolversTypes['DesignRequest']>, ParentType, ContextType, RequireFields<QueryDesignRequestArgs, 'id'>>;
  designRequestCount?: Resolver<ResolversTypes['DesignRequestCount'], ParentType, ContextType>;
  designRequestDrops?: Resolver<Array<ResolversTypes['DesignRequestDropOption']>, ParentType, ContextType>;
  designRequestTimeline?: Resolver<Array<ResolversTypes['DesignRequestTimelineEntry']>, ParentType, ContextType, RequireFields<QueryDesignRequestTimelineArgs, 'id'>>;
  designRequests?: Resolver<ResolversTypes['DesignRequestsPage'], ParentType, ContextType, Partial<QueryDesignRequestsArgs>>;
  designRequestsDomain?: Resolver<ResolversTypes['DesignRequestsDomain'], ParentType, ContextType, Partial<QueryDesignRequestsDomainArgs>>;
  designSampleRequest?: Resolver<Maybe<ResolversTypes['DesignSampleRequest']>, ParentType, ContextType, RequireFields<QueryDesignSampleRequestArgs, 'id'>>;
  designSampleRequests?: Resolver<ResolversTypes['DesignSampleRequestsPage'], ParentType, ContextType, Partial<QueryDesignSampleRequestsArgs>>;
  designTags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  designV2?: Resolver<Maybe<ResolversTypes['Design']>, ParentType, ContextType, RequireFields<QueryDesignV2Args, 'id' | 'variation'>>;
  designVendors?: Resolver<Array<ResolversTypes['DesignVendor']>, ParentType, ContextType>;
  designs?: Resolver<ResolversTypes['DesignsPage'], ParentType, ContextType, Partial<QueryDesignsArgs>>;
  draftedContest?: Resolver<Maybe<ResolversTypes['DraftedContest']>, ParentType, ContextType, Partial<QueryDraftedContestArgs>>;
  draftedContests?: Resolver<Array<ResolversTypes['DraftedContest']>, ParentType, ContextType, Partial<QueryDraftedContestsArgs>>;
  draftedOrganizations?: Resolver<Array<ResolversTypes['DraftedOrganization']>, ParentType, ContextType>;
  draftedSponsors?: Resolver<Array<ResolversTypes['DraftedSponsor']>, ParentType, ContextType>;
  drops?: Resolver<Array<ResolversTypes['DesignRequestDropOption']>, ParentType, ContextType, Partial<QueryDropsArgs>>;
  dropsV2?: Resolver<ResolversTypes['DropsPage'], ParentType, ContextType, Partial<QueryDropsV2Args>>;
  employee?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType, RequireFields<QueryEmployeeArgs, 'email'>>;
  employees?: Resolver<Array<ResolversTypes['EmployeeSummary']>, ParentType, ContextType, RequireFields<QueryEmployeesArgs, 'year'>>;
  externalUsers?: Resolver<ResolversTypes['ExternalUserPage'], ParentType, ContextType, Partial<QueryExternalUsersArgs>>;
  filters?: Resolver<ResolversTypes['OrderFilterOptions'], ParentType, ContextType, RequireFields<QueryFiltersArgs, 'from'>>;
  licenseSkus?: Resolver<Array<ResolversTypes['LicenseSku']>, ParentType, ContextType, Partial<QueryLicenseSkusArgs>>;
  locationPresets?: Resolver<Array<ResolversTypes['LocationPreset']>, ParentType, ContextType>;
  marketingResources?: Resolver<Array<ResolversTypes['MarketingResource']>, ParentType, ContextType, Partial<QueryMarketingResourcesArgs>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['OrderDetail']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderApproval?: Resolver<Maybe<ResolversTypes['OrderApprovalLink']>, ParentType, ContextType, RequireFields<QueryOrderApprovalArgs, 'id' | 'order'>>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrdersArgs, 'from'>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'sku'>>;
  productOptions?: Resolver<ResolversTypes['ProductOptions'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductSummary']>, ParentType, ContextType, Partial<QueryProductsArgs>>;
  return?: Resolver<Maybe<ResolversTypes['Return']>, ParentType, ContextType, RequireFields<QueryReturnArgs, 'id'>>;
  returnCodes?: Resolver<Array<ResolversTypes['ReturnCode']>, ParentType, ContextType>;
  returnCsrs?: Resolver<Array<ResolversTypes['ReturnPerson']>, ParentType, ContextType>;
  returnItems?: Resolver<Array<ResolversTypes['ReturnItem']>, ParentType, ContextType, RequireFields<QueryReturnItemsArgs, 'orderId' | 'returnId'>>;
  returnOrder?: Resolver<Maybe<ResolversTypes['ReturnOrder']>, ParentType, ContextType, RequireFields<QueryReturnOrderArgs, 'id'>>;
  returnTimeline?: Resolver<Array<ResolversTypes['ReturnTimelineEntry']>, ParentType, ContextType, RequireFields<QueryReturnTimelineArgs, 'id'>>;
  returnsV2?: Resolver<ResolversTypes['ReturnsPage'], ParentType, ContextType, Partial<QueryReturnsV2Args>>;
  sampledDesigns?: Resolver<Array<ResolversTypes['DesignSampledDesign']>, ParentType, ContextType, Partial<QuerySampledDesignsArgs>>;
  setupRequests?: Resolver<Array<ResolversTypes['SetupRequest']>, ParentType, ContextType>;
  shippingJob?: Resolver<Maybe<ResolversTypes['ShippingJob']>, ParentType, ContextType, RequireFields<QueryShippingJobArgs, 'id'>>;
  shippingJobs?: Resolver<Array<ResolversTypes['ShippingJobRow']>, ParentType, ContextType, Partial<QueryShippingJobsArgs>>;
  signupRequests?: Resolver<Array<ResolversTypes['SignupRequest']>, ParentType, ContextType>;
  stylesByCategory?: Resolver<Array<ResolversTypes['StyleRef']>, ParentType, ContextType, RequireFields<QueryStylesByCategoryArgs, 'category'>>;
  systemMessages?: Resolver<Array<ResolversTypes['SystemMessage']>, ParentType, ContextType>;
  template?: Resolver<Maybe<ResolversTypes['Template']>, ParentType, ContextType, Partial<QueryTemplateArgs>>;
  templateFilters?: Resolver<ResolversTypes['TemplateFilterOptions'], ParentType, ContextType>;
  templates?: Resolver<ResolversTypes['TemplatePage'], ParentType, ContextType, Partial<QueryTemplatesArgs>>;
  tradeShow?: Resolver<Maybe<ResolversTypes['TradeShow']>, ParentType, ContextType, RequireFields<QueryTradeShowArgs, 'name'>>;
  tradeShows?: Resolver<Array<ResolversTypes['TradeShow']>, ParentType, ContextType>;
  treatments?: Resolver<Array<ResolversTypes['DesignTreatment']>, ParentType, ContextType, Partial<QueryTreatmentsArgs>>;
  treatmentsByStyle?: Resolver<Array<ResolversTypes['Treatment']>, ParentType, ContextType, RequireFields<QueryTreatmentsByStyleArgs, 'sku'>>;
};

export type ReturnResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Return'] = ResolversParentTypes['Return']> = {
  changes?: Resolver<Array<ResolversTypes['ChangeEntry']>, ParentType, ContextType>;
  charges?: Resolver<Array<ResolversTypes['ReturnCharge']>, ParentType, ContextType>;
  closedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['ReturnCode'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commission?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creditOrder?: Resolver<Maybe<ResolversTypes['ReturnCreditOrder']>, ParentType, ContextType>;
  csr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  csrName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateContact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateInfo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['ReturnFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoice?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ReturnItem']>, ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderCreatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderNumb?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderRefunded?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rep?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  repName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  repRegion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resolution?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnNumb?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipping?: Resolver<Array<ResolversTypes['ReturnCharge']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusString?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subStatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalRefunded?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ReturnChargeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnCharge'] = ResolversParentTypes['ReturnCharge']> = {
  charge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  chargeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  desc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ReturnCodeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnCode'] = ResolversParentTypes['ReturnCode']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReturnCreditOrderResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnCreditOrder'] = ResolversParentTypes['ReturnCreditOrder']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReturnFileResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnFile'] = ResolversParentTypes['ReturnFile']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReturnItemResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnItem'] = ResolversParentTypes['ReturnItem']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colorCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  img?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderItemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderLine?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  size?: Resolver<Array<ResolversTypes['ReturnSize']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalReturned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalUpcharge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ReturnListRowResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnListRow'] = ResolversParentTypes['ReturnListRow']> = {
  csr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  csrName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateCreated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  jobNum?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rep?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  repName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  returnCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnCodeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subStatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRefund?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ReturnOrderResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnOrder'] = ResolversParentTypes['ReturnOrder']> = {
  charges?: Resolver<Array<ResolversTypes['ReturnOrderCharge']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  csr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerNumb?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  earlierRefund?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ReturnOrderItem']>, ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['ReturnOrderPrice'], ParentType, ContextType>;
  repCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  returns?: Resolver<Array<ResolversTypes['ReturnOrderReturn']>, ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shippingJobs?: Resolver<Array<ResolversTypes['ReturnOrderShippingJob']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusString?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReturnOrderChargeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnOrderCharge'] = ResolversParentTypes['ReturnOrderCharge']> = {
  charge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  chargeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  chargeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ReturnOrderItemResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnOrderItem'] = ResolversParentTypes['ReturnOrderItem']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colorCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['ReturnOrderItemPrice'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  returns?: Resolver<Array<ResolversTypes['ReturnOrderItemReturn']>, ParentType, ContextType>;
  size?: Resolver<Array<ResolversTypes['ReturnOrderSize']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReturnOrderItemPriceResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnOrderItemPrice'] = ResolversParentTypes['ReturnOrderItemPrice']> = {
  finalPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ReturnOrderItemReturnResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnOrderItemReturn'] = ResolversParentTypes['ReturnOrderItemReturn']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  returnId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<Array<ResolversTypes['ReturnOrderItemReturnSize']>, ParentType, ContextType>;
};

export type ReturnOrderItemReturnSizeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnOrderItemReturnSize'] = ResolversParentTypes['ReturnOrderItemReturnSize']> = {
  C?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  U?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReturnOrderPriceResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnOrderPrice'] = ResolversParentTypes['ReturnOrderPrice']> = {
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ReturnOrderReturnResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnOrderReturn'] = ResolversParentTypes['ReturnOrderReturn']> = {
  charges?: Resolver<Array<ResolversTypes['ReturnOrderReturnCharge']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnNumb?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusString?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subStatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRefund?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ReturnOrderReturnChargeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnOrderReturnCharge'] = ResolversParentTypes['ReturnOrderReturnCharge']> = {
  chargeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  desc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ReturnOrderShippingJobResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnOrderShippingJob'] = ResolversParentTypes['ReturnOrderShippingJob']> = {
  charge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ReturnOrderSizeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnOrderSize'] = ResolversParentTypes['ReturnOrderSize']> = {
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnedC?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnedU?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shippedC?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shippedU?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upcharge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ReturnPersonResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnPerson'] = ResolversParentTypes['ReturnPerson']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReturnSavedResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnSaved'] = ResolversParentTypes['ReturnSaved']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numb?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReturnSizeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnSize'] = ResolversParentTypes['ReturnSize']> = {
  C?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  U?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shippedC?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shippedU?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upcharge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ReturnTimelineCommentResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnTimelineComment'] = ResolversParentTypes['ReturnTimelineComment']> = {
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cc?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditOrderId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  emailId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['ReturnTimelineFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ReturnTimelineEntryType'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['ReturnTimelineUser'], ParentType, ContextType>;
};

export type ReturnTimelineEntryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnTimelineEntry'] = ResolversParentTypes['ReturnTimelineEntry']> = {
  comments?: Resolver<Array<ResolversTypes['ReturnTimelineComment']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReturnTimelineFileResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnTimelineFile'] = ResolversParentTypes['ReturnTimelineFile']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReturnTimelineUserResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnTimelineUser'] = ResolversParentTypes['ReturnTimelineUser']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReturnsCodeOptionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnsCodeOption'] = ResolversParentTypes['ReturnsCodeOption']> = {
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReturnsDomainResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnsDomain'] = ResolversParentTypes['ReturnsDomain']> = {
  csrs?: Resolver<Array<ResolversTypes['ReturnsDomainOption']>, ParentType, ContextType>;
  customers?: Resolver<Array<ResolversTypes['ReturnsDomainOption']>, ParentType, ContextType>;
  reps?: Resolver<Array<ResolversTypes['ReturnsDomainOption']>, ParentType, ContextType>;
  returnCodes?: Resolver<Array<ResolversTypes['ReturnsCodeOption']>, ParentType, ContextType>;
  statuses?: Resolver<Array<ResolversTypes['ReturnsCodeOption']>, ParentType, ContextType>;
};

export type ReturnsDomainOptionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnsDomainOption'] = ResolversParentTypes['ReturnsDomainOption']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numb?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReturnsPageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnsPage'] = ResolversParentTypes['ReturnsPage']> = {
  domain?: Resolver<ResolversTypes['ReturnsDomain'], ParentType, ContextType>;
  list?: Resolver<Array<ResolversTypes['ReturnListRow']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ScheduleQuotaResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ScheduleQuota'] = ResolversParentTypes['ScheduleQuota']> = {
  quotaMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  usedMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SetupRequestResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['SetupRequest'] = ResolversParentTypes['SetupRequest']> = {
  artist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customLocation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  licenseOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  preLine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rep?: Resolver<ResolversTypes['Party'], ParentType, ContextType>;
  takeAll?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ShipViaCodeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ShipViaCode'] = ResolversParentTypes['ShipViaCode']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShippingJobResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ShippingJob'] = ResolversParentTypes['ShippingJob']> = {
  canUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['ChangeEntry']>, ParentType, ContextType>;
  chargeCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comments?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ShippingJobCreator']>, ParentType, ContextType>;
  csr?: Resolver<Maybe<ResolversTypes['ShippingJobParty']>, ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['ShippingJobParty'], ParentType, ContextType>;
  dateRequired?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoice?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ShippingJobItem']>, ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  po?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rep?: Resolver<Maybe<ResolversTypes['ShippingJobParty']>, ParentType, ContextType>;
  shipViaCode?: Resolver<Maybe<ResolversTypes['ShipViaCode']>, ParentType, ContextType>;
  shipped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shippedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['ShippingJobAddress'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShippingJobAddressResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ShippingJobAddress'] = ResolversParentTypes['ShippingJobAddress']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShippingJobCreatorResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ShippingJobCreator'] = ResolversParentTypes['ShippingJobCreator']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShippingJobItemResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ShippingJobItem'] = ResolversParentTypes['ShippingJobItem']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['ShippingJobItemInfo'], ParentType, ContextType>;
  jobId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['ShippingJobOrderRef'], ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['ShippingJobSize']>, ParentType, ContextType>;
};

export type ShippingJobItemInfoResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ShippingJobItemInfo'] = ResolversParentTypes['ShippingJobItemInfo']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderNumb?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShippingJobOrderRefResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ShippingJobOrderRef'] = ResolversParentTypes['ShippingJobOrderRef']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numb?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShippingJobPartyResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ShippingJobParty'] = ResolversParentTypes['ShippingJobParty']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShippingJobRowResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ShippingJobRow'] = ResolversParentTypes['ShippingJobRow']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  csr?: Resolver<Maybe<ResolversTypes['ShippingJobParty']>, ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['ShippingJobParty'], ParentType, ContextType>;
  dateRequired?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  po?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rep?: Resolver<Maybe<ResolversTypes['ShippingJobParty']>, ParentType, ContextType>;
  shipped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShippingJobSizeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ShippingJobSize'] = ResolversParentTypes['ShippingJobSize']> = {
  C?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  U?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  availableC?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  availableU?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SignupRequestResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['SignupRequest'] = ResolversParentTypes['SignupRequest']> = {
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rep?: Resolver<Maybe<ResolversTypes['Party']>, ParentType, ContextType>;
};

export type StyleRefResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['StyleRef'] = ResolversParentTypes['StyleRef']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemMessageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['SystemMessage'] = ResolversParentTypes['SystemMessage']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TemplateResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Template'] = ResolversParentTypes['Template']> = {
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['TemplateLine']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderTypeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  po?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reps?: Resolver<Array<ResolversTypes['TemplateRep']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusString?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TemplateCustomerOptionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['TemplateCustomerOption'] = ResolversParentTypes['TemplateCustomerOption']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numb?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TemplateFilterOptionsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['TemplateFilterOptions'] = ResolversParentTypes['TemplateFilterOptions']> = {
  customer?: Resolver<Array<ResolversTypes['TemplateCustomerOption']>, ParentType, ContextType>;
  type?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TemplateLineResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['TemplateLine'] = ResolversParentTypes['TemplateLine']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  styleCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TemplatePageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['TemplatePage'] = ResolversParentTypes['TemplatePage']> = {
  templates?: Resolver<Array<ResolversTypes['Template']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TemplateRepResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['TemplateRep'] = ResolversParentTypes['TemplateRep']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TradeShowResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['TradeShow'] = ResolversParentTypes['TradeShow']> = {
  bookingsOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['TradeShowDay']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxMeetings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxSessionLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quota?: Resolver<Maybe<ResolversTypes['ScheduleQuota']>, ParentType, ContextType>;
  singleSessionLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stations?: Resolver<Array<ResolversTypes['TradeShowStation']>, ParentType, ContextType>;
};

export type TradeShowDayResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['TradeShowDay'] = ResolversParentTypes['TradeShowDay']> = {
  endTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  meetings?: Resolver<Array<ResolversTypes['Meeting']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TradeShowStationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['TradeShowStation'] = ResolversParentTypes['TradeShowStation']> = {
  dark?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hexCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  station?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TreatmentResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Treatment'] = ResolversParentTypes['Treatment']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  access?: Resolver<ResolversTypes['AccessFlags'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  repCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  repManagerCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userType?: Resolver<ResolversTypes['UserType'], ParentType, ContextType>;
};

export type Resolvers<ContextType = MercuriusContext> = {
  AccessFlags?: AccessFlagsResolvers<ContextType>;
  AllowanceDiscount?: AllowanceDiscountResolvers<ContextType>;
  ApiHealth?: ApiHealthResolvers<ContextType>;
  ApprovedDesign?: ApprovedDesignResolvers<ContextType>;
  ArtReference?: ArtReferenceResolvers<ContextType>;
  Catalog?: CatalogResolvers<ContextType>;
  CatalogOrder?: CatalogOrderResolvers<ContextType>;
  CatalogOrderOption?: CatalogOrderOptionResolvers<ContextType>;
  CatalogPage?: CatalogPageResolvers<ContextType>;
  ChangeEntry?: ChangeEntryResolvers<ContextType>;
  CompatibleDesign?: CompatibleDesignResolvers<ContextType>;
  ConnStatus?: ConnStatusResolvers<ContextType>;
  CreatedProductionOrder?: CreatedProductionOrderResolvers<ContextType>;
  CustomEvent?: CustomEventResolvers<ContextType>;
  CustomEventAddress?: CustomEventAddressResolvers<ContextType>;
  CustomEventBilling?: CustomEventBillingResolvers<ContextType>;
  CustomEventCategory?: CustomEventCategoryResolvers<ContextType>;
  CustomEventCsr?: CustomEventCsrResolvers<ContextType>;
  CustomEventOption?: CustomEventOptionResolvers<ContextType>;
  CustomEventOrder?: CustomEventOrderResolvers<ContextType>;
  CustomEventOrderAddress?: CustomEventOrderAddressResolvers<ContextType>;
  CustomEventProductionOrder?: CustomEventProductionOrderResolvers<ContextType>;
  CustomEventRow?: CustomEventRowResolvers<ContextType>;
  CustomEventStatus?: CustomEventStatusResolvers<ContextType>;
  CustomEventTotals?: CustomEventTotalsResolvers<ContextType>;
  DatabaseHealth?: DatabaseHealthResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Design?: DesignResolvers<ContextType>;
  DesignColor?: DesignColorResolvers<ContextType>;
  DesignData?: DesignDataResolvers<ContextType>;
  DesignFilterCustomer?: DesignFilterCustomerResolvers<ContextType>;
  DesignFilterLeague?: DesignFilterLeagueResolvers<ContextType>;
  DesignFilterMethod?: DesignFilterMethodResolvers<ContextType>;
  DesignFilterOptions?: DesignFilterOptionsResolvers<ContextType>;
  DesignFilterPlayer?: DesignFilterPlayerResolvers<ContextType>;
  DesignFilterTeam?: DesignFilterTeamResolvers<ContextType>;
  DesignIssue?: DesignIssueResolvers<ContextType>;
  DesignIssueManagerOptions?: DesignIssueManagerOptionsResolvers<ContextType>;
  DesignNamed?: DesignNamedResolvers<ContextType>;
  DesignOrder?: DesignOrderResolvers<ContextType>;
  DesignOrderLinkedOrder?: DesignOrderLinkedOrderResolvers<ContextType>;
  DesignOrderRow?: DesignOrderRowResolvers<ContextType>;
  DesignOrdersPage?: DesignOrdersPageResolvers<ContextType>;
  DesignRequest?: DesignRequestResolvers<ContextType>;
  DesignRequestColors?: DesignRequestColorsResolvers<ContextType>;
  DesignRequestCount?: DesignRequestCountResolvers<ContextType>;
  DesignRequestCustomer?: DesignRequestCustomerResolvers<ContextType>;
  DesignRequestDomainLeague?: DesignRequestDomainLeagueResolvers<ContextType>;
  DesignRequestDomainMethod?: DesignRequestDomainMethodResolvers<ContextType>;
  DesignRequestDomainPlayer?: DesignRequestDomainPlayerResolvers<ContextType>;
  DesignRequestDomainTeam?: DesignRequestDomainTeamResolvers<ContextType>;
  DesignRequestDomainUser?: DesignRequestDomainUserResolvers<ContextType>;
  DesignRequestDrop?: DesignRequestDropResolvers<ContextType>;
  DesignRequestDropOption?: DesignRequestDropOptionResolvers<ContextType>;
  DesignRequestFile?: DesignRequestFileResolvers<ContextType>;
  DesignRequestNamed?: DesignRequestNamedResolvers<ContextType>;
  DesignRequestPerson?: DesignRequestPersonResolvers<ContextType>;
  DesignRequestRow?: DesignRequestRowResolvers<ContextType>;
  DesignRequestStatus?: DesignRequestStatusResolvers<ContextType>;
  DesignRequestTimelineEntry?: DesignRequestTimelineEntryResolvers<ContextType>;
  DesignRequestsDomain?: DesignRequestsDomainResolvers<ContextType>;
  DesignRequestsPage?: DesignRequestsPageResolvers<ContextType>;
  DesignSampleAuthor?: DesignSampleAuthorResolvers<ContextType>;
  DesignSampleCreator?: DesignSampleCreatorResolvers<ContextType>;
  DesignSampleDesign?: DesignSampleDesignResolvers<ContextType>;
  DesignSampleFile?: DesignSampleFileResolvers<ContextType>;
  DesignSamplePrice?: DesignSamplePriceResolvers<ContextType>;
  DesignSampleRequest?: DesignSampleRequestResolvers<ContextType>;
  DesignSampleRequestRow?: DesignSampleRequestRowResolvers<ContextType>;
  DesignSampleRequestsPage?: DesignSampleRequestsPageResolvers<ContextType>;
  DesignSampleStatus?: DesignSampleStatusResolvers<ContextType>;
  DesignSampleTimelineDay?: DesignSampleTimelineDayResolvers<ContextType>;
  DesignSampleTimelineEntry?: DesignSampleTimelineEntryResolvers<ContextType>;
  DesignSampledDesign?: DesignSampledDesignResolvers<ContextType>;
  DesignTreatment?: DesignTreatmentResolvers<ContextType>;
  DesignVendor?: DesignVendorResolvers<ContextType>;
  DesignsPage?: DesignsPageResolvers<ContextType>;
  DiscountOrder?: DiscountOrderResolvers<ContextType>;
  DiscountStatus?: DiscountStatusResolvers<ContextType>;
  DraftedContest?: DraftedContestResolvers<ContextType>;
  DraftedOrganization?: DraftedOrganizationResolvers<ContextType>;
  DraftedSponsor?: DraftedSponsorResolvers<ContextType>;
  Drop?: DropResolvers<ContextType>;
  DropLocation?: DropLocationResolvers<ContextType>;
  DropMethod?: DropMethodResolvers<ContextType>;
  DropsPage?: DropsPageResolvers<ContextType>;
  Employee?: EmployeeResolvers<ContextType>;
  EmployeeSummary?: EmployeeSummaryResolvers<ContextType>;
  ExternalUser?: ExternalUserResolvers<ContextType>;
  ExternalUserPage?: ExternalUserPageResolvers<ContextType>;
  FabricComposition?: FabricCompositionResolvers<ContextType>;
  FieldChange?: FieldChangeResolvers<ContextType>;
  FileStoreHealth?: FileStoreHealthResolvers<ContextType>;
  FriendsFamilyDiscount?: FriendsFamilyDiscountResolvers<ContextType>;
  ImageDecorationLocation?: ImageDecorationLocationResolvers<ContextType>;
  ImageMask?: ImageMaskResolvers<ContextType>;
  LicenseSku?: LicenseSkuResolvers<ContextType>;
  LocationPreset?: LocationPresetResolvers<ContextType>;
  MarketingResource?: MarketingResourceResolvers<ContextType>;
  Meeting?: MeetingResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NestedImageLocation?: NestedImageLocationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderActions?: OrderActionsResolvers<ContextType>;
  OrderApprovalCharge?: OrderApprovalChargeResolvers<ContextType>;
  OrderApprovalItem?: OrderApprovalItemResolvers<ContextType>;
  OrderApprovalLink?: OrderApprovalLinkResolvers<ContextType>;
  OrderApprovalRecord?: OrderApprovalRecordResolvers<ContextType>;
  OrderApprovalSize?: OrderApprovalSizeResolvers<ContextType>;
  OrderCreatedBy?: OrderCreatedByResolvers<ContextType>;
  OrderCsrOption?: OrderCsrOptionResolvers<ContextType>;
  OrderCustomerOption?: OrderCustomerOptionResolvers<ContextType>;
  OrderDetail?: OrderDetailResolvers<ContextType>;
  OrderDetailCharge?: OrderDetailChargeResolvers<ContextType>;
  OrderDetailItem?: OrderDetailItemResolvers<ContextType>;
  OrderDetailParty?: OrderDetailPartyResolvers<ContextType>;
  OrderDetailPerson?: OrderDetailPersonResolvers<ContextType>;
  OrderDetailSize?: OrderDetailSizeResolvers<ContextType>;
  OrderDetailTotals?: OrderDetailTotalsResolvers<ContextType>;
  OrderDetailUser?: OrderDetailUserResolvers<ContextType>;
  OrderFilterOptions?: OrderFilterOptionsResolvers<ContextType>;
  OrderMove?: OrderMoveResolvers<ContextType>;
  OrderRelatedLink?: OrderRelatedLinkResolvers<ContextType>;
  OrderRepOption?: OrderRepOptionResolvers<ContextType>;
  OrderShippingJob?: OrderShippingJobResolvers<ContextType>;
  OrderStatusChange?: OrderStatusChangeResolvers<ContextType>;
  OrderTypeOption?: OrderTypeOptionResolvers<ContextType>;
  OutboxHealth?: OutboxHealthResolvers<ContextType>;
  Party?: PartyResolvers<ContextType>;
  PresetImageLocation?: PresetImageLocationResolvers<ContextType>;
  PresetLocation?: PresetLocationResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductCategory?: ProductCategoryResolvers<ContextType>;
  ProductColor?: ProductColorResolvers<ContextType>;
  ProductLocation?: ProductLocationResolvers<ContextType>;
  ProductOptions?: ProductOptionsResolvers<ContextType>;
  ProductSummary?: ProductSummaryResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Return?: ReturnResolvers<ContextType>;
  ReturnCharge?: ReturnChargeResolvers<ContextType>;
  ReturnCode?: ReturnCodeResolvers<ContextType>;
  ReturnCreditOrder?: ReturnCreditOrderResolvers<ContextType>;
  ReturnFile?: ReturnFileResolvers<ContextType>;
  ReturnItem?: ReturnItemResolvers<ContextType>;
  ReturnListRow?: ReturnListRowResolvers<ContextType>;
  ReturnOrder?: ReturnOrderResolvers<ContextType>;
  ReturnOrderCharge?: ReturnOrderChargeResolvers<ContextType>;
  ReturnOrderItem?: ReturnOrderItemResolvers<ContextType>;
  ReturnOrderItemPrice?: ReturnOrderItemPriceResolvers<ContextType>;
  ReturnOrderItemReturn?: ReturnOrderItemReturnResolvers<ContextType>;
  ReturnOrderItemReturnSize?: ReturnOrderItemReturnSizeResolvers<ContextType>;
  ReturnOrderPrice?: ReturnOrderPriceResolvers<ContextType>;
  ReturnOrderReturn?: ReturnOrderReturnResolvers<ContextType>;
  ReturnOrderReturnCharge?: ReturnOrderReturnChargeResolvers<ContextType>;
  ReturnOrderShippingJob?: ReturnOrderShippingJobResolvers<ContextType>;
  ReturnOrderSize?: ReturnOrderSizeResolvers<ContextType>;
  ReturnPerson?: ReturnPersonResolvers<ContextType>;
  ReturnSaved?: ReturnSavedResolvers<ContextType>;
  ReturnSize?: ReturnSizeResolvers<ContextType>;
  ReturnTimelineComment?: ReturnTimelineCommentResolvers<ContextType>;
  ReturnTimelineEntry?: ReturnTimelineEntryResolvers<ContextType>;
  ReturnTimelineFile?: ReturnTimelineFileResolvers<ContextType>;
  ReturnTimelineUser?: ReturnTimelineUserResolvers<ContextType>;
  ReturnsCodeOption?: ReturnsCodeOptionResolvers<ContextType>;
  ReturnsDomain?: ReturnsDomainResolvers<ContextType>;
  ReturnsDomainOption?: ReturnsDomainOptionResolvers<ContextType>;
  ReturnsPage?: ReturnsPageResolvers<ContextType>;
  ScheduleQuota?: ScheduleQuotaResolvers<ContextType>;
  SetupRequest?: SetupRequestResolvers<ContextType>;
  ShipViaCode?: ShipViaCodeResolvers<ContextType>;
  ShippingJob?: ShippingJobResolvers<ContextType>;
  ShippingJobAddress?: ShippingJobAddressResolvers<ContextType>;
  ShippingJobCreator?: ShippingJobCreatorResolvers<ContextType>;
  ShippingJobItem?: ShippingJobItemResolvers<ContextType>;
  ShippingJobItemInfo?: ShippingJobItemInfoResolvers<ContextType>;
  ShippingJobOrderRef?: ShippingJobOrderRefResolvers<ContextType>;
  ShippingJobParty?: ShippingJobPartyResolvers<ContextType>;
  ShippingJobRow?: ShippingJobRowResolvers<ContextType>;
  ShippingJobSize?: ShippingJobSizeResolvers<ContextType>;
  SignupRequest?: SignupRequestResolvers<ContextType>;
  StyleRef?: StyleRefResolvers<ContextType>;
  SystemMessage?: SystemMessageResolvers<ContextType>;
  Template?: TemplateResolvers<ContextType>;
  TemplateCustomerOption?: TemplateCustomerOptionResolvers<ContextType>;
  TemplateFilterOptions?: TemplateFilterOptionsResolvers<ContextType>;
  TemplateLine?: TemplateLineResolvers<ContextType>;
  TemplatePage?: TemplatePageResolvers<ContextType>;
  TemplateRep?: TemplateRepResolvers<ContextType>;
  TradeShow?: TradeShowResolvers<ContextType>;
  TradeShowDay?: TradeShowDayResolvers<ContextType>;
  TradeShowStation?: TradeShowStationResolvers<ContextType>;
  Treatment?: TreatmentResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

