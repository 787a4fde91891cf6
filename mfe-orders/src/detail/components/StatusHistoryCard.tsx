import { formatToronto } from '@portal/shared';
import { Flex, Typography } from '@portal/shared/antd';
import { Card, Timeline } from '@portal/shared/antd-detail';
import type { OrderDetail } from '../api';

// The status history as a timeline, newest first: what the order became, who moved it, when
// (Toronto time), and the comment if there was one (a customer's answer carries theirs; a move with
// no user after the creation is the customer's, through an approval link).

export function StatusHistoryCard({ order }: { order: OrderDetail }) {
  const entries = [...order.history].reverse();
  const who = (entry: OrderDetail['history'][number]) =>
    entry.user ? ` · ${entry.user.name}` : entry.fromStatus !== null ? ' · Customer' : '';
  return (
    <Card title="Status history" size="small">
      <section aria-label="Status history">
        <Timeline
          items={entries.map((entry, index) => ({
            key: entry.id,
            color: index === 0 ? 'blue' : 'gray',
            title: <Typography.Text strong>{entry.text}</Typography.Text>,
            content: (
              <Flex vertical>
                <Typography.Text type="secondary">{`${formatToronto(entry.at)}${who(entry)}`}</Typography.Text>
                {entry.comment && <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{entry.comment}</Typography.Text>}
              </Flex>
            ),
          }))}
        />
      </section>
    </Card>
  );
}
