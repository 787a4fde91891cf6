import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DESIGN_SAMPLE_LIMITS as L, DESIGN_SAMPLE_MESSAGES as M, formatToronto, messages, sizedImageUrl } from '@portal/shared';
import { Button, Flex, Input, Modal, Select, Space, Tag, Typography } from '@portal/shared/antd';
import { Card, Descriptions } from '@portal/shared/antd-detail';
import {
  ConfirmDialog,
  FileDrop,
  PageLoadProblem,
  PageLoading,
  PageNotFound,
  Timeline,
  useBack,
  useUrlDialog,
  StoredImage,
} from '@portal/shared/ui';
import { designRequestsKeys } from '../../queryKeys';
import { useLiveRecord } from '@portal/shared/live';
import { SAMPLE_ROUTES } from '../../urls';
import {
  addSampleComment,
  approveSample,
  cancelSampleRequest,
  fetchSampleRequest,
  stageSampleFiles,
  type SampleRequest,
  type StagedSampleFile,
} from '../api';
import { SAMPLE_FILE_DROP } from '../sampleFiles';
import { timelineDays } from '../timelineDays';

const ReceiveSamplesDialog = lazy(() => import('../components/ReceiveSamplesDialog').then((m) => ({ default: m.ReceiveSamplesDialog })));
const AddPriceDialog = lazy(() => import('../components/AddPriceDialog').then((m) => ({ default: m.AddPriceDialog })));

// /designSampleRequests/{id} (spec 002 §2-§4): the design, the dates, the status and the timeline
// (comments with files, vendor prices). The actions are the server's (`actions`, from shared
// designSampleActions): Recieve Samples at 1, Add Price at 2, Approve Sample once a vendor has a
// price, Cancel Request below 3; each dialog is in the URL (?dialog=…). A missing request shows
// the not-found state.

const DIALOGS = ['receive', 'price', 'approve', 'cancel'] as const;

export function SampleRequestDetailPage() {
  const { id: param } = useParams();
  const id = Number(param);
  const valid = /^\d{1,9}$/.test(param ?? '') && id > 0;
  const back = useBack(SAMPLE_ROUTES.samples);
  const dialog = useUrlDialog(DIALOGS);
  const queryClient = useQueryClient();
  const sample = useQuery({
    queryKey: designRequestsKeys.sample(id),
    queryFn: ({ signal }) => fetchSampleRequest(id, signal),
    enabled: valid,
  });
  useLiveRecord('design_sample', valid ? id : null, [designRequestsKeys.sample(id)]);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: designRequestsKeys.sample(id) }),
      queryClient.invalidateQueries({ queryKey: designRequestsKeys.samples() }),
    ]);

  const notFound = <PageNotFound title={M.sampleNotFound} backTo={SAMPLE_ROUTES.samples} backText="Back to Design Sample Requests" />;
  if (!valid || sample.data === null) return notFound;
  if (sample.error)
    return (
      <PageLoadProblem
        error={sample.error}
        notFoundTitle={M.sampleNotFound}
        forbiddenTitle={M.noRight}
        failedTitle={messages.somethingWentWrong}
        backTo={SAMPLE_ROUTES.samples}
        onRetry={() => void sample.refetch()}
      />
    );
  if (!sample.data) return <PageLoading />;
  const s = sample.data;
  const may = (a: string) => s.actions.includes(a);

  return (
    <Flex vertical gap="middle">
      <Flex align="center" justify="space-between" wrap gap="small">
        <Space align="center">
          <Button onClick={back}>Back</Button>
          <Typography.Title level={4} style={{ margin: 0 }}>{`Design Sample Request #${s.id}`}</Typography.Title>
          <Tag aria-label="Request status">{s.status.description}</Tag>
        </Space>
        <Space wrap>
          {may('receive') && (
            <Button type="primary" onClick={() => dialog.open('receive')}>
              Recieve Samples
            </Button>
          )}
          {may('addPrice') && <Button onClick={() => dialog.open('price')}>Add Price</Button>}
          {may('approve') && (
            <Button type="primary" onClick={() => dialog.open('approve')}>
              Approve Sample
            </Button>
          )}
          {may('cancel') && (
            <Button danger onClick={() => dialog.open('cancel')}>
              Cancel Request
            </Button>
          )}
        </Space>
      </Flex>
      <Card title="Request">
        <Flex gap="large" wrap>
          <StoredImage
            src={sizedImageUrl(s.design.image, 'thumb')}
            alt={`Design ${s.design.key}`}
            width={120}
            height={120}
            style={{ objectFit: 'contain' }}
          />
          <Descriptions
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'design', label: 'Design', children: `${s.design.key} (${s.design.method})` },
              { key: 'createdBy', label: 'Created By', children: s.createdBy.name },
              { key: 'requested', label: 'Date Created', children: formatToronto(s.dateRequested) },
              { key: 'received', label: 'Samples Received', children: s.dateRecieved ? formatToronto(s.dateRecieved) : '' },
              { key: 'closed', label: 'Closed', children: s.dateClosed ? formatToronto(s.dateClosed) : '' },
              { key: 'vendor', label: 'Approved Vendor', children: s.vendor ? `${s.vendor.number} - ${s.vendor.name}` : '' },
            ]}
          />
        </Flex>
      </Card>
      <Timeline days={timelineDays(s.timeline)} readOnly={!may('comment')} composer={<SampleComposer id={s.id} onPosted={refresh} />} />
      <Suspense fallback={null}>
        {may('receive') && dialog.name === 'receive' && <ReceiveSamplesDialog id={s.id} onClose={dialog.close} onDone={refresh} />}
        {may('addPrice') && dialog.name === 'price' && <AddPriceDialog id={s.id} onClose={dialog.close} onDone={refresh} />}
      </Suspense>
      {may('approve') && dialog.name === 'approve' && <ApproveDialog sample={s} onClose={dialog.close} onDone={refresh} />}
      {may('cancel') && dialog.name === 'cancel' && (
        <ConfirmDialog
          title="Cancel Request"
          okText="Cancel Request"
          danger
          onConfirm={async () => (await cancelSampleRequest(s.id), await refresh())}
          onClose={dialog.close}
        >
          {`Cancel design sample request #${s.id}? ${messages.actionIrreversible}`}
        </ConfirmDialog>
      )}
    </Flex>
  );
}

