import { formatToronto } from '@portal/shared';
import { Flex, Tag, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-detail';
import type { OrderDetail } from '../api';

// The approval links sent to the customer and what became of each.

function outcome(a: OrderDetail['approvals'][number]) {
  if (a.result === 'approved') return <Tag color="green">Approved</Tag>;
  if (a.result === 'rejected') return <Tag color="red">Not approved</Tag>;
  if (a.superseded) return <Tag>Superseded</Tag>;
  return <Tag color="blue">Awaiting answer</Tag>;
}

export function CustomerApprovalsCard({ order }: { order: OrderDetail }) {
  if (!order.approvals.length) return null;
  return (
    <Card title="Customer approvals" size="small">
      <Flex vertical gap="middle">
        {order.approvals.map((a) => (
          <Flex key={a.createdAt} vertical gap={2}>
            <Flex gap="small" wrap align="center">
              {outcome(a)}
              <Typography.Text>{`Sent ${formatToronto(a.createdAt)}${a.createdBy ? ` by ${a.createdBy}` : ''} to ${a.sentTo.join(', ')}`}</Typography.Text>
            </Flex>
            {a.usedAt && (
              <Typography.Text type="secondary">{`Answered ${formatToronto(a.usedAt)} by ${a.name} <${a.email}>`}</Typography.Text>
            )}
            {a.comment && <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{a.comment}</Typography.Text>}
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
