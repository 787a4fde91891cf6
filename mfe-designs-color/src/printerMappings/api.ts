import {
  api,
  designsColorApi,
  messages,
  type AddPrinterMappingBody,
  type designsColorRoutes,
  type RouteAnswer,
  type UpdatePrinterMappingBody,
} from '@portal/shared';

// Printer colour mapping calls (spec 001 §7.5), typed by their contract (designsColorRoutes in
// @portal/shared/core): the table (page 0-based), POST adds, PUT updates (only the changed fields).
// The failure texts are ours (spec 001 §8.4: "wording not shown").

type C = typeof designsColorRoutes;
/** A page of mappings, the count, and every colour already mapped (the add dialog offers the others). */
export type MappingTable = RouteAnswer<C['mappingTable']>;
export type PrinterMapping = MappingTable['mappings'][number];

export interface MappingTableInput {
  search: string;
  /** 0-based (spec 001 §2.5). */
  page: number;
  rowsPerPage: number;
  orderBy: string;
  desc: boolean;
}

export function fetchMappingTable(input: MappingTableInput, signal?: AbortSignal): Promise<MappingTable> {
  const query = {
    page: String(input.page),
    rowsPerPage: String(input.rowsPerPage),
    orderBy: input.orderBy,
    desc: input.desc ? '1' : '0',
    search: input.search || undefined,
  };
  return api.call(designsColorApi.mappingTable, { query }, { signal, silent: true, errorMessage: messages.printerMappingsFetchFailed });
}

export function addMapping(body: AddPrinterMappingBody): Promise<PrinterMapping> {
  return api.call(designsColorApi.addMapping, { body }, { errorMessage: messages.printerMappingAddFailed });
}

export function updateMapping(body: UpdatePrinterMappingBody): Promise<PrinterMapping> {
  return api.call(designsColorApi.updateMapping, { body }, { errorMessage: messages.printerMappingUpdateFailed });
}