/** Approve Sample (spec 002 §4): closes the request with a vendor priced on the timeline; irreversible. */
function ApproveDialog({ sample, onClose, onDone }: { sample: SampleRequest; onClose: () => void; onDone: () => Promise<unknown> }) {
  const [vendor, setVendor] = useState<string | null>(sample.pricedVendors.length === 1 ? sample.pricedVendors[0].number : null);
  const approve = useMutation({
    mutationFn: () => approveSample(sample.id, vendor!),
    onSuccess: async () => {
      await onDone();
      onClose();
    },
  });
  return (
    <Modal
      open
      title="Approve Sample"
      okText="Approve Sample"
      onOk={() => approve.mutate()}
      okButtonProps={{ disabled: !vendor, loading: approve.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap="small">
        <Select
          aria-label="Vendor"
          placeholder="Vendor"
          value={vendor}
          onChange={setVendor}
          options={sample.pricedVendors.map((v) => ({ value: v.number, label: `${v.number} - ${v.name}` }))}
        />
        <Typography.Text type="secondary">{`The request is closed with this vendor. ${messages.actionIrreversible}`}</Typography.Text>
      </Flex>
    </Modal>
  );
}

/** A comment with files (addDesignSampleRequestComment), while the request is open. */
function SampleComposer({ id, onPosted }: { id: number; onPosted: () => Promise<unknown> }) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<StagedSampleFile[]>([]);
  const tooLong = text.length > L.comment;
  const post = useMutation({
    mutationFn: () =>
      addSampleComment(
        id,
        text.trim(),
        files.map((f) => Number(f.id)),
      ),
    onSuccess: async () => {
      setText('');
      setFiles([]);
      await onPosted();
    },
  });
  return (
    <Flex vertical gap={4} style={{ marginBottom: 12 }}>
      <Input.TextArea
        aria-label="Comment"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 2, maxRows: 6 }}
        status={tooLong ? 'error' : undefined}
      />
      {tooLong && <Typography.Text type="danger">{M.commentTooLong}</Typography.Text>}
      <FileDrop<StagedSampleFile>
        value={files}
        onChange={setFiles}
        upload={(picked, onProgress) => stageSampleFiles(id, picked, onProgress)}
        {...SAMPLE_FILE_DROP}
      />
      <Button type="primary" disabled={(!text.trim() && !files.length) || tooLong} loading={post.isPending} onClick={() => post.mutate()}>
        Post
      </Button>
    </Flex>
  );
}
