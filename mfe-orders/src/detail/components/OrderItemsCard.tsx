import { designImageUrl, formatMoney, sizedImageUrl } from '@portal/shared';
import { StoredImage } from '@portal/shared/ui';
import { Flex, Tag, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-detail';
import type { OrderDetail } from '../api';
import { ItemImage } from './ItemImage';
import { SizeGrid } from './SizeGrid';

// The order's items: the product's picture and its design's art (a thumbnail of the stored file), style,
// colour, design, prices, and the size grid.

export function OrderItemsCard({ order }: { order: OrderDetail }) {
  const money = (cents: number) => formatMoney(cents, order.currency);
  return (
    <Card title={`Items (${order.items.length})`} size="small">
      <Flex vertical gap="large">
        {order.items.map((item) => {
          const upcharges = item.sizes.filter((s) => s.upchargeCents > 0);
          return (
            <Flex key={item.id} gap="middle" wrap data-testid="order-item">
              <ItemImage src={item.image} alt={`${item.styleCode} ${item.color}`} />
              {item.designId && item.designVariation !== null && (
                <StoredImage
                  src={sizedImageUrl(designImageUrl({ id: item.designId, variation: item.designVariation }), 'thumb')}
                  alt={`Design ${item.designId}-${item.designVariation}`}
                  width={96}
                  height={96}
                  lazy
                  style={{ objectFit: 'contain' }}
                />
              )}
              <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
                <Typography.Text strong>{`${item.line}. ${item.styleCode} - ${item.name}`}</Typography.Text>
                <Typography.Text>
                  {`${item.color} (${item.colorCode})`}
                  {item.designId ? ` · Design ${item.designId}${item.designVariation ? `-${item.designVariation}` : ''}` : ''}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {`Price ${money(item.priceCents)} · Final ${money(item.finalPriceCents)}`}
                  {upcharges.length ? ` · Upcharge ${upcharges.map((s) => `${s.size} +${money(s.upchargeCents)}`).join(', ')}` : ''}
                </Typography.Text>
                <div style={{ overflowX: 'auto' }}>
                  <SizeGrid sizes={item.sizes} caption={`Sizes of ${item.styleCode} ${item.color}`} />
                </div>
                <Flex gap="small" wrap>
                  <Tag>{`${item.quantity} units`}</Tag>
                  {item.shipped > 0 && <Tag color="green">{`${item.shipped} shipped`}</Tag>}
                  <Typography.Text strong>{money(item.amountCents)}</Typography.Text>
                </Flex>
              </Flex>
            </Flex>
          );
        })}
      </Flex>
    </Card>
  );
}
