import { clampShipQuantity, currencyKeyedQuantities, currencyKind, isCurrencyKeyedOrder } from '@portal/shared';

// The ship-quantity grid of the create page and the update dialog (spec 002 §5, §9): per size, a
// C and a U quantity clamped to what is available, or, for an order of type 211, one quantity that
// goes into the kind of the order's currency.

export interface ShipSizeRow {
  /** The order item size's id. */
  id: number;
  display: string;
  availableC: number;
  availableU: number;
}

export interface ShipQuantity {
  C: number;
  U: number;
}

/** One-quantity orders (type 211) show one column: what is available in the currency's kind. */
export function singleAvailable(size: ShipSizeRow, currency: string): number {
  return currencyKind(currency) === 'C' ? size.availableC : size.availableU;
}

/** A typed value for one kind, clamped (spec 002 §5). */
export function setKind(current: ShipQuantity, kind: 'C' | 'U', raw: unknown, size: ShipSizeRow): ShipQuantity {
  return { ...current, [kind]: clampShipQuantity(raw, kind === 'C' ? size.availableC : size.availableU) };
}

/** A typed value for a 211 order's one quantity. */
export function setSingle(raw: unknown, size: ShipSizeRow, currency: string): ShipQuantity {
  return currencyKeyedQuantities(clampShipQuantity(raw, singleAvailable(size, currency)), currency);
}

/** The update dialog's defaults (spec 002 §5): the full quantities, i.e. all the job may carry. */
export function fullQuantities(sizes: readonly ShipSizeRow[], orderType: string, currency: string): Map<number, ShipQuantity> {
  return new Map(
    sizes.map((s) => [
      s.id,
      isCurrencyKeyedOrder(orderType)
        ? currencyKeyedQuantities(singleAvailable(s, currency), currency)
        : { C: s.availableC, U: s.availableU },
    ]),
  );
}

/** Update / Create are enabled only when some quantity is above 0. */
export function anyAboveZero(quantities: Iterable<ShipQuantity>): boolean {
  for (const q of quantities) if (q.C > 0 || q.U > 0) return true;
  return false;
}
