import { useEffect, useState } from 'react';
import {
  centsToDollars,
  dollarsToCents,
  draftTotals,
  formatMoney,
  maxTotalCents,
  RETURN_MESSAGES,
  spreadableCents,
  type RefundOrder,
  type ReturnMessageName,
} from '@portal/shared';
import { Button, Flex, Input, Select, Typography } from '@portal/shared/antd';
import { Card, Descriptions } from '@portal/shared/antd-detail';
import { InputNumber } from '@portal/shared/antd-form';
import { ReturnFileDrop } from '../../common/ReturnFileDrop';
import type { ReturnFormValues } from '../formValues';

// The summary card (spec 001 §2.1): return code, the contact and info dates, totals, the total
// (editing it spreads it over the selected lines, spec 001 §5.1), the submit buttons (disabled
// with the reason while a §5.1 condition fails), and the file upload.

interface Props {
  values: ReturnFormValues;
  refund: RefundOrder;
  currency: string;
  codes: { id: number; code: string }[];
  problem: ReturnMessageName | null;
  busy: boolean;
  mode: 'create' | 'edit';
  onChange: (patch: Partial<ReturnFormValues>) => void;
  onCode: (codeId: number | null) => void;
  onTotal: (cents: number) => void;
  onSubmit: (waiting: boolean) => void;
}

export function FormSummaryCard({ values, refund, currency, codes, problem, busy, mode, onChange, onCode, onTotal, onSubmit }: Props) {
  const totals = draftTotals(values.draft);
  const money = (cents: number) => formatMoney(cents, currency);
  // The total is applied when the user leaves the field or presses Enter, not on every keystroke.
  const [typed, setTyped] = useState<number | null>(centsToDollars(totals.refundCents));
  useEffect(() => setTyped(centsToDollars(totals.refundCents)), [totals.refundCents]);
  const applyTotal = () => onTotal(dollarsToCents(Number(typed ?? 0)));
  return (
    <Card title="Summary" size="small">
      <Flex vertical gap={10}>
        <label htmlFor="return-code">Return code</label>
        <Select
          id="return-code"
          aria-label="Return code"
          placeholder="Choose a return code"
          value={values.draft.codeId ?? undefined}
          options={codes.map((c) => ({ value: c.id, label: c.code }))}
          onChange={(v) => onCode((v as number | undefined) ?? null)}
          listHeight={10 * 32}
        />
        <Flex gap={8} wrap>
          <Flex vertical style={{ flex: 1 }}>
            <label htmlFor="return-date-contact">Contact date</label>
            <Input
              id="return-date-contact"
              type="date"
              value={values.dateContact ?? ''}
              onChange={(e) => onChange({ dateContact: e.target.value || null })}
            />
          </Flex>
          <Flex vertical style={{ flex: 1 }}>
            <label htmlFor="return-date-info">Info date</label>
            <Input
              id="return-date-info"
              type="date"
              value={values.dateInfo ?? ''}
              onChange={(e) => onChange({ dateInfo: e.target.value || null })}
            />
          </Flex>
        </Flex>
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Units">{totals.units}</Descriptions.Item>
          <Descriptions.Item label="Items">{money(totals.itemsCents)}</Descriptions.Item>
          <Descriptions.Item label="Charges">{money(totals.chargesCents)}</Descriptions.Item>
          <Descriptions.Item label="Shipping">{money(totals.shippingCents)}</Descriptions.Item>
          <Descriptions.Item label="Maximum">{money(maxTotalCents(refund))}</Descriptions.Item>
        </Descriptions>
        <label htmlFor="return-total">Total refund</label>
        <InputNumber
          id="return-total"
          aria-label="Total refund"
          prefix="$"
          min={0}
          max={centsToDollars(spreadableCents(refund, values.draft))}
          precision={2}
          value={typed}
          onChange={(v) => setTyped(v === null ? null : Number(v))}
          onBlur={applyTotal}
          onPressEnter={applyTotal}
          style={{ width: '100%' }}
        />
        {problem && (
          <Typography.Text type="secondary" role="status">
            {RETURN_MESSAGES[problem]}
          </Typography.Text>
        )}
        <ReturnFileDrop value={values.files} onChange={(files) => onChange({ files })} />
        {mode === 'create' ? (
          <Flex vertical gap={6}>
            <Button type="primary" disabled={!!problem} loading={busy} onClick={() => onSubmit(false)}>
              Create Return
            </Button>
            <Button disabled={!!problem} loading={busy} onClick={() => onSubmit(true)}>
              Submit to waiting for goods
            </Button>
          </Flex>
        ) : (
          <Button type="primary" disabled={!!problem} loading={busy} onClick={() => onSubmit(false)}>
            Save Return
          </Button>
        )}
      </Flex>
    </Card>
  );
}
