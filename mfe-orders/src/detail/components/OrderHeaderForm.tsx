import { useMemo, useState } from 'react';
import {
  dayjs,
  DEPARTMENT_MAX_LENGTH,
  firstIssue,
  ORDER_COMMENTS_MAX_LENGTH,
  orderHeaderEditSchema,
  PO_MAX_LENGTH,
  proposedDateRequired,
  shippingLeadDays,
  TIME_ZONE,
  torontoToday,
  useAllows,
  type OrderHeaderEditInput,
} from '@portal/shared';
import { Alert, Button, Checkbox, Flex, Input, Select, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-detail';
import { DatePicker } from '@portal/shared/antd-form';
import { usePickerValue } from '@portal/shared/ui';
import type { OrderDetail } from '../api';
import { poLabel } from './OrderHeaderCard';

// The header fields staff edit (mfe-orders/README.md "Order edit"): PO (max 30; '{order type} Name'
// for collections, spec 000 §5), date required (required), scheduled ship date, rush (only approve
// or orderEdit, spec 000 §5), tags, department, comments. The shared schema checks the form as the
// server does. Date required can be proposed from the ship date and the shipping lead days of the
// customer's province or state (spec 000 §9 table).

const DAY = 'YYYY-MM-DD';

export function headerValuesOf(order: OrderDetail): OrderHeaderEditInput {
  return {
    po: order.po ?? '',
    dateRequired: order.dateRequired ? dayjs(order.dateRequired).tz(TIME_ZONE).format(DAY) : '',
    scheduledShipDate: order.scheduledShipDate ?? '',
    rush: order.rush,
    tags: order.tags,
    department: order.department ?? '',
    comments: order.comments ?? '',
  };
}

export function OrderHeaderForm(props: { order: OrderDetail; saving: boolean; onSave(values: OrderHeaderEditInput): void }) {
  const { order } = props;
  const initial = useMemo(() => headerValuesOf(order), [order]);
  const [values, setValues] = useState(initial);
  const scheduledShipValue = usePickerValue(values.scheduledShipDate);
  const dateRequiredValue = usePickerValue(values.dateRequired);
  const [problem, setProblem] = useState<string | null>(null);
  const mayRush = useAllows('privilegedOrders');
  const set = <K extends keyof OrderHeaderEditInput>(key: K, value: OrderHeaderEditInput[K]) => setValues((v) => ({ ...v, [key]: value }));
  const changed = JSON.stringify(values) !== JSON.stringify(initial);
  const locked = !order.actions.canEdit;

  const leadDays = shippingLeadDays(order.customer.country, order.customer.province);
  const shipFrom = values.scheduledShipDate || torontoToday();
  const proposal = dayjs(proposedDateRequired(new Date(`${shipFrom}T12:00:00Z`), order.customer.country, order.customer.province))
    .utc()
    .format(DAY);

  const save = () => {
    const parsed = orderHeaderEditSchema.safeParse(values);
    if (!parsed.success) {
      setProblem(firstIssue(parsed.error));
      return;
    }
    setProblem(null);
    props.onSave(values);
  };

  return (
    <Card title="Order" size="small">
      <form
        aria-label="Order header"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <Flex vertical gap="middle" style={{ maxWidth: 560 }}>
          <Flex vertical gap={4}>
            <label htmlFor="edit-po">{poLabel(order)}</label>
            <Input
              id="edit-po"
              maxLength={PO_MAX_LENGTH}
              value={values.po ?? ''}
              onChange={(e) => set('po', e.target.value)}
              disabled={locked}
            />
          </Flex>
          <Flex gap="middle" wrap>
            <Flex vertical gap={4}>
              <label htmlFor="edit-ship">Scheduled Ship Date</label>
              <DatePicker
                id="edit-ship"
                format={DAY}
                value={scheduledShipValue}
                onChange={(d) => set('scheduledShipDate', d ? d.format(DAY) : '')}
                disabled={locked}
              />
            </Flex>
            <Flex vertical gap={4}>
              <label htmlFor="edit-required">Date Required</label>
              <DatePicker
                id="edit-required"
                format={DAY}
                value={dateRequiredValue}
                onChange={(d) => set('dateRequired', d ? d.format(DAY) : '')}
                disabled={locked}
              />
            </Flex>
          </Flex>
          <Flex gap="small" align="center" wrap>
            <Typography.Text type="secondary">
              {`Shipping to ${order.customer.province ?? 'the customer'} takes ${leadDays} business days: earliest date required ${proposal}.`}
            </Typography.Text>
            <Button size="small" onClick={() => set('dateRequired', proposal)} disabled={locked}>
              Use it
            </Button>
          </Flex>
          <Checkbox checked={values.rush} onChange={(e) => set('rush', e.target.checked)} disabled={locked || !mayRush}>
            Rush
          </Checkbox>
          <Flex vertical gap={4}>
            <label htmlFor="edit-tags">Tags</label>
            <Select
              id="edit-tags"
              mode="tags"
              value={values.tags}
              onChange={(tags: string[]) => set('tags', tags)}
              disabled={locked}
              tokenSeparators={[',']}
              open={false}
              suffixIcon={null}
            />
          </Flex>
          <Flex vertical gap={4}>
            <label htmlFor="edit-department">Department</label>
            <Input
              id="edit-department"
              maxLength={DEPARTMENT_MAX_LENGTH}
              value={values.department ?? ''}
              onChange={(e) => set('department', e.target.value)}
              disabled={locked}
            />
          </Flex>
          <Flex vertical gap={4}>
            <label htmlFor="edit-comments">Comments</label>
            <Input.TextArea
              id="edit-comments"
              rows={4}
              maxLength={ORDER_COMMENTS_MAX_LENGTH}
              value={values.comments ?? ''}
              onChange={(e) => set('comments', e.target.value)}
              disabled={locked}
            />
          </Flex>
          {problem && <Alert type="error" showIcon title={problem} role="alert" />}
          <Flex gap="small">
            <Button type="primary" htmlType="submit" disabled={locked || !changed} loading={props.saving}>
              Save
            </Button>
            <Button onClick={() => setValues(initial)} disabled={!changed || props.saving}>
              Undo changes
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
