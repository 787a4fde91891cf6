import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { COLLECTION_IMAGE_TYPES, messages, notify, type CollectionImageType } from '@portal/shared';
import { Flex, Modal, Typography } from '@portal/shared/antd';
import { Radio } from '@portal/shared/antd-detail';
import { regenerateImages, type OrderRow } from '../api';

// Regenerate images (spec 000 §4, §5, §8): each selected collection is set to M (Ghost) or
// V (Vector) and its item images are drawn again. Success 'Images were regenerated successfully.';
// failure the combine wording, which the spec reuses here.

export function RegenerateImagesDialog({
  collections,
  onClose,
  onDone,
}: {
  collections: OrderRow[];
  onClose: () => void;
  onDone: () => void;
}) {
  const [types, setTypes] = useState<Record<number, CollectionImageType>>(() =>
    Object.fromEntries(collections.map((c) => [c.id, c.imageType ?? 'M'])),
  );
  const regenerate = useMutation({
    mutationFn: () => regenerateImages(collections.map((c) => ({ id: c.id, imageType: types[c.id] }))),
    onSuccess: () => {
      notify.success(messages.imagesRegenerated);
      onDone();
      onClose();
    },
    onError: () => notify.error(messages.regenerateImagesFailed),
  });

  return (
    <Modal
      open
      title="Regenerate Images"
      okText="Regenerate"
      okButtonProps={{ disabled: !collections.length }}
      confirmLoading={regenerate.isPending}
      onOk={() => regenerate.mutate()}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        {collections.map((c) => (
          <Flex key={c.id} align="center" justify="space-between" gap={12}>
            <Typography.Text>{`#${c.number} ${c.po ?? ''}`}</Typography.Text>
            <Radio.Group
              aria-label={`Image type of #${c.number}`}
              value={types[c.id]}
              onChange={(e) => setTypes((t) => ({ ...t, [c.id]: e.target.value as CollectionImageType }))}
              options={COLLECTION_IMAGE_TYPES.map((o) => ({ value: o.value, label: `${o.label} (${o.value})` }))}
            />
          </Flex>
        ))}
      </Flex>
    </Modal>
  );
}
