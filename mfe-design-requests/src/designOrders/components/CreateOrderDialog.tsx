import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DESIGN_SAMPLE_MESSAGES as M, designQuantitySchema, fill, notify } from '@portal/shared';
import { Flex, Modal, Select, Typography } from '@portal/shared/antd';
import { InputNumber } from '@portal/shared/antd-form';
import { designRequestsKeys } from '../../queryKeys';
import { designOrderPath } from '../../urls';
import { createDesignOrder, fetchSampledDesigns } from '../api';

// Create Order (spec 002 §5): a design from the sampled designs (its approved sample's vendor fills
// it) and a whole quantity of at least 1 (default 1; shared designQuantitySchema, the server's too).

export function CreateOrderDialog({ onClose }: { onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [design, setDesign] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | null>(1);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const designs = useQuery({
    queryKey: designRequestsKeys.sampledDesigns(search),
    queryFn: ({ signal }) => fetchSampledDesigns(search, signal),
  });
  const quantityOk = designQuantitySchema.safeParse(quantity).success;
  const create = useMutation({
    mutationFn: () => createDesignOrder(design!, quantity!),
    onSuccess: (id) => {
      notify.success(fill(M.orderCreated, { id }));
      void queryClient.invalidateQueries({ queryKey: designRequestsKeys.designOrders() });
      onClose();
      void navigate(designOrderPath(id));
    },
  });
  const chosen = designs.data?.find((d) => d.key === design);
  return (
    <Modal
      open
      title="Create Order"
      okText="Create"
      onOk={() => create.mutate()}
      okButtonProps={{ disabled: !design || !quantityOk, loading: create.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap="small">
        <label htmlFor="order-design">Design</label>
        <Select
          id="order-design"
          showSearch
          filterOption={false}
          onSearch={setSearch}
          placeholder="Choose a sampled design"
          loading={designs.isFetching}
          value={design}
          onChange={setDesign}
          options={(designs.data ?? []).map((d) => ({ value: d.key, label: d.key }))}
          notFoundContent={designs.isFetching ? 'Loading…' : 'No sampled designs'}
        />
        {chosen && <Typography.Text type="secondary">{`Vendor: ${chosen.vendor.number} - ${chosen.vendor.name}`}</Typography.Text>}
        <label htmlFor="order-quantity">Quantity</label>
        <InputNumber id="order-quantity" step={1} value={quantity} onChange={setQuantity} status={quantityOk ? undefined : 'error'} />
        {!quantityOk && <Typography.Text type="danger">{M.quantityInvalid}</Typography.Text>}
      </Flex>
    </Modal>
  );
}
