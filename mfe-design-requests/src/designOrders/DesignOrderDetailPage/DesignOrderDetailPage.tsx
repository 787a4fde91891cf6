import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DESIGN_SAMPLE_LIMITS as L,
  DESIGN_SAMPLE_MESSAGES as M,
  formatCalendarDate,
  formatToronto,
  messages,
  sizedImageUrl,
} from '@portal/shared';
import { Button, Flex, Input, Space, Tag, Typography } from '@portal/shared/antd';
import { Card, Descriptions } from '@portal/shared/antd-detail';
import {
  ConfirmDialog,
  PageLoadProblem,
  PageLoading,
  PageNotFound,
  saveBlob,
  Timeline,
  useBack,
  useUrlDialog,
  StoredImage,
} from '@portal/shared/ui';
import { designRequestsKeys } from '../../queryKeys';
import { useLiveRecord } from '@portal/shared/live';
import { approvedOrderPath, SAMPLE_ROUTES } from '../../urls';
import { timelineDays } from '../../samples/timelineDays';
import { addOrderComment, cancelDesignOrder, fetchDesignFiles, fetchDesignOrder } from '../api';

const QuantityDialog = lazy(() => import('../components/QuantityDialog').then((m) => ({ default: m.QuantityDialog })));
const CreatePoDialog = lazy(() => import('../components/CreatePoDialog').then((m) => ({ default: m.CreatePoDialog })));

// /designOrders/{id} (spec 002 §2-§4): the design (its files as a zip), quantity (requested below
// status 2, ordered from 2), vendor, PO, linked orders (to /approved/{id}) and the timeline. The
// actions are the server's (`actions`, from shared designOrderActions): Update Quantity below 2,
// Create Po at 1, Cancel Request below 3; each dialog is in the URL (?dialog=…).

const DIALOGS = ['quantity', 'po', 'cancel'] as const;

export function DesignOrderDetailPage() {
  const { id: param } = useParams();
  const id = Number(param);
  const valid = /^\d{1,9}$/.test(param ?? '') && id > 0;
  const back = useBack(SAMPLE_ROUTES.orders);
  const dialog = useUrlDialog(DIALOGS);
  const queryClient = useQueryClient();
  const order = useQuery({
    queryKey: designRequestsKeys.designOrder(id),
    queryFn: ({ signal }) => fetchDesignOrder(id, signal),
    enabled: valid,
  });
  useLiveRecord('design_order', valid ? id : null, [designRequestsKeys.designOrder(id)]);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: designRequestsKeys.designOrder(id) }),
      queryClient.invalidateQueries({ queryKey: designRequestsKeys.designOrders() }),
    ]);
  const download = useMutation({ mutationFn: async (key: string) => saveBlob(await fetchDesignFiles(key), `${key}.zip`) });

  if (!valid || order.data === null)
    return <PageNotFound title={M.orderNotFound} backTo={SAMPLE_ROUTES.orders} backText="Back to Design Orders" />;
  if (order.error)
    return (
      <PageLoadProblem
        error={order.error}
        notFoundTitle={M.orderNotFound}
        forbiddenTitle={M.noRight}
        failedTitle={messages.somethingWentWrong}
        backTo={SAMPLE_ROUTES.orders}
        onRetry={() => void order.refetch()}
      />
    );
  if (!order.data) return <PageLoading />;
  const o = order.data;
  const may = (a: string) => o.actions.includes(a);

  return (
    <Flex vertical gap="middle">
      <Flex align="center" justify="space-between" wrap gap="small">
        <Space align="center">
          <Button onClick={back}>Back</Button>
          <Typography.Title level={4} style={{ margin: 0 }}>{`Design Order #${o.id}`}</Typography.Title>
          <Tag aria-label="Order status">{o.status.description}</Tag>
        </Space>
        <Space wrap>
          {may('updateQuantity') && <Button onClick={() => dialog.open('quantity')}>Update Quantity</Button>}
          {may('createPo') && (
            <Button type="primary" onClick={() => dialog.open('po')}>
              Create Po
            </Button>
          )}
          {may('cancel') && (
            <Button danger onClick={() => dialog.open('cancel')}>
              Cancel Request
            </Button>
          )}
        </Space>
      </Flex>
      <Card title="Order">
        <Flex gap="large" wrap>
          <Flex vertical gap="small" align="center">
            <StoredImage
              src={sizedImageUrl(o.design.image, 'thumb')}
              alt={`Design ${o.design.key}`}
              width={120}
              height={120}
              style={{ objectFit: 'contain' }}
            />
            <Button loading={download.isPending} onClick={() => download.mutate(o.design.key)}>
              Design Files
            </Button>
          </Flex>
          <Descriptions
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'design', label: 'Design', children: o.design.key },
              { key: 'method', label: 'Design Method', children: o.designMethod },
              { key: 'quantity', label: o.status.code < 2 ? 'Quantity Requested' : 'Quantity Ordered', children: o.quantity },
              { key: 'vendor', label: 'Vendor', children: `${o.vendor.number} - ${o.vendor.name}` },
              { key: 'po', label: 'PO#', children: o.po ?? '' },
              { key: 'required', label: 'Date Required', children: o.dateRequired ? formatCalendarDate(o.dateRequired) : '' },
              { key: 'ordered', label: 'Date Ordered', children: o.dateOrdered ? formatToronto(o.dateOrdered) : '' },
              { key: 'created', label: 'Date Created', children: `${formatToronto(o.createdOn)} by ${o.createdBy.name}` },
              {
                key: 'orders',
                label: 'Orders',
                children: (
                  <Space wrap>
                    {o.orders.map((x) => (
                      <Link key={x.id} to={approvedOrderPath(x.id)}>{`${x.numb} (${x.quantity})`}</Link>
                    ))}
                  </Space>
                ),
              },
            ]}
          />
        </Flex>
      </Card>
      <Timeline days={timelineDays(o.timeline)} readOnly={!may('comment')} composer={<OrderComposer id={o.id} onPosted={refresh} />} />
      <Suspense fallback={null}>
        {may('updateQuantity') && dialog.name === 'quantity' && (
          <QuantityDialog id={o.id} current={o.quantity} onClose={dialog.close} onDone={refresh} />
        )}
        {may('createPo') && dialog.name === 'po' && <CreatePoDialog id={o.id} onClose={dialog.close} onDone={refresh} />}
      </Suspense>
      {may('cancel') && dialog.name === 'cancel' && (
        <ConfirmDialog
          title="Cancel Request"
          okText="Cancel Request"
          danger
          onConfirm={async () => (await cancelDesignOrder(o.id), await refresh())}
          onClose={dialog.close}
        >
          {`Cancel design order #${o.id}? ${messages.actionIrreversible}`}
        </ConfirmDialog>
      )}
    </Flex>
  );
}

function OrderComposer({ id, onPosted }: { id: number; onPosted: () => Promise<unknown> }) {
  const [text, setText] = useState('');
  const tooLong = text.length > L.comment;
  const post = useMutation({
    mutationFn: () => addOrderComment(id, text.trim()),
    onSuccess: async () => {
      setText('');
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
      <Button type="primary" disabled={!text.trim() || tooLong} loading={post.isPending} onClick={() => post.mutate()}>
        Post
      </Button>
    </Flex>
  );
}
