import { useMemo, useState } from 'react';
import {
  draftProblem,
  formatTorontoDate,
  fullRefund,
  isItemShown,
  RETURN_COMMENT_MAX,
  setItemRefund,
  setLineRefund,
  setSizeQuantity,
  spreadTotal,
} from '@portal/shared';
import { Badge, Button, Empty, Flex, Input, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-detail';
import { RollbackOutlined } from '@portal/shared/icons';
import { refundOrderOf, type ReturnOrder } from '../api';
import type { ReturnFormValues } from '../formValues';
import { ExistingReturnsDialog } from './ExistingReturnsDialog';
import { FormSummaryCard } from './FormSummaryCard';
import { ItemBlock } from './ItemBlock';
import { LinesCard } from './LinesCard';

// The create and edit form (spec 001 §2.1, §5.1): order number and date, Full Refund, one block
// per item with size inputs C and U, charge lines, shipping lines, comments, and the summary card.
// Every change goes through refundMath (shared with the server): clamps, totals and the submit
// conditions are the server's own.

interface Props {
  title: string;
  order: ReturnOrder;
  codes: { id: number; code: string }[];
  values: ReturnFormValues;
  onValues: (values: ReturnFormValues) => void;
  mode: 'create' | 'edit';
  busy: boolean;
  onBack: () => void;
  onSubmit: (waiting: boolean) => void;
}

export function ReturnForm({ title, order, codes, values, onValues, mode, busy, onBack, onSubmit }: Props) {
  const refund = useMemo(() => refundOrderOf(order), [order]);
  const [existingOpen, setExistingOpen] = useState(false);
  const draft = values.draft;
  const setDraft = (next: typeof draft) => onValues({ ...values, draft: next });
  const problem = draftProblem(refund, draft);
  // spec 001 §5.1: items whose earlier refunds cover the full price are hidden.
  const items = order.items.filter((_, n) => isItemShown(refund.items[n]));

  return (
    <Flex vertical gap={12} style={{ maxWidth: 1060 }}>
      <Flex gap={8} align="center" wrap>
        <Button icon={<RollbackOutlined />} onClick={onBack}>
          Back
        </Button>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{`Order #${order.number} · created ${formatTorontoDate(order.createdAt)} · ${order.customerNumb} - ${order.customerName}`}</Typography.Text>
        <Flex gap={8} style={{ marginInlineStart: 'auto' }}>
          <Badge count={order.returns.length} size="small">
            <Button onClick={() => setExistingOpen(true)}>Existing Returns</Button>
          </Badge>
          <Button onClick={() => setDraft(fullRefund(refund, draft.codeId))}>Full Refund</Button>
        </Flex>
      </Flex>
      <Flex gap={12} wrap align="start">
        <Flex vertical gap={12} style={{ flex: '3 1 560px', minWidth: 0 }}>
          {items.length === 0 && <Empty description="Everything on this order has been refunded already" />}
          {items.map((item) => {
            const n = order.items.indexOf(item);
            return (
              <ItemBlock
                key={item.id}
                item={item}
                refund={refund.items[n]}
                draft={draft.items[n]}
                currency={order.currency}
                onSize={(sizeId, kind, value) => setDraft(setSizeQuantity(refund, draft, item.id, sizeId, kind, value))}
                onRefund={(cents) => setDraft(setItemRefund(refund, draft, item.id, cents))}
              />
            );
          })}
          <LinesCard
            title="Charges"
            lines={order.charges.map((c) => ({ id: c.id, label: c.chargeName, detail: c.chargeCode }))}
            refund={refund.charges}
            draft={draft.charges}
            currency={order.currency}
            onRefund={(id, cents) => setDraft(setLineRefund(refund, draft, 'charges', id, cents))}
          />
          <LinesCard
            title="Shipping"
            lines={order.shippingJobs.map((j) => ({
              id: j.id,
              label: `Freight${j.job ? ` (job ${j.job})` : ''}`,
              detail: j.invoice ?? undefined,
            }))}
            refund={refund.shipping}
            draft={draft.shipping}
            currency={order.currency}
            onRefund={(id, cents) => setDraft(setLineRefund(refund, draft, 'shipping', id, cents))}
          />
          <Card title="Comments" size="small">
            <Input.TextArea
              aria-label="Comments"
              value={values.comments}
              maxLength={RETURN_COMMENT_MAX}
              autoSize={{ minRows: 3, maxRows: 10 }}
              onChange={(e) => onValues({ ...values, comments: e.target.value })}
            />
          </Card>
        </Flex>
        <div style={{ flex: '1 1 280px', minWidth: 0, position: 'sticky', top: 72 }}>
          <FormSummaryCard
            values={values}
            refund={refund}
            currency={order.currency}
            codes={codes}
            problem={problem}
            busy={busy}
            mode={mode}
            onChange={(patch) => onValues({ ...values, ...patch })}
            onCode={(codeId) => setDraft({ ...draft, codeId })}
            onTotal={(cents) => setDraft(spreadTotal(refund, draft, cents))}
            onSubmit={onSubmit}
          />
        </div>
      </Flex>
      {existingOpen && <ExistingReturnsDialog order={order} onClose={() => setExistingOpen(false)} />}
    </Flex>
  );
}
