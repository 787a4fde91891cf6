import type { PmsFileBody, SaveDesignColorsBody } from '@portal/shared';
import type { ExtractedDesign } from './api';

// The Validate Color Mappings dialog's state and rules (spec 001 §3.4, §5.6): each extracted colour
// gets a swatch (first the nearest one the server proposed), or is disabled (not one of the design's
// colours); a design's PMS file is made from its swatches and is void again once they change.

export interface ChosenSwatch {
  colorName: string;
  rgbHex: string;
}

/** A design colour row (spec 001 §3.4): the extracted hex, its swatch, and the disabled flag. */
export interface ColorRow {
  rgbHex: string;
  aiSwatch: ChosenSwatch | null;
  disabled: boolean;
}

export interface DesignMapping {
  id: string;
  variation: number;
  designFile: string;
  rows: ColorRow[];
  /** The address of the design's PMS file, once generated for the current swatches. */
  pmsFile: string | null;
}

export const designKey = (d: { id: string; variation: number }) => `${d.id}-${d.variation}`;

export function mappingsOf(designs: readonly ExtractedDesign[]): DesignMapping[] {
  return designs.map((d) => ({
    id: d.id,
    variation: d.variation,
    designFile: d.designFile,
    rows: d.colors.map((rgbHex, i) => {
      const p = d.proposals[i];
      return { rgbHex, aiSwatch: p ? { colorName: p.colorName, rgbHex: p.rgbHex } : null, disabled: false };
    }),
    pmsFile: null,
  }));
}

/** A row changed: the design's PMS file no longer shows its colours. */
export function changeRow(mappings: readonly DesignMapping[], key: string, index: number, change: Partial<ColorRow>): DesignMapping[] {
  return mappings.map((m) =>
    designKey(m) === key ? { ...m, pmsFile: null, rows: m.rows.map((r, i) => (i === index ? { ...r, ...change } : r)) } : m,
  );
}

const activeRows = (m: DesignMapping) => m.rows.filter((r) => !r.disabled);

/** The colours of a design as saved and drawn in its PMS file: its enabled rows' swatches, each once. */
export function swatchesOf(m: DesignMapping): ChosenSwatch[] {
  const seen = new Map<string, ChosenSwatch>();
  for (const r of activeRows(m)) if (r.aiSwatch) seen.set(`${r.aiSwatch.colorName}|${r.aiSwatch.rgbHex}`, r.aiSwatch);
  return [...seen.values()];
}

/** spec 001 §5.6: every colour of a design needs a swatch. */
export const allMapped = (m: DesignMapping) => activeRows(m).every((r) => !!r.aiSwatch);

/** spec 001 §5.6: Generate PMS File is enabled only when there are colours and all have a swatch. */
export function mayGeneratePms(mappings: readonly DesignMapping[]): boolean {
  return mappings.length > 0 && mappings.every((m) => activeRows(m).length > 0 && allMapped(m));
}

/** spec 001 §5.6: Save Design Colors is disabled unless every design has a PMS file and all colours have swatches. */
export function maySave(mappings: readonly DesignMapping[]): boolean {
  return mayGeneratePms(mappings) && mappings.every((m) => !!m.pmsFile);
}

export function pmsBody(m: DesignMapping): PmsFileBody {
  return { colors: swatchesOf(m).map((s) => ({ name: s.colorName, rgbHex: s.rgbHex })) };
}

/** spec 001 §3.4: designs, each with id, variation, fileName (its PMS file) and colors[{name, rgbHex}]. */
export function saveBody(mappings: readonly DesignMapping[]): SaveDesignColorsBody {
  return {
    designs: mappings.map((m) => ({
      id: m.id,
      variation: m.variation,
      fileName: (m.pmsFile ?? '').split('/').pop() ?? '',
      colors: swatchesOf(m).map((s) => ({ name: s.colorName, rgbHex: s.rgbHex })),
    })),
  };
}
