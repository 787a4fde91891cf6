/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@portal/shared/core';
export type DesignFilterInput = {
  /** Y (the default when absent), N or all. */
  active?: string | null | undefined;
  /** Drop code. */
  code?: Array<string> | null | undefined;
  customer?: Array<string> | null | undefined;
  league?: Array<number> | null | undefined;
  method?: Array<string> | null | undefined;
  player?: Array<number> | null | undefined;
  /** Y or N: design stock (dropship) designs or not. */
  stock?: string | null | undefined;
  team?: Array<number> | null | undefined;
};

export type DropFiltersInput = {
  /** true/false (also Y/N): active drops or not; both or none: all. */
  active?: Array<string> | null | undefined;
  logoRequired?: Array<string> | null | undefined;
  /** Method codes (SCRP, EMB, SUB, DTF): drops offering any of them. */
  method?: Array<string> | null | undefined;
  tags?: Array<string> | null | undefined;
};

export type DesignsListQueryVariables = Exact<{
  page?: number | null | undefined;
  order?: string | null | undefined;
  orderBy?: string | null | undefined;
  search?: string | null | undefined;
  searchCol?: string | null | undefined;
  filter?: DesignFilterInput | null | undefined;
  dropship?: boolean | null | undefined;
}>;


export type DesignsListQuery = { designs: { total: number, designs: Array<{ id: string, variation: number, image: string, customer: string | null, customerName: string | null, method: string, methodName: string, leagueName: string | null, teamName: string | null, playerName: string | null, leagueApproved: boolean, code: string | null, active: boolean, stock: boolean, cc: boolean, approved: boolean, createdAt: string, lastUsed: string | null, primary: string | null, secondary: string | null, neutral: string | null }> } };

export type DesignFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type DesignFilterOptionsQuery = { designFilter: { code: Array<string>, stock: Array<string>, customer: Array<{ numb: string, name: string }>, method: Array<{ code: string, name: string, type: string }>, league: Array<{ id: number, name: string }>, team: Array<{ id: number, name: string, leagueId: number }>, player: Array<{ id: number, name: string, teamId: number }> } };

export type DesignDetailQueryVariables = Exact<{
  id: string;
  variation: number;
}>;


export type DesignDetailQuery = { designV2: { id: string, variation: number, image: string, customer: string | null, customerName: string | null, method: string, methodName: string, leagueName: string | null, teamName: string | null, playerName: string | null, leagueApproved: boolean, code: string | null, active: boolean, stock: boolean, cc: boolean, parentId: string | null, royaltyCode: string | null, royaltyDesc: string | null, width: number, height: number, quantity: number, text: string | null, comment: string | null, tags: Array<string>, approved: boolean, showcase: boolean, showcaseComment: string | null, primary: string | null, secondary: string | null, neutral: string | null, tonalHex: string | null, disabledComment: string | null, createdAt: string, lastUsed: string | null, colors: Array<{ rgbHex: string, name: string }> } | null };

export type DropsListQueryVariables = Exact<{
  page?: number | null | undefined;
  search?: string | null | undefined;
  searchCol?: string | null | undefined;
  filters?: DropFiltersInput | null | undefined;
  orderBy?: string | null | undefined;
  orderByOrder?: string | null | undefined;
}>;


export type DropsListQuery = { dropsV2: { total: number, drops: Array<{ id: number, code: string, name: string, width: number, height: number, lines: Array<string>, startDate: string | null, endDate: string | null, logoRequired: boolean, active: boolean, image: string | null, createdDate: string, tags: Array<string>, subCategory: string | null, usage: number, methods: Array<{ id: string, name: string }>, locations: Array<{ id: number, name: string }> }> } };

export type DesignShowcaseQueryVariables = Exact<{
  page?: number | null | undefined;
  search?: string | null | undefined;
  searchCol?: string | null | undefined;
  orderBy?: string | null | undefined;
  order?: string | null | undefined;
}>;


export type DesignShowcaseQuery = { designs: { designs: Array<{ id: string, variation: number, image: string, methodName: string, teamName: string | null, tags: Array<string>, comment: string | null, showcaseComment: string | null }> } };

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

export const DesignsListDocument = new TypedDocumentString(`
    query DesignsList($page: Int, $order: String, $orderBy: String, $search: String, $searchCol: String, $filter: DesignFilterInput, $dropship: Boolean) {
  designs(
    page: $page
    order: $order
    orderBy: $orderBy
    search: $search
    searchCol: $searchCol
    filter: $filter
    dropship: $dropship
  ) {
    total
    designs {
      id
      variation
      image
      customer
      customerName
      method
      methodName
      leagueName
      teamName
      playerName
      leagueApproved
      code
      active
      stock
      cc
      approved
      createdAt
      lastUsed
      primary
      secondary
      neutral
    }
  }
}
    `) as unknown as TypedDocumentString<DesignsListQuery, DesignsListQueryVariables>;
export const DesignFilterOptionsDocument = new TypedDocumentString(`
    query DesignFilterOptions {
  designFilter {
    customer {
      numb
      name
    }
    method {
      code
      name
      type
    }
    league {
      id
      name
    }
    team {
      id
      name
      leagueId
    }
    player {
      id
      name
      teamId
    }
    code
    stock
  }
}
    `) as unknown as TypedDocumentString<DesignFilterOptionsQuery, DesignFilterOptionsQueryVariables>;
export const DesignDetailDocument = new TypedDocumentString(`
    query DesignDetail($id: String!, $variation: Int!) {
  designV2(id: $id, variation: $variation) {
    id
    variation
    image
    customer
    customerName
    method
    methodName
    leagueName
    teamName
    playerName
    leagueApproved
    code
    active
    stock
    cc
    parentId
    royaltyCode
    royaltyDesc
    width
    height
    quantity
    text
    comment
    tags
    approved
    showcase
    showcaseComment
    primary
    secondary
    neutral
    tonalHex
    disabledComment
    createdAt
    lastUsed
    colors {
      rgbHex
      name
    }
  }
}
    `) as unknown as TypedDocumentString<DesignDetailQuery, DesignDetailQueryVariables>;
export const DropsListDocument = new TypedDocumentString(`
    query DropsList($page: Int, $search: String, $searchCol: String, $filters: DropFiltersInput, $orderBy: String, $orderByOrder: String) {
  dropsV2(
    page: $page
    search: $search
    searchCol: $searchCol
    filters: $filters
    orderBy: $orderBy
    orderByOrder: $orderByOrder
  ) {
    total
    drops {
      id
      code
      name
      width
      height
      lines
      startDate
      endDate
      logoRequired
      active
      image
      createdDate
      tags
      subCategory
      usage
      methods {
        id
        name
      }
      locations {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DropsListQuery, DropsListQueryVariables>;
export const DesignShowcaseDocument = new TypedDocumentString(`
    query DesignShowcase($page: Int, $search: String, $searchCol: String, $orderBy: String, $order: String) {
  designs(
    page: $page
    showcase: true
    search: $search
    searchCol: $searchCol
    orderBy: $orderBy
    order: $order
    filter: {active: "Y"}
  ) {
    designs {
      id
      variation
      image
      methodName
      teamName
      tags
      comment
      showcaseComment
    }
  }
}
    `) as unknown as TypedDocumentString<DesignShowcaseQuery, DesignShowcaseQueryVariables>;