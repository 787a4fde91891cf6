import { api, messages, type AddPrinterMappingBody, type UpdatePrinterMappingBody } from '@portal/shared';

// Printer colour mapping calls (spec 001 §7.5): the table (page 0-based), POST adds, PUT updates
// (only the changed fields). The failure texts are ours (spec 001 §8.4: "wording not shown").

export interface PrinterMapping {
  colorName: string;
  audleyS2070_3_4: string;
  epsonT7270: string;
  epsonF6470: string;
  roqNow: string;
  equivalent: string | null;
  updatedAt: string;
  displayHex: string | null;
}

export interface MappingTableInput {
  search: string;
  /** 0-based (spec 001 §2.5). */
  page: number;
  rowsPerPage: number;
  orderBy: string;
  desc: boolean;
}

export interface MappingTable {
  mappings: PrinterMapping[];
  total: number;
  /** Every colour already mapped (the add dialog offers the others). */
  mappedNames: string[];
}

export function fetchMappingTable(input: MappingTableInput, signal?: AbortSignal): Promise<MappingTable> {
  const searchParams: Record<string, string> = {
    page: String(input.page),
    rowsPerPage: String(input.rowsPerPage),
    orderBy: input.orderBy,
    desc: input.desc ? '1' : '0',
  };
  if (input.search) searchParams.search = input.search;
  return api.get('production/printer_color_mappings', {
    searchParams,
    signal,
    silent: true,
    errorMessage: messages.printerMappingsFetchFailed,
  });
}

export function addMapping(body: AddPrinterMappingBody): Promise<PrinterMapping> {
  return api.post('production/printer_color_mappings', body, { errorMessage: messages.printerMappingAddFailed });
}

export function updateMapping(body: UpdatePrinterMappingBody): Promise<PrinterMapping> {
  return api.put('production/printer_color_mappings', body, { errorMessage: messages.printerMappingUpdateFailed });
}
