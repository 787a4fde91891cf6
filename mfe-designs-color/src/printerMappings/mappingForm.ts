import { PRINTER_FIELDS, type AddPrinterMappingBody, type UpdatePrinterMappingBody } from '@portal/shared';
import type { PrinterMapping } from './api';

// The Add / Update dialog's pure rules (spec 001 §4.3, §5.5): what an update sends (only the changed
// fields) and which colour names the add dialog offers (those not yet mapped).

export interface MappingForm {
  colorName: string;
  audleyS2070_3_4: string;
  epsonT7270: string;
  epsonF6470: string;
  roqNow: string;
  equivalent: string;
}

export const formOf = (m: PrinterMapping | null): MappingForm => ({
  colorName: m?.colorName ?? '',
  audleyS2070_3_4: m?.audleyS2070_3_4 ?? '',
  epsonT7270: m?.epsonT7270 ?? '',
  epsonF6470: m?.epsonF6470 ?? '',
  roqNow: m?.roqNow ?? '',
  equivalent: m?.equivalent ?? '',
});

/** spec 001 §4.3: the update carries the colour name and the fields that changed, nothing else. */
export function mappingUpdate(before: PrinterMapping, form: MappingForm): UpdatePrinterMappingBody {
  const body: UpdatePrinterMappingBody = { colorName: before.colorName };
  for (const f of PRINTER_FIELDS) if (form[f] !== before[f]) body[f] = form[f];
  if ((form.equivalent || null) !== before.equivalent) body.equivalent = form.equivalent || null;
  return body;
}

export function mappingAdd(form: MappingForm): AddPrinterMappingBody {
  return { ...form, equivalent: form.equivalent || null };
}

/** spec 001 §5.5: on add, only colour names not yet mapped; each name once. */
export function unmappedNames(swatchNames: readonly string[], mapped: readonly string[]): string[] {
  const taken = new Set(mapped);
  return [...new Set(swatchNames)].filter((n) => !taken.has(n)).sort();
}
