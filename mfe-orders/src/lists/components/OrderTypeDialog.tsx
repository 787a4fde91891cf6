import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAllows } from '@portal/shared';
import { Checkbox, Flex, Modal, Select } from '@portal/shared/antd';
import { Form } from '@portal/shared/antd-form';
import { fetchOrderTypes, saveOrderType, type OrderRow } from '../api';
import { ordersKeys } from '../../queryKeys';

// Order type edit (spec 000 §4, §5, §6): type, event flag, rush flag; Save only when one of them
// changed; the rush checkbox is disabled without approve or orderEdit (the server refuses it too).

export function OrderTypeDialog({ order, onClose, onSaved }: { order: OrderRow; onClose: () => void; onSaved: () => void }) {
  const mayRush = useAllows('privilegedOrders');
  const types = useQuery({ queryKey: ordersKeys.orderTypes(order.id), queryFn: ({ signal }) => fetchOrderTypes(order.id, signal) });
  const [type, setType] = useState(order.order_type);
  const [event, setEvent] = useState(order.event);
  const [rush, setRush] = useState(order.rush);
  const changed = type !== order.order_type || event !== order.event || rush !== order.rush;
  // A failure is shown by the shared client.
  const save = useMutation({
    mutationFn: () => saveOrderType(order.id, { type, event, rush }),
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });

  return (
    <Modal
      open
      title={`Order Type for Order #${order.number}`}
      okText="Save"
      okButtonProps={{ disabled: !changed || types.isError }}
      confirmLoading={save.isPending}
      onOk={() => save.mutate()}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label="Type">
          <Select
            aria-label="Type"
            loading={types.isLoading}
            value={type}
            onChange={setType}
            options={(types.data ?? [{ type: order.order_type, name: order.orderTypeName }]).map((t) => ({ value: t.type, label: t.name }))}
          />
        </Form.Item>
        <Flex gap={16}>
          <Checkbox checked={event} onChange={(e) => setEvent(e.target.checked)}>
            Event
          </Checkbox>
          <Checkbox checked={rush} disabled={!mayRush} onChange={(e) => setRush(e.target.checked)}>
            Rush
          </Checkbox>
        </Flex>
      </Form>
    </Modal>
  );
}
