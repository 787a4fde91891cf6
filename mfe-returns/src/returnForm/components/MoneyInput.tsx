import { centsToDollars, dollarsToCents } from '@portal/shared';
import { InputNumber } from '@portal/shared/antd-form';

/** A refund typed in dollars, kept in cents; the parent clamps it (refundMath) on every change. */
export function MoneyInput({
  label,
  cents,
  maxCents,
  onChange,
  disabled,
}: {
  label: string;
  cents: number;
  maxCents: number;
  onChange: (cents: number) => void;
  disabled?: boolean;
}) {
  return (
    <InputNumber
      aria-label={label}
      prefix="$"
      min={0}
      max={centsToDollars(maxCents)}
      precision={2}
      step={1}
      value={centsToDollars(cents)}
      disabled={disabled}
      onChange={(v) => onChange(dollarsToCents(Number(v ?? 0)))}
      style={{ width: 130 }}
    />
  );
}
