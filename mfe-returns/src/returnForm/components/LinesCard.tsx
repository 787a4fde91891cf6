import { formatMoney, isLineShown, lineLeftCents, type DraftLine, type RefundLine } from '@portal/shared';
import { Card } from '@portal/shared/antd-detail';
import { MoneyInput } from './MoneyInput';

/**
 * Charge lines or shipping lines (spec 001 §2.1): lines with nothing left are hidden (spec 001
 * §5.1), and so are lines refundMath does not refund (the FRT line: freight is refunded per job).
 */
export function LinesCard({
  title,
  lines,
  refund,
  draft,
  currency,
  onRefund,
}: {
  title: string;
  lines: { id: number; label: string; detail?: string }[];
  refund: RefundLine[];
  draft: DraftLine[];
  currency: string;
  onRefund: (id: number, cents: number) => void;
}) {
  const shown = lines.filter((l) => {
    const line = refund.find((r) => r.id === l.id);
    return line !== undefined && isLineShown(line);
  });
  if (!shown.length) return null;
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <Card title={title} size="small">
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            {['Line', 'Charge', 'Left', 'Refund'].map((h) => (
              <th key={h} scope="col" style={{ textAlign: h === 'Line' ? 'left' : 'right', padding: '2px 6px' }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((l) => {
            const line = refund.find((r) => r.id === l.id)!;
            return (
              <tr key={l.id}>
                <td style={{ padding: '2px 6px' }}>
                  {l.label}
                  {l.detail ? <div style={{ fontSize: 12, opacity: 0.7 }}>{l.detail}</div> : null}
                </td>
                <td style={{ textAlign: 'right', padding: '2px 6px' }}>{money(line.amountCents)}</td>
                <td style={{ textAlign: 'right', padding: '2px 6px' }}>{money(lineLeftCents(line))}</td>
                <td style={{ textAlign: 'right', padding: '2px 6px' }}>
                  <MoneyInput
                    label={`Refund ${l.label}`}
                    cents={draft.find((d) => d.id === l.id)?.refundCents ?? 0}
                    maxCents={lineLeftCents(line)}
                    onChange={(c) => onRefund(l.id, c)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
