import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DESIGN_SAMPLE_MESSAGES as M, fill, notify } from '@portal/shared';
import { Modal, Select, Typography } from '@portal/shared/antd';
import { designRequestsKeys } from '../../queryKeys';
import { sampleRequestPath } from '../../urls';
import { createSampleRequest, fetchAvailableDesigns } from '../api';

// Create Sample Request (spec 002 §5: a design is required): a design from availableDesigns (typed
// text narrows it on the server); the new request opens.

export function CreateSampleDialog({ onClose }: { onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [design, setDesign] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const designs = useQuery({
    queryKey: designRequestsKeys.availableDesigns(search),
    queryFn: ({ signal }) => fetchAvailableDesigns(search, signal),
  });
  const create = useMutation({
    mutationFn: () => createSampleRequest(design!),
    onSuccess: (id) => {
      notify.success(fill(M.sampleCreated, { id }));
      void queryClient.invalidateQueries({ queryKey: designRequestsKeys.samples() });
      void queryClient.invalidateQueries({ queryKey: designRequestsKeys.allAvailableDesigns() });
      onClose();
      void navigate(sampleRequestPath(id));
    },
  });
  return (
    <Modal
      open
      title="Create Sample Request"
      okText="Create"
      onOk={() => create.mutate()}
      okButtonProps={{ disabled: !design, loading: create.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <label htmlFor="sample-design">Design</label>
      <Select
        id="sample-design"
        showSearch
        style={{ width: '100%' }}
        placeholder="Choose a design"
        filterOption={false}
        onSearch={setSearch}
        loading={designs.isFetching}
        value={design}
        onChange={setDesign}
        options={(designs.data ?? []).map((d) => ({ value: d.key, label: d.key }))}
        notFoundContent={designs.isFetching ? 'Loading…' : 'No available designs'}
      />
      {!design && <Typography.Text type="secondary">{M.designRequired}</Typography.Text>}
    </Modal>
  );
}
