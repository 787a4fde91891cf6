import { z } from 'zod';
import { LICENSE_ITEMS_MAX, LICENSE_MESSAGES as M, SELL_SHEET_MAX_STYLES } from './licenseSkus';

// The bodies of the License SKU calls (spec 002 §7: approve and active take items (sku, color),
// the sell sheet skus (style codes)), parsed by the server.

/** A style or colour code: at most 40 characters, not blank; sent trimmed. */
const code = z.string({ error: M.selectSkus }).max(40, M.selectSkus).trim().min(1, M.selectSkus);

/** The SKUs named by style and colour code, each once. */
const items = z
  .array(z.object({ sku: code, color: code }, { error: M.selectSkus }), { error: M.selectSkus })
  .min(1, M.selectSkus)
  .max(LICENSE_ITEMS_MAX, M.tooMany)
  .transform((list) => [...new Map(list.map((i) => [`${i.sku}\u0000${i.color}`, i])).values()]);

/** POST /api/license/approve. */
export const licenseApproveSchema = z.object({ items }, { error: M.selectSkus });
export type LicenseApproveBody = z.output<typeof licenseApproveSchema>;

/** POST /api/license/active: `active` is ours, the state to set (without it each SKU is toggled). */
export const licenseActiveSchema = z.object({ items, active: z.boolean({ error: M.activeNotBoolean }).nullish() }, { error: M.selectSkus });
export type LicenseActiveBody = z.output<typeof licenseActiveSchema>;

/** POST /api/sellsheet/license/sku: the style codes, each once, at most SELL_SHEET_MAX_STYLES of them. */
export const sellSheetSchema = z.object(
  {
    skus: z
      .array(code, { error: M.selectSkus })
      .min(1, M.selectSkus)
      .transform((skus) => [...new Set(skus)])
      .refine((skus) => skus.length <= SELL_SHEET_MAX_STYLES, M.tooManyStyles),
  },
  { error: M.selectSkus },
);
export type SellSheetBody = z.output<typeof sellSheetSchema>;
