/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@portal/shared/core';
export type ExternalUserInput = {
  artist?: boolean | null | undefined;
  country?: string | null | undefined;
  customLocation?: boolean | null | undefined;
  customers?: Array<string> | null | undefined;
  email: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  licenseOrder?: boolean | null | undefined;
  order?: boolean | null | undefined;
  /** Update only: a new password (blank keeps it). On create it is refused: the user keeps the signup request's password or sets one from the e-mailed link. */
  password?: string | null | undefined;
  preLine?: boolean | null | undefined;
  products?: boolean | null | undefined;
  rep?: string | null | undefined;
  /** On create: the signup request this answers (deleted with it; the user keeps the password chosen there, and its e-mail). */
  signupRequest?: number | null | undefined;
  takeAll?: boolean | null | undefined;
};

/** OK; SLOW (answers, but slower than it should or with failures to look at); DOWN (does not answer). */
export type HealthStatus =
  | 'DOWN'
  | 'OK'
  | 'SLOW';

export type ImageLocationInput = {
  colorCode: string;
  id?: number | null | undefined;
  imageType: string;
  /** A saved location, or locationKey: a new one's key. */
  locationId?: number | null | undefined;
  locationKey?: string | null | undefined;
  ppi: number;
  requiresVariation: boolean;
  rotation: number;
  variation: number;
  x: number;
  y: number;
};

/** Every mask of one image copied onto another colour and variation (its masks replaced). */
export type ImageMaskCopyInput = {
  from: ImageRefInput;
  to: ImageTargetInput;
};

/** Ours: a mask added from a staged upload (id null), or a saved mask whose file the upload replaces (POST /api/styles/{sku}/masks answers upload). */
export type ImageMaskInput = {
  colorCode: string;
  id?: number | null | undefined;
  imageType: string;
  /** A saved location, or locationKey: a new one's key. */
  locationId?: number | null | undefined;
  locationKey?: string | null | undefined;
  upload: string;
  variation: number;
};

export type ImageRefInput = {
  colorCode: string;
  imageType: string;
  variation: number;
};

export type ImageTargetInput = {
  colorCode: string;
  variation: number;
};

export type LocationPresetInput = {
  /** Null creates a preset. */
  id?: number | null | undefined;
  imageLocations: Array<PresetImageLocationInput>;
  locations: Array<PresetLocationInput>;
  name: string;
};

/** spec 002 §3: DIRECTORY, IMAGE, VIDEO, PDF or other (OTHER). */
export type MarketingResourceType =
  | 'DIRECTORY'
  | 'IMAGE'
  | 'OTHER'
  | 'PDF'
  | 'VIDEO';

export type NestedImageLocationInput = {
  colorCode: string;
  id?: number | null | undefined;
  imageType: string;
  nestedVariation: number;
  rotation: number;
  variation: number;
  width: number;
  x: number;
  y: number;
  z: number;
};

export type PresetImageLocationInput = {
  imageType: string;
  location: string;
  ppi: number;
  rotation: number;
  x: number;
  y: number;
};

export type PresetLocationInput = {
  height: number;
  methods: Array<string>;
  name: string;
  origin?: string | null | undefined;
  width: number;
};

export type ProductFieldsInput = {
  brand?: string | null | undefined;
  category?: string | null | undefined;
  comparePrice?: number | null | undefined;
  description?: Array<string> | null | undefined;
  exitDate?: string | null | undefined;
  fabricCode?: string | null | undefined;
  fullName?: string | null | undefined;
  gender?: string | null | undefined;
  introDate?: string | null | undefined;
  modelColor?: string | null | undefined;
  name?: string | null | undefined;
  newDate?: string | null | undefined;
  newOtherPrice?: number | null | undefined;
  newPrice?: number | null | undefined;
  otherCompare?: number | null | undefined;
  otherPrice?: number | null | undefined;
  price?: number | null | undefined;
  statusFlag?: string | null | undefined;
  styleStatus?: string | null | undefined;
  subCategory?: string | null | undefined;
  /** Treatment ids: the style's whole set. */
  treatments?: Array<number> | null | undefined;
  type?: string | null | undefined;
};

