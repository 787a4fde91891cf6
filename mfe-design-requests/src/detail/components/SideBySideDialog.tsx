import { useState } from 'react';
import { Flex, Modal, Select, Typography } from '@portal/shared/antd';
import type { DesignRequestDetail } from '../api';
import { ProbedImage } from './ProbedImage';

// Side by side (spec 001 §2.2): the art beside one reference image of the request (a choice when
// there are several); both are probed before they show, and retried (ProbedImage).

export function SideBySideDialog({ r, onClose }: { r: DesignRequestDetail; onClose: () => void }) {
  const [refId, setRefId] = useState(r.referenceFiles[0]?.id ?? null);
  const ref = r.referenceFiles.find((f) => f.id === refId) ?? null;
  return (
    <Modal open title="Art and Reference" footer={null} onCancel={onClose} width={1000} destroyOnHidden>
      <Flex gap={16} align="start">
        <Flex vertical gap={8} style={{ flex: 1 }} role="figure" aria-label="Art">
          <Typography.Text strong>Art</Typography.Text>
          {r.art ? (
            <ProbedImage src={r.art} alt={`Art of design request ${r.id}`} />
          ) : (
            <Typography.Text type="secondary">Awaiting Art</Typography.Text>
          )}
        </Flex>
        <Flex vertical gap={8} style={{ flex: 1 }} role="figure" aria-label="Reference">
          <Flex gap={8} align="center">
            <Typography.Text strong>Reference</Typography.Text>
            {r.referenceFiles.length > 1 && (
              <Select
                aria-label="Reference image"
                size="small"
                style={{ minWidth: 200 }}
                value={refId ?? undefined}
                options={r.referenceFiles.map((f) => ({ value: f.id, label: f.fileName }))}
                onChange={(v: number) => setRefId(v)}
              />
            )}
          </Flex>
          {ref ? (
            <ProbedImage key={ref.id} src={ref.path} alt={ref.fileName} />
          ) : (
            <Typography.Text type="secondary">No reference image</Typography.Text>
          )}
        </Flex>
      </Flex>
    </Modal>
  );
}
