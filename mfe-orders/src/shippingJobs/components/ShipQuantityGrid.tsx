import { isCurrencyKeyedOrder } from '@portal/shared';
import { Flex, Typography } from '@portal/shared/antd';
import { InputNumber } from '@portal/shared/antd-form';
import { setKind, setSingle, singleAvailable, type ShipQuantity, type ShipSizeRow } from '../shipQuantities';

// One item's sizes with their ship quantities: C and U (each "of {available}"), or one quantity for
// an order of type 211 (spec 002 §9). Every value is clamped as typed (spec 002 §5).

export function ShipQuantityGrid({
  label,
  sizes,
  orderType,
  currency,
  value,
  onChange,
}: {
  label: string;
  sizes: readonly ShipSizeRow[];
  orderType: string;
  currency: string;
  value: ReadonlyMap<number, ShipQuantity>;
  onChange: (sizeId: number, next: ShipQuantity) => void;
}) {
  const single = isCurrencyKeyedOrder(orderType);
  return (
    <Flex wrap gap="middle" role="group" aria-label={label}>
      {sizes.map((s) => {
        const q = value.get(s.id) ?? { C: 0, U: 0 };
        return (
          <Flex key={s.id} vertical gap={4} style={{ minWidth: 110 }}>
            <Typography.Text strong>{s.display}</Typography.Text>
            {single ? (
              <InputNumber
                aria-label={`${label} ${s.display} quantity`}
                min={0}
                max={singleAvailable(s, currency)}
                precision={0}
                value={q.C + q.U}
                onChange={(v) => onChange(s.id, setSingle(v ?? 0, s, currency))}
                suffix={`of ${singleAvailable(s, currency)}`}
              />
            ) : (
              (['C', 'U'] as const).map((kind) => (
                <InputNumber
                  key={kind}
                  aria-label={`${label} ${s.display} ${kind}`}
                  min={0}
                  max={kind === 'C' ? s.availableC : s.availableU}
                  precision={0}
                  disabled={(kind === 'C' ? s.availableC : s.availableU) === 0}
                  value={q[kind]}
                  onChange={(v) => onChange(s.id, setKind(q, kind, v ?? 0, s))}
                  prefix={kind}
                  suffix={`of ${kind === 'C' ? s.availableC : s.availableU}`}
                />
              ))
            )}
          </Flex>
        );
      })}
    </Flex>
  );
}