export type ProductLocationInput = {
  height: number;
  /** Null for a new location (then key names it for the image locations of the same call). */
  id?: number | null | undefined;
  key?: string | null | undefined;
  methods: Array<string>;
  name: string;
  origin?: string | null | undefined;
  width: number;
};

export type SetupRequestInput = {
  artist: boolean;
  company: string;
  country: string;
  customLocation: boolean;
  email: string;
  firstName: string;
  lastName: string;
  licenseOrder: boolean;
  order: boolean;
  /** Refused when given: the user keeps the signup request's password or sets one from the link e-mailed on completion. */
  password?: string | null | undefined;
  preLine: boolean;
  products: boolean;
  rep: string;
  /** The signup request this answers (deleted with it; the user keeps the password chosen there, and its e-mail). */
  signupRequest?: number | null | undefined;
  takeAll: boolean;
};

/** spec 002 §7 UpdateStyle: only the changed parts. */
export type UpdateStyleInput = {
  copyImageMasks?: Array<ImageMaskCopyInput> | null | undefined;
  deleteImageLocations?: Array<number> | null | undefined;
  deleteImageMasks?: Array<number> | null | undefined;
  deleteLocations?: Array<number> | null | undefined;
  deleteNestedImageLocations?: Array<number> | null | undefined;
  imageLocations?: Array<ImageLocationInput> | null | undefined;
  /** Ours: masks added or whose file is replaced (one mask per image and location). */
  imageMasks?: Array<ImageMaskInput> | null | undefined;
  locations?: Array<ProductLocationInput> | null | undefined;
  nestedImageLocations?: Array<NestedImageLocationInput> | null | undefined;
  product?: ProductFieldsInput | null | undefined;
  sku: string;
};

export type ConnStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type ConnStatusQuery = { connStatus: { checkedAt: string, api: { status: HealthStatus, startedAt: string, uptimeSeconds: number, nodeVersion: string, instance: string }, database: { status: HealthStatus, driver: string, latencyMs: number | null, error: string | null }, outbox: { status: HealthStatus, sending: boolean, unsent: number, failed: number, oldestUnsentAt: string | null, lastSentAt: string | null, error: string | null }, fileStore: { status: HealthStatus, latencyMs: number | null, error: string | null } } };

