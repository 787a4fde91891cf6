import {
  adminApi,
  api,
  gql,
  messages,
  STYLE_MESSAGES,
  type adminRoutes,
  type LocationPresetInput,
  type RouteAnswer,
  type UpdateStyleInput,
} from '@portal/shared';
import type { ListQuery } from '@portal/shared/list';
import { graphql } from '../gql';
import type { ProductQuery, ProductsQuery, ProductOptionsQuery, LocationPresetsQuery } from '../gql/graphql';

// Product style editor calls (spec 002 §7): products(page, order, orderBy, search, searchCol,
// baseStyles), product(sku), product options, location presets, styles by category, treatments by
// style; UpdateStyle, the location preset upsert and (ours) copyTreatments and the mask upload
// (POST /api/styles/{sku}/masks: the file staged, then named by UpdateStyle's imageMasks; typed by
// adminRoutes in @portal/shared/core). spec 002 §8: the list's failure is '…while fetching the
// orders…', the product's '…while fetching the product data…'.

export const PRODUCTS = graphql(`
  query Products($page: Int, $order: String, $orderBy: String, $search: String, $searchCol: String, $baseStyles: Boolean) {
    products(page: $page, order: $order, orderBy: $orderBy, search: $search, searchCol: $searchCol, baseStyles: $baseStyles) {
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
`);
export type ProductRow = ProductsQuery['products'][number];

export const PRODUCT = graphql(`
  query Product($sku: String!) {
    product(sku: $sku) {
      ...ProductParts
    }
  }
`);

export const PRODUCT_PARTS = graphql(`
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
`);
export type Product = NonNullable<ProductQuery['product']>;

export const PRODUCT_OPTIONS = graphql(`
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
`);
export type ProductOptions = ProductOptionsQuery['productOptions'];

export const LOCATION_PRESETS = graphql(`
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
`);
export type LocationPreset = LocationPresetsQuery['locationPresets'][number];

export const STYLES_BY_CATEGORY = graphql(`
  query StylesByCategory($category: String!) {
    stylesByCategory(category: $category) {
      sku
      name
    }
  }
`);

export const TREATMENTS_BY_STYLE = graphql(`
  query TreatmentsByStyle($sku: String!) {
    treatmentsByStyle(sku: $sku) {
      id
      type
      name
      subType
    }
  }
`);

export const UPDATE_STYLE = graphql(`
  mutation UpdateStyle($input: UpdateStyleInput!) {
    updateStyle(input: $input) {
      ...ProductParts
    }
  }
`);

export const UPSERT_LOCATION_PRESET = graphql(`
  mutation UpsertLocationPreset($input: LocationPresetInput!) {
    upsertLocationPreset(input: $input) {
      id
      name
    }
  }
`);

export const COPY_TREATMENTS = graphql(`
  mutation CopyTreatments($from: String!, $to: [String!]!) {
    copyTreatments(from: $from, to: $to)
  }
`);

export const fetchProducts = (q: ListQuery, baseStyles: boolean, signal?: AbortSignal) =>
  gql(
    PRODUCTS,
    {
      page: q.page,
      order: q.order,
      orderBy: q.orderBy,
      search: q.search || null,
      searchCol: q.searchCol || null,
      baseStyles: baseStyles || null,
    },
    { signal, silent: true, errorMessage: messages.ordersFetchFailed },
  ).then((d) => d.products);

export const fetchProduct = (sku: string, signal?: AbortSignal) =>
  gql(PRODUCT, { sku }, { signal, silent: true, errorMessage: messages.productFetchFailed }).then(
    (d) => (d.product ?? null) as Product | null,
  );

export const fetchProductOptions = (signal?: AbortSignal) =>
  gql(PRODUCT_OPTIONS, {}, { signal, errorMessage: messages.productFetchFailed }).then((d) => d.productOptions);
export const fetchLocationPresets = (signal?: AbortSignal) =>
  gql(LOCATION_PRESETS, {}, { signal, errorMessage: messages.productFetchFailed }).then((d) => d.locationPresets);
export const fetchStylesByCategory = (category: string, signal?: AbortSignal) =>
  gql(STYLES_BY_CATEGORY, { category }, { signal, errorMessage: messages.treatmentsCopyFailed }).then((d) => d.stylesByCategory);
export const fetchTreatmentsByStyle = (sku: string, signal?: AbortSignal) =>
  gql(TREATMENTS_BY_STYLE, { sku }, { signal, errorMessage: messages.treatmentsCopyFailed }).then((d) => d.treatmentsByStyle);

export const updateStyle = (input: UpdateStyleInput) =>
  gql(UPDATE_STYLE, { input: input as never }, { errorMessage: messages.productUpdateFailed }).then(
    (d) => d.updateStyle as unknown as Product,
  );
export const upsertLocationPreset = (input: LocationPresetInput) =>
  gql(UPSERT_LOCATION_PRESET, { input: input as never }, { errorMessage: messages.presetSaveFailed }).then((d) => d.upsertLocationPreset);
export const copyTreatments = (from: string, to: string[]) =>
  gql(COPY_TREATMENTS, { from, to }, { errorMessage: messages.treatmentsCopyFailed }).then((d) => d.copyTreatments);

/** A mask file the server checked and keeps until UpdateStyle's imageMasks names its `upload`. */
export type StagedMask = RouteAnswer<typeof adminRoutes.uploadMask>;
export const uploadMask = (sku: string, file: File, onProgress: (ratio: number) => void) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload(
    adminApi.uploadMask,
    form,
    { params: { sku } },
    {
      onProgress,
      errorMessage: STYLE_MESSAGES.maskUploadFailed,
    },
  );
};
