import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { DESIGN_SAMPLE_LIMITS as L, DESIGN_SAMPLE_MESSAGES as M } from '@portal/shared';
import { Button, Flex, Input, Modal, Tooltip } from '@portal/shared/antd';
import { FileDrop } from '@portal/shared/ui';
import { receiveSamples, stageSampleFiles, type StagedSampleFile } from '../api';
import { SAMPLE_FILE_DROP } from '../sampleFiles';

// Recieve Samples (spec 002 §4, §5): at status 1; 1 to 5 files (the submit is disabled with the
// tooltip 'Please attach at least 1 file' until one is attached), the comment optional.

export function ReceiveSamplesDialog({ id, onClose, onDone }: { id: number; onClose: () => void; onDone: () => Promise<unknown> }) {
  const [files, setFiles] = useState<StagedSampleFile[]>([]);
  const [comment, setComment] = useState('');
  const receive = useMutation({
    mutationFn: () =>
      receiveSamples(
        id,
        comment.trim(),
        files.map((f) => Number(f.id)),
      ),
    onSuccess: async () => {
      await onDone();
      onClose();
    },
  });
  const tooLong = comment.length > L.comment;
  const submit = (
    <Button type="primary" disabled={!files.length || tooLong} loading={receive.isPending} onClick={() => receive.mutate()}>
      Recieve Samples
    </Button>
  );
  return (
    <Modal
      open
      title="Recieve Samples"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        files.length ? (
          <span key="ok">{submit}</span>
        ) : (
          <Tooltip key="ok" title={M.attachFileRequired}>
            <span>{submit}</span>
          </Tooltip>
        ),
      ]}
    >
      <Flex vertical gap="middle">
        <FileDrop<StagedSampleFile>
          value={files}
          onChange={setFiles}
          upload={(picked, onProgress) => stageSampleFiles(id, picked, onProgress)}
          {...SAMPLE_FILE_DROP}
          label="Attach sample photos"
          hint="1 to 5 files: images or PDF, 10 MB each."
        />
        <Input.TextArea
          aria-label="Comment"
          placeholder="Comment (optional)"
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          autoSize={{ minRows: 2, maxRows: 6 }}
          status={tooLong ? 'error' : undefined}
        />
        {tooLong && <span role="alert">{M.commentTooLong}</span>}
      </Flex>
    </Modal>
  );
}
