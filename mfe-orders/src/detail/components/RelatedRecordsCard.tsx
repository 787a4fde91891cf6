import { Link } from 'react-router';
import { Flex, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-detail';
import type { OrderDetail } from '../api';

// Returns and design requests of the order, as links (the server lists what the areas that keep
// them register: returns do; design requests have no table yet).

export function RelatedRecordsCard({ order }: { order: OrderDetail }) {
  const groups = [
    { title: 'Returns', links: order.returns },
    { title: 'Design requests', links: order.designRequests },
  ];
  return (
    <Card title="Related" size="small">
      <Flex vertical gap="small">
        {groups.map((group) => (
          <Flex key={group.title} gap="small" wrap>
            <Typography.Text strong>{`${group.title}:`}</Typography.Text>
            {group.links.length === 0 ? (
              <Typography.Text type="secondary">None</Typography.Text>
            ) : (
              group.links.map((link) => (
                <Link key={link.path} to={link.path}>
                  {link.label}
                </Link>
              ))
            )}
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
