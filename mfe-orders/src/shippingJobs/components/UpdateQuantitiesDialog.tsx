import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, notify } from '@portal/shared';
import { Flex, Modal, Typography } from '@portal/shared/antd';
import { ordersKeys } from '../../queryKeys';
import { updateShippingJob, type ShippingJob } from '../api';
import { anyAboveZero, fullQuantities, type ShipQuantity } from '../shipQuantities';
import { ShipQuantityGrid } from './ShipQuantityGrid';

// Update Shipping Quantities (spec 002 §4, §5, §7): offered while the job has not shipped; the
// quantities start at the full quantities (all the job may carry); Update needs some quantity
// above 0; updateShippingJob({ orderNumb: the job's number, items }). Success says 'Shipping
// quantities updated successfully'; a failure 'Failed to update shipping job.' (or the server's
// reason) and the dialog stays.

export function UpdateQuantitiesDialog({ job, onClose }: { job: ShippingJob; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [quantities, setQuantities] = useState(() => {
    const all = new Map<number, ShipQuantity>();
    for (const item of job.items)
      for (const [id, q] of fullQuantities(item.sizes, item.order.orderType, item.order.currency)) all.set(id, q);
    return all;
  });
  const update = useMutation({
    mutationFn: () =>
      updateShippingJob({
        orderNumb: job.id,
        items: job.items.flatMap((i) => i.sizes.map((s) => ({ id: s.id, abbr: s.display, ...(quantities.get(s.id) ?? { C: 0, U: 0 }) }))),
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(ordersKeys.shippingJob(job.id), updated);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.shippingJobs() });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      notify.success(messages.shippingQuantitiesUpdated);
      onClose();
    },
  });
  return (
    <Modal
      open
      width={800}
      title="Update Shipping Quantities"
      okText="Update"
      cancelText="Close"
      okButtonProps={{ disabled: !anyAboveZero(quantities.values()) }}
      confirmLoading={update.isPending}
      onOk={() => update.mutate()}
      onCancel={onClose}
    >
      <Flex vertical gap="middle">
        {job.items.map((item) => (
          <Flex key={item.id} vertical gap={4}>
            <Typography.Text>{`Order #${item.order.numb} · ${item.item.sku} ${item.item.name} (${item.item.color})`}</Typography.Text>
            <ShipQuantityGrid
              label={`${item.item.sku} ${item.item.color}`}
              sizes={item.sizes}
              orderType={item.order.orderType}
              currency={item.order.currency}
              value={quantities}
              onChange={(id, next) => setQuantities((m) => new Map(m).set(id, next))}
            />
          </Flex>
        ))}
      </Flex>
    </Modal>
  );
}
