import type { ReactNode } from 'react';

// The vocabulary every list screen shares. A screen declares its columns, its search-by options and
// its filters with these types; the list machinery does the rest.

export type SortOrder = 'asc' | 'desc';

/** One choice of the search-by dropdown (spec 000 §9: order, all, customer, rep, …). */
export interface SearchOption {
  /** The `searchCol` value sent to the API. */
  value: string;
  label: string;
}

/** One selectable value of a filter (options usually come from the server, e.g. the `filters` query). */
export interface FilterOption {
  value: string;
  label: string;
}

/** A filter whose selected values are written as repeated query keys: `?status=1&status=2`. */
export interface OptionsFilterDefinition {
  kind?: 'options';
  /** The query-string key (and the screen's filter name): `status`, `rep`, `custNumb`, … */
  key: string;
  label: string;
  options: readonly FilterOption[];
  /** Several values at once (default true: the order lists' filters are all multi-select). */
  multiple?: boolean;
}

/** A date range written as two single keys holding YYYY-MM-DD (spec 000 §2: startDate, endDate). */
export interface DateRangeFilterDefinition {
  kind: 'dateRange';
  /** Names the filter for its tag and badge; defaults to `${startKey}-${endKey}`. */
  key?: string;
  label: string;
  /** Default `startDate`. */
  startKey?: string;
  /** Default `endDate`. */
  endKey?: string;
}

export type FilterDefinition = OptionsFilterDefinition | DateRangeFilterDefinition;

/** A column of a list screen. Typed over the row. */
export interface ListColumn<Row> {
  /** Stable id: the column chooser remembers visibility by it. */
  id: string;
  /** What the header shows. */
  title: ReactNode;
  /** Plain-text name for the column chooser when `title` is not a string. */
  label?: string;
  /** Cell content; without it the cell shows `row[id]`. */
  render?: (row: Row) => ReactNode;
  /**
   * The API's column name for sorting (`updated_at`, `custNumb`): set it to make the column
   * sortable. Distinct from `id` because what a column shows and what the API sorts by differ.
   */
  sortKey?: string;
  /** The order of the first click on this header (default 'asc'; dates usually want 'desc'). */
  firstOrder?: SortOrder;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  /** false keeps the column out of the column chooser (always shown). Default true. */
  hideable?: boolean;
  /** Hidden until the user shows it in the column chooser. */
  defaultHidden?: boolean;
}

/** The selected rows of the current page, handed to the bulk-action slot. */
export interface ListSelection<Row> {
  /** Ids of the selected rows that are on screen now. */
  ids: string[];
  rows: Row[];
  clear: () => void;
}