export type ExternalUsersQueryVariables = Exact<{
  page?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type ExternalUsersQuery = { externalUsers: { total: number, page: number, pageSize: number, users: Array<{ id: number, email: string, firstName: string, lastName: string, country: string, company: string | null, createdAt: string, products: boolean, order: boolean, artist: boolean, licenseOrder: boolean, customLocation: boolean, preLine: boolean, takeAll: boolean, rep: { number: string, name: string }, customers: Array<{ number: string, name: string }> }> } };

export type SignupRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type SignupRequestsQuery = { signupRequests: Array<{ id: number, email: string, firstName: string, lastName: string, company: string | null, createdAt: string, rep: { number: string, name: string } | null }> };

export type SetupRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type SetupRequestsQuery = { setupRequests: Array<{ id: number, email: string, firstName: string, lastName: string, company: string, country: string, createdAt: string, products: boolean, order: boolean, artist: boolean, licenseOrder: boolean, customLocation: boolean, preLine: boolean, takeAll: boolean, rep: { number: string, name: string } }> };

export type CreateExternalUserMutationVariables = Exact<{
  input: ExternalUserInput;
}>;


export type CreateExternalUserMutation = { createExternalUser: { id: number, email: string } | null };

export type UpdateExternalUserMutationVariables = Exact<{
  input: ExternalUserInput;
}>;


export type UpdateExternalUserMutation = { updateExternalUser: { id: number, email: string, products: boolean, order: boolean, artist: boolean, licenseOrder: boolean, customLocation: boolean, preLine: boolean, takeAll: boolean } | null };

export type CreateSetupRequestMutationVariables = Exact<{
  input: SetupRequestInput;
}>;


export type CreateSetupRequestMutation = { createSetupRequest: number | null };

export type CompleteSetupRequestMutationVariables = Exact<{
  id: number;
  customers: Array<string> | string;
}>;


export type CompleteSetupRequestMutation = { completeSetupRequest: { id: number, email: string } | null };

export type ResendSignupEmailMutationVariables = Exact<{
  email: string;
}>;


export type ResendSignupEmailMutation = { resendSignupEmail: boolean | null };

export type DeleteExternalUserMutationVariables = Exact<{
  email: string;
}>;


export type DeleteExternalUserMutation = { deleteExternalUser: boolean | null };

export type DeleteSignupRequestMutationVariables = Exact<{
  id: number;
}>;


export type DeleteSignupRequestMutation = { deleteSignupRequest: boolean | null };

export type LicenseSkusQueryVariables = Exact<{
  page?: number | null | undefined;
  order?: string | null | undefined;
  orderBy?: string | null | undefined;
  search?: string | null | undefined;
  searchCol?: string | null | undefined;
}>;


export type LicenseSkusQuery = { licenseSkus: Array<{ id: number, styleCode: string, name: string, color: string, colorCode: string, hex: string, C: number, U: number, team: string, league: string, player: string | null, createdAt: string, approve: boolean, active: boolean }> };

export type MarketingResourcesQueryVariables = Exact<{
  parent?: string | null | undefined;
}>;


export type MarketingResourcesQuery = { marketingResources: Array<{ type: MarketingResourceType, name: string, parent: string, path: string, item: string, extension: string | null, size: number | null, duration: number | null, width: number | null, height: number | null, thumbnail: string | null }> };

export type ProductsQueryVariables = Exact<{
  page?: number | null | undefined;
  order?: string | null | undefined;
  orderBy?: string | null | undefined;
  search?: string | null | undefined;
  searchCol?: string | null | undefined;
  baseStyles?: boolean | null | undefined;
}>;


export type ProductsQuery = { products: Array<{ id: number, sku: string, name: string, fullName: string, category: string, subCategory: string | null, gender: string, brand: string, statusFlag: string, introDate: string | null, exitDate: string | null, baseStyle: boolean }> };

export type ProductQueryVariables = Exact<{
  sku: string;
}>;


export type ProductQuery = { product: { id: number, sku: string, name: string, fullName: string, category: string, subCategory: string | null, description: Array<string>, gender: string, brand: string, fabricCode: string | null, statusFlag: string, exitDate: string | null, introDate: string | null, modelColor: string | null, styleStatus: string | null, type: string | null, price: number | null, comparePrice: number | null, otherPrice: number | null, otherCompare: number | null, newDate: string | null, newPrice: number | null, newOtherPrice: number | null, baseStyle: boolean, treatments: Array<{ id: number, type: string, name: string, subType: string | null }>, colors: Array<{ id: number, code: string, name: string, status: string, vector: string | null, model: string | null, ghost: string | null, vectorD: string | null }>, locations: Array<{ id: number, name: string, width: number, height: number, origin: string | null, methods: Array<string> }>, imageDecorationLocations: Array<{ id: number, imageType: string, colorCode: string, variation: number, locationId: number, x: number, y: number, rotation: number, ppi: number, requiresVariation: boolean }>, nestedImageLocations: Array<{ id: number, imageType: string, colorCode: string, variation: number, nestedVariation: number, x: number, y: number, z: number, rotation: number, width: number }>, imageMasks: Array<{ id: number, src: string, imageType: string, colorCode: string, variation: number, locationId: number, location: string }> } | null };

export type ProductPartsFragment = { id: number, sku: string, name: string, fullName: string, category: string, subCategory: string | null, description: Array<string>, gender: string, brand: string, fabricCode: string | null, statusFlag: string, exitDate: string | null, introDate: string | null, modelColor: string | null, styleStatus: string | null, type: string | null, price: number | null, comparePrice: number | null, otherPrice: number | null, otherCompare: number | null, newDate: string | null, newPrice: number | null, newOtherPrice: number | null, baseStyle: boolean, treatments: Array<{ id: number, type: string, name: string, subType: string | null }>, colors: Array<{ id: number, code: string, name: string, status: string, vector: string | null, model: string | null, ghost: string | null, vectorD: string | null }>, locations: Array<{ id: number, name: string, width: number, height: number, origin: string | null, methods: Array<string> }>, imageDecorationLocations: Array<{ id: number, imageType: string, colorCode: string, variation: number, locationId: number, x: number, y: number, rotation: number, ppi: number, requiresVariation: boolean }>, nestedImageLocations: Array<{ id: number, imageType: string, colorCode: string, variation: number, nestedVariation: number, x: number, y: number, z: number, rotation: number, width: number }>, imageMasks: Array<{ id: number, src: string, imageType: string, colorCode: string, variation: number, locationId: number, location: string }> };

export type ProductOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductOptionsQuery = { productOptions: { locations: Array<string>, fabricComposition: Array<{ code: string, name: string }>, categories: Array<{ name: string, subCategories: Array<string> }>, treatments: Array<{ id: number, type: string, name: string, subType: string | null }> } };

export type LocationPresetsQueryVariables = Exact<{ [key: string]: never; }>;


export type LocationPresetsQuery = { locationPresets: Array<{ id: number, name: string, locations: Array<{ name: string, width: number, height: number, origin: string | null, methods: Array<string> }>, imageLocations: Array<{ imageType: string, location: string, x: number, y: number, ppi: number, rotation: number }> }> };

export type StylesByCategoryQueryVariables = Exact<{
  category: string;
}>;


export type StylesByCategoryQuery = { stylesByCategory: Array<{ sku: string, name: string }> };

export type TreatmentsByStyleQueryVariables = Exact<{
  sku: string;
}>;


export type TreatmentsByStyleQuery = { treatmentsByStyle: Array<{ id: number, type: string, name: string, subType: string | null }> };

export type UpdateStyleMutationVariables = Exact<{
  input: UpdateStyleInput;
}>;


export type UpdateStyleMutation = { updateStyle: { id: number, sku: string, name: string, fullName: string, category: string, subCategory: string | null, description: Array<string>, gender: string, brand: string, fabricCode: string | null, statusFlag: string, exitDate: string | null, introDate: string | null, modelColor: string | null, styleStatus: string | null, type: string | null, price: number | null, comparePrice: number | null, otherPrice: number | null, otherCompare: number | null, newDate: string | null, newPrice: number | null, newOtherPrice: number | null, baseStyle: boolean, treatments: Array<{ id: number, type: string, name: string, subType: string | null }>, colors: Array<{ id: number, code: string, name: string, status: string, vector: string | null, model: string | null, ghost: string | null, vectorD: string | null }>, locations: Array<{ id: number, name: string, width: number, height: number, origin: string | null, methods: Array<string> }>, imageDecorationLocations: Array<{ id: number, imageType: string, colorCode: string, variation: number, locationId: number, x: number, y: number, rotation: number, ppi: number, requiresVariation: boolean }>, nestedImageLocations: Array<{ id: number, imageType: string, colorCode: string, variation: number, nestedVariation: number, x: number, y: number, z: number, rotation: number, width: number }>, imageMasks: Array<{ id: number, src: string, imageType: string, colorCode: string, variation: number, locationId: number, location: string }> } };

export type UpsertLocationPresetMutationVariables = Exact<{
  input: LocationPresetInput;
}>;


export type UpsertLocationPresetMutation = { upsertLocationPreset: { id: number, name: string } };

export type CopyTreatmentsMutationVariables = Exact<{
  from: string;
  to: Array<string> | string;
}>;


export type CopyTreatmentsMutation = { copyTreatments: number };

export type TradeShowsQueryVariables = Exact<{ [key: string]: never; }>;


export type TradeShowsQuery = { tradeShows: Array<{ name: string, startDate: string, endDate: string }> };

export type TradeShowQueryVariables = Exact<{
  name: string;
}>;


export type TradeShowQuery = { tradeShow: { name: string, startDate: string, endDate: string, singleSessionLength: number, maxSessionLength: number, maxMeetings: number, bookingsOpen: boolean, stations: Array<{ station: string, hexCode: string, dark: boolean }>, days: Array<{ name: string, startTime: string, endTime: string, meetings: Array<{ id: number, station: string | null, startTime: string, endTime: string, host: string, hostName: string | null, customer: string | null, customerName: string | null, atendee: string | null, email: string | null, phone: string | null, comment: string | null, mine: boolean }> }>, quota: { usedMinutes: number, quotaMinutes: number, reached: boolean } | null } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ProductPartsFragmentDoc = new TypedDocumentString(`
    fragment ProductParts on Product {
  id
  sku
  name
  fullName
  category
  subCategory
  description
  gender
  brand
  fabricCode
  statusFlag
  exitDate
  introDate
  modelColor
  styleStatus
  type
  price
  comparePrice
  otherPrice
  otherCompare
  newDate
  newPrice
  newOtherPrice
  baseStyle
  treatments {
    id
    type
    name
    subType
  }
  colors {
    id
    code
    name
    status
    vector
    model
    ghost
    vectorD
  }
  locations {
    id
    name
    width
    height
    origin
    methods
  }
  imageDecorationLocations {
    id
    imageType
    colorCode
    variation
    locationId
    x
    y
    rotation
    ppi
    requiresVariation
  }
  nestedImageLocations {
    id
    imageType
    colorCode
    variation
    nestedVariation
    x
    y
    z
    rotation
    width
  }
  imageMasks {
    id
    src
    imageType
    colorCode
    variation
    locationId
    location
  }
}
    `, {"fragmentName":"ProductParts"}) as unknown as TypedDocumentString<ProductPartsFragment, unknown>;
export const ConnStatusDocument = new TypedDocumentString(`
    query ConnStatus {
  connStatus {
    checkedAt
    api {
      status
      startedAt
      uptimeSeconds
      nodeVersion
      instance
    }
    database {
      status
      driver
      latencyMs
      error
    }
    outbox {
      status
      sending
      unsent
      failed
      oldestUnsentAt
      lastSentAt
      error
    }
    fileStore {
      status
      latencyMs
      error
    }
  }
}
    `) as unknown as TypedDocumentString<ConnStatusQuery, ConnStatusQueryVariables>;
export const ExternalUsersDocument = new TypedDocumentString(`
    query ExternalUsers($page: Int, $search: String) {
  externalUsers(page: $page, search: $search) {
    total
    page
    pageSize
    users {
      id
      email
      firstName
      lastName
      country
      company
      createdAt
      rep {
        number
        name
      }
      customers {
        number
        name
      }
      products
      order
      artist
      licenseOrder
      customLocation
      preLine
      takeAll
    }
  }
}
    `) as unknown as TypedDocumentString<ExternalUsersQuery, ExternalUsersQueryVariables>;
export const SignupRequestsDocument = new TypedDocumentString(`
    query SignupRequests {
  signupRequests {
    id
    email
    firstName
    lastName
    company
    createdAt
    rep {
      number
      name
    }
  }
}
    `) as unknown as TypedDocumentString<SignupRequestsQuery, SignupRequestsQueryVariables>;
export const SetupRequestsDocument = new TypedDocumentString(`
    query SetupRequests {
  setupRequests {
    id
    email
    firstName
    lastName
    company
    country
    createdAt
    rep {
      number
      name
    }
    products
    order
    artist
    licenseOrder
    customLocation
    preLine
    takeAll
  }
}
    `) as unknown as TypedDocumentString<SetupRequestsQuery, SetupRequestsQueryVariables>;
export const CreateExternalUserDocument = new TypedDocumentString(`
    mutation CreateExternalUser($input: ExternalUserInput!) {
  createExternalUser(input: $input) {
    id
    email
  }
}
    `) as unknown as TypedDocumentString<CreateExternalUserMutation, CreateExternalUserMutationVariables>;
export const UpdateExternalUserDocument = new TypedDocumentString(`
    mutation UpdateExternalUser($input: ExternalUserInput!) {
  updateExternalUser(input: $input) {
    id
    email
    products
    order
    artist
    licenseOrder
    customLocation
    preLine
    takeAll
  }
}
    `) as unknown as TypedDocumentString<UpdateExternalUserMutation, UpdateExternalUserMutationVariables>;
export const CreateSetupRequestDocument = new TypedDocumentString(`
    mutation CreateSetupRequest($input: SetupRequestInput!) {
  createSetupRequest(input: $input)
}
    `) as unknown as TypedDocumentString<CreateSetupRequestMutation, CreateSetupRequestMutationVariables>;
export const CompleteSetupRequestDocument = new TypedDocumentString(`
    mutation CompleteSetupRequest($id: Int!, $customers: [String!]!) {
  completeSetupRequest(id: $id, customers: $customers) {
    id
    email
  }
}
    `) as unknown as TypedDocumentString<CompleteSetupRequestMutation, CompleteSetupRequestMutationVariables>;
export const ResendSignupEmailDocument = new TypedDocumentString(`
    mutation ResendSignupEmail($email: String!) {
  resendSignupEmail(email: $email)
}
    `) as unknown as TypedDocumentString<ResendSignupEmailMutation, ResendSignupEmailMutationVariables>;
export const DeleteExternalUserDocument = new TypedDocumentString(`
    mutation DeleteExternalUser($email: String!) {
  deleteExternalUser(email: $email)
}
    `) as unknown as TypedDocumentString<DeleteExternalUserMutation, DeleteExternalUserMutationVariables>;
export const DeleteSignupRequestDocument = new TypedDocumentString(`
    mutation DeleteSignupRequest($id: Int!) {
  deleteSignupRequest(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteSignupRequestMutation, DeleteSignupRequestMutationVariables>;
export const LicenseSkusDocument = new TypedDocumentString(`
    query LicenseSkus($page: Int, $order: String, $orderBy: String, $search: String, $searchCol: String) {
  licenseSkus(
    page: $page
    order: $order
    orderBy: $orderBy
    search: $search
    searchCol: $searchCol
  ) {
    id
    styleCode
    name
    color
    colorCode
    hex
    C
    U
    team
    league
    player
    createdAt
    approve
    active
  }
}
    `) as unknown as TypedDocumentString<LicenseSkusQuery, LicenseSkusQueryVariables>;
export const MarketingResourcesDocument = new TypedDocumentString(`
    query MarketingResources($parent: String) {
  marketingResources(parent: $parent) {
    type
    name
    parent
    path
    item
    extension
    size
    duration
    width
    height
    thumbnail
  }
}
    `) as unknown as TypedDocumentString<MarketingResourcesQuery, MarketingResourcesQueryVariables>;
export const ProductsDocument = new TypedDocumentString(`
    query Products($page: Int, $order: String, $orderBy: String, $search: String, $searchCol: String, $baseStyles: Boolean) {
  products(
    page: $page
    order: $order
    orderBy: $orderBy
    search: $search
    searchCol: $searchCol
    baseStyles: $baseStyles
  ) {
    id
    sku
    name
    fullName
    category
    subCategory
    gender
    brand
    statusFlag
    introDate
    exitDate
    baseStyle
  }
}
    `) as unknown as TypedDocumentString<ProductsQuery, ProductsQueryVariables>;
export const ProductDocument = new TypedDocumentString(`
    query Product($sku: String!) {
  product(sku: $sku) {
    ...ProductParts
  }
}
    fragment ProductParts on Product {
  id
  sku
  name
  fullName
  category
  subCategory
  description
  gender
  brand
  fabricCode
  statusFlag
  exitDate
  introDate
  modelColor
  styleStatus
  type
  price
  comparePrice
  otherPrice
  otherCompare
  newDate
  newPrice
  newOtherPrice
  baseStyle
  treatments {
    id
    type
    name
    subType
  }
  colors {
    id
    code
    name
    status
    vector
    model
    ghost
    vectorD
  }
  locations {
    id
    name
    width
    height
    origin
    methods
  }
  imageDecorationLocations {
    id
    imageType
    colorCode
    variation
    locationId
    x
    y
    rotation
    ppi
    requiresVariation
  }
  nestedImageLocations {
    id
    imageType
    colorCode
    variation
    nestedVariation
    x
    y
    z
    rotation
    width
  }
  imageMasks {
    id
    src
    imageType
    colorCode
    variation
    locationId
    location
  }
}`) as unknown as TypedDocumentString<ProductQuery, ProductQueryVariables>;
export const ProductOptionsDocument = new TypedDocumentString(`
    query ProductOptions {
  productOptions {
    fabricComposition {
      code
      name
    }
    categories {
      name
      subCategories
    }
    treatments {
      id
      type
      name
      subType
    }
    locations
  }
}
    `) as unknown as TypedDocumentString<ProductOptionsQuery, ProductOptionsQueryVariables>;
export const LocationPresetsDocument = new TypedDocumentString(`
    query LocationPresets {
  locationPresets {
    id
    name
    locations {
      name
      width
      height
      origin
      methods
    }
    imageLocations {
      imageType
      location
      x
      y
      ppi
      rotation
    }
  }
}
    `) as unknown as TypedDocumentString<LocationPresetsQuery, LocationPresetsQueryVariables>;
export const StylesByCategoryDocument = new TypedDocumentString(`
    query StylesByCategory($category: String!) {
  stylesByCategory(category: $category) {
    sku
    name
  }
}
    `) as unknown as TypedDocumentString<StylesByCategoryQuery, StylesByCategoryQueryVariables>;
export const TreatmentsByStyleDocument = new TypedDocumentString(`
    query TreatmentsByStyle($sku: String!) {
  treatmentsByStyle(sku: $sku) {
    id
    type
    name
    subType
  }
}
    `) as unknown as TypedDocumentString<TreatmentsByStyleQuery, TreatmentsByStyleQueryVariables>;
export const UpdateStyleDocument = new TypedDocumentString(`
    mutation UpdateStyle($input: UpdateStyleInput!) {
  updateStyle(input: $input) {
    ...ProductParts
  }
}
    fragment ProductParts on Product {
  id
  sku
  name
  fullName
  category
  subCategory
  description
  gender
  brand
  fabricCode
  statusFlag
  exitDate
  introDate
  modelColor
  styleStatus
  type
  price
  comparePrice
  otherPrice
  otherCompare
  newDate
  newPrice
  newOtherPrice
  baseStyle
  treatments {
    id
    type
    name
    subType
  }
  colors {
    id
    code
    name
    status
    vector
    model
    ghost
    vectorD
  }
  locations {
    id
    name
    width
    height
    origin
    methods
  }
  imageDecorationLocations {
    id
    imageType
    colorCode
    variation
    locationId
    x
    y
    rotation
    ppi
    requiresVariation
  }
  nestedImageLocations {
    id
    imageType
    colorCode
    variation
    nestedVariation
    x
    y
    z
    rotation
    width
  }
  imageMasks {
    id
    src
    imageType
    colorCode
    variation
    locationId
    location
  }
}`) as unknown as TypedDocumentString<UpdateStyleMutation, UpdateStyleMutationVariables>;
export const UpsertLocationPresetDocument = new TypedDocumentString(`
    mutation UpsertLocationPreset($input: LocationPresetInput!) {
  upsertLocationPreset(input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<UpsertLocationPresetMutation, UpsertLocationPresetMutationVariables>;
export const CopyTreatmentsDocument = new TypedDocumentString(`
    mutation CopyTreatments($from: String!, $to: [String!]!) {
  copyTreatments(from: $from, to: $to)
}
    `) as unknown as TypedDocumentString<CopyTreatmentsMutation, CopyTreatmentsMutationVariables>;
export const TradeShowsDocument = new TypedDocumentString(`
    query TradeShows {
  tradeShows {
    name
    startDate
    endDate
  }
}
    `) as unknown as TypedDocumentString<TradeShowsQuery, TradeShowsQueryVariables>;
export const TradeShowDocument = new TypedDocumentString(`
    query TradeShow($name: String!) {
  tradeShow(name: $name) {
    name
    startDate
    endDate
    singleSessionLength
    maxSessionLength
    maxMeetings
    bookingsOpen
    stations {
      station
      hexCode
      dark
    }
    days {
      name
      startTime
      endTime
      meetings {
        id
        station
        startTime
        endTime
        host
        hostName
        customer
        customerName
        atendee
        email
        phone
        comment
        mine
      }
    }
    quota {
      usedMinutes
      quotaMinutes
      reached
    }
  }
}
    `) as unknown as TypedDocumentString<TradeShowQuery, TradeShowQueryVariables>;