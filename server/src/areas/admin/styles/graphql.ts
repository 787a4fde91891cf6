import type { Resolvers } from '../../graphqlTypes';
import { requireUser } from '../../../platform/gqlErrors';
import {
  copyTreatments,
  listLocationPresets,
  listProducts,
  productOptions,
  readProduct,
  stylesByCategory,
  treatmentsByStyle,
  updateStyle,
  upsertLocationPreset,
} from './styles';

// GraphQL of the product style editor (spec 002 §7; mfe-admin/README.md "Product style editor").
// Reads need the `styles` rule (INTERNAL users), writes `styleEdit` (development).

export const stylesTypeDefs = /* GraphQL */ `
  "A product style as the list shows it (spec 002 §3 Product, without the parts under it)."
  type ProductSummary {
    id: Int!
    sku: String!
    name: String!
    fullName: String!
    category: String!
    subCategory: String
    gender: String!
    brand: String!
    "spec 002 §4: N Inline, Y Discontinued, P Preline, T Take All, D Development."
    statusFlag: String!
    introDate: String
    exitDate: String
    baseStyle: Boolean!
  }

  "spec 002 §3 Treatment."
  type Treatment {
    id: Int!
    type: String!
    name: String!
    subType: String
  }

  type ProductColor {
    id: Int!
    code: String!
    name: String!
    status: String!
    vector: String
    model: String
    ghost: String
    vectorD: String
  }

  type ProductLocation {
    id: Int!
    name: String!
    "Inches."
    width: Float!
    height: Float!
    origin: String
    methods: [String!]!
  }

  type ImageDecorationLocation {
    id: Int!
    "V vector, G ghost."
    imageType: String!
    colorCode: String!
    variation: Int!
    locationId: Int!
    "Pixels on the 1000 × 1000 image."
    x: Float!
    y: Float!
    rotation: Float!
    ppi: Float!
    requiresVariation: Boolean!
  }

  type NestedImageLocation {
    id: Int!
    imageType: String!
    colorCode: String!
    variation: Int!
    nestedVariation: Int!
    x: Float!
    y: Float!
    z: Int!
    rotation: Float!
    width: Float!
  }

  type ImageMask {
    id: Int!
    "Its URL, /media/styles/{sku}/masks/{file} (a PNG, for the editor's readers)."
    src: String!
    imageType: String!
    colorCode: String!
    variation: Int!
    locationId: Int!
    "The location's name."
    location: String!
  }

  "spec 002 §3 Product: every field, with its treatments, colours, locations, image locations and masks."
  type Product {
    id: Int!
    sku: String!
    name: String!
    fullName: String!
    category: String!
    subCategory: String
    "Bullet points."
    description: [String!]!
    gender: String!
    brand: String!
    fabricCode: String
    statusFlag: String!
    exitDate: String
    introDate: String
    modelColor: String
    styleStatus: String
    type: String
    price: Float
    comparePrice: Float
    otherPrice: Float
    otherCompare: Float
    newDate: String
    newPrice: Float
    newOtherPrice: Float
    baseStyle: Boolean!
    treatments: [Treatment!]!
    colors: [ProductColor!]!
    locations: [ProductLocation!]!
    imageDecorationLocations: [ImageDecorationLocation!]!
    nestedImageLocations: [NestedImageLocation!]!
    imageMasks: [ImageMask!]!
  }

  type FabricComposition {
    code: String!
    name: String!
  }

  type ProductCategory {
    name: String!
    subCategories: [String!]!
  }

  "spec 002 §7 product options."
  type ProductOptions {
    fabricComposition: [FabricComposition!]!
    categories: [ProductCategory!]!
    treatments: [Treatment!]!
    "The standard location names."
    locations: [String!]!
  }

  type PresetLocation {
    name: String!
    width: Float!
    height: Float!
    origin: String
    methods: [String!]!
  }

  "x, y and ppi normalised by the image size (spec 002 §9)."
  type PresetImageLocation {
    imageType: String!
    location: String!
    x: Float!
    y: Float!
    ppi: Float!
    rotation: Float!
  }

  type LocationPreset {
    id: Int!
    name: String!
    locations: [PresetLocation!]!
    imageLocations: [PresetImageLocation!]!
  }

  type StyleRef {
    sku: String!
    name: String!
  }

  input ProductFieldsInput {
    name: String
    fullName: String
    category: String
    subCategory: String
    description: [String!]
    gender: String
    brand: String
    fabricCode: String
    statusFlag: String
    exitDate: String
    introDate: String
    modelColor: String
    styleStatus: String
    type: String
    price: Float
    comparePrice: Float
    otherPrice: Float
    otherCompare: Float
    newDate: String
    newPrice: Float
    newOtherPrice: Float
    "Treatment ids: the style's whole set."
    treatments: [Int!]
  }

  input ProductLocationInput {
    "Null for a new location (then key names it for the image locations of the same call)."
    id: Int
    key: String
    name: String!
    width: Float!
    height: Float!
    origin: String
    methods: [String!]!
  }

  input ImageLocationInput {
    id: Int
    imageType: String!
    colorCode: String!
    variation: Int!
    "A saved location, or locationKey: a new one's key."
    locationId: Int
    locationKey: String
    x: Float!
    y: Float!
    rotation: Float!
    ppi: Float!
    requiresVariation: Boolean!
  }

  input NestedImageLocationInput {
    id: Int
    imageType: String!
    colorCode: String!
    variation: Int!
    nestedVariation: Int!
    x: Float!
    y: Float!
    z: Int!
    rotation: Float!
    width: Float!
  }

  input ImageRefInput {
    imageType: String!
    colorCode: String!
    variation: Int!
  }

  input ImageTargetInput {
    colorCode: String!
    variation: Int!
  }

  "Ours: a mask added from a staged upload (id null), or a saved mask whose file the upload replaces (POST /api/styles/{sku}/masks answers upload)."
  input ImageMaskInput {
    id: Int
    upload: String!
    imageType: String!
    colorCode: String!
    variation: Int!
    "A saved location, or locationKey: a new one's key."
    locationId: Int
    locationKey: String
  }

  "Every mask of one image copied onto another colour and variation (its masks replaced)."
  input ImageMaskCopyInput {
    from: ImageRefInput!
    to: ImageTargetInput!
  }

  "spec 002 §7 UpdateStyle: only the changed parts."
  input UpdateStyleInput {
    sku: String!
    product: ProductFieldsInput
    locations: [ProductLocationInput!]
    deleteLocations: [Int!]
    imageLocations: [ImageLocationInput!]
    deleteImageLocations: [Int!]
    nestedImageLocations: [NestedImageLocationInput!]
    deleteNestedImageLocations: [Int!]
    "Ours: masks added or whose file is replaced (one mask per image and location)."
    imageMasks: [ImageMaskInput!]
    copyImageMasks: [ImageMaskCopyInput!]
    deleteImageMasks: [Int!]
  }

  input PresetLocationInput {
    name: String!
    width: Float!
    height: Float!
    origin: String
    methods: [String!]!
  }

  input PresetImageLocationInput {
    imageType: String!
    location: String!
    x: Float!
    y: Float!
    ppi: Float!
    rotation: Float!
  }

  input LocationPresetInput {
    "Null creates a preset."
    id: Int
    name: String!
    locations: [PresetLocationInput!]!
    imageLocations: [PresetImageLocationInput!]!
  }

  extend type Query {
    "Product styles, 50 a page (INTERNAL users): sku ascending by default; search in searchCol; baseStyles lists base styles only."
    products(page: Int, order: String, orderBy: String, search: String, searchCol: String, baseStyles: Boolean): [ProductSummary!]!
    "One product with everything under it; null when there is none."
    product(sku: String!): Product
    productOptions: ProductOptions!
    locationPresets: [LocationPreset!]!
    stylesByCategory(category: String!): [StyleRef!]!
    treatmentsByStyle(sku: String!): [Treatment!]!
  }

  extend type Mutation {
    "spec 002 §7 UpdateStyle (development): answers the product as saved."
    updateStyle(input: UpdateStyleInput!): Product!
    "spec 002 §7 (development)."
    upsertLocationPreset(input: LocationPresetInput!): LocationPreset!
    "Ours (development): the target styles' treatments become the source's; answers how many styles changed."
    copyTreatments(from: String!, to: [String!]!): Int!
  }
`;

export const stylesResolvers = {
  Query: {
    products: (_root, args, ctx) => listProducts(ctx.platform.db, requireUser(ctx), args),
    product: (_root, args, ctx) => readProduct(ctx.platform.db, requireUser(ctx), args.sku),
    productOptions: (_root, _args, ctx) => productOptions(ctx.platform.db, requireUser(ctx)),
    locationPresets: (_root, _args, ctx) => listLocationPresets(ctx.platform.db, requireUser(ctx)),
    stylesByCategory: (_root, args, ctx) => stylesByCategory(ctx.platform.db, requireUser(ctx), args.category),
    treatmentsByStyle: (_root, args, ctx) => treatmentsByStyle(ctx.platform.db, requireUser(ctx), args.sku),
  },
  Mutation: {
    updateStyle: (_root, args, ctx) =>
      updateStyle(ctx.platform.db, ctx.platform.files, requireUser(ctx), ctx.platform.clock.now(), args.input),
    upsertLocationPreset: (_root, args, ctx) =>
      upsertLocationPreset(ctx.platform.db, requireUser(ctx), ctx.platform.clock.now(), args.input),
    copyTreatments: (_root, args, ctx) => copyTreatments(ctx.platform.db, requireUser(ctx), ctx.platform.clock.now(), args),
  },
} satisfies Resolvers;
