import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Modal, Spin, Tag } from '@portal/shared/antd';
import { Descriptions } from '@portal/shared/antd-detail';
import { formatTorontoDate, messages } from '@portal/shared';
import { fetchDesign } from '../api';
import { designsColorKeys } from '../../queryKeys';
import { StoredImage } from '@portal/shared/ui';

// The design detail dialog (spec 001 §2.3 "Row click opens a design detail dialog"): the artwork and
// the fields of §3.3 that have a value. Its subject is in the URL (?action=design&id=D123-1).

export function DesignDetailDialog({ id, variation, onClose }: { id: string; variation: number; onClose: () => void }) {
  const design = useQuery({
    queryKey: designsColorKeys.design(id, variation),
    queryFn: ({ signal }) => fetchDesign(id, variation, signal),
  });
  const d = design.data;
  return (
    <Modal open title={`Design ${id}-${variation}`} footer={null} onCancel={onClose} width={760}>
      {design.isPending && <Spin />}
      {design.isError && <Alert type="error" title={messages.designFetchFailed} />}
      {design.isSuccess && !d && <Alert type="warning" title="This design does not exist." />}
      {d && (
        <Flex gap={16} align="flex-start">
          <StoredImage
            src={d.image}
            alt={`Design ${d.id}-${d.variation}`}
            width={200}
            height={200}
            style={{ border: '1px solid #ddd', borderRadius: 8 }}
          />
          <Descriptions size="small" column={1} bordered style={{ flex: 1 }}>
            <Descriptions.Item label="Active">
              {d.active ? 'Yes' : `No${d.disabledComment ? ` (${d.disabledComment})` : ''}`}
            </Descriptions.Item>
            <Descriptions.Item label="Method">{d.methodName}</Descriptions.Item>
            {d.customer && d.customerName && (
              <Descriptions.Item label="Customer">{`${d.customer} - ${d.customerName ?? ''}`}</Descriptions.Item>
            )}
            {d.leagueName && (
              <Descriptions.Item label="League">{`${d.leagueName}${d.leagueApproved ? ' (approved)' : ''}`}</Descriptions.Item>
            )}
            {d.teamName && <Descriptions.Item label="Team">{d.teamName}</Descriptions.Item>}
            {d.playerName && <Descriptions.Item label="Player">{d.playerName}</Descriptions.Item>}
            <Descriptions.Item label="Size">{`${d.width} × ${d.height} in`}</Descriptions.Item>
            {d.code && <Descriptions.Item label="Drop Code">{d.code}</Descriptions.Item>}
            {d.parentId && <Descriptions.Item label="Parent ID">{d.parentId}</Descriptions.Item>}
            {d.royaltyCode && (
              <Descriptions.Item label="Royalty">{`${d.royaltyCode}${d.royaltyDesc ? ` - ${d.royaltyDesc}` : ''}`}</Descriptions.Item>
            )}
            {d.text && <Descriptions.Item label="Text">{d.text}</Descriptions.Item>}
            {d.comment && <Descriptions.Item label="Comment">{d.comment}</Descriptions.Item>}
            {d.tags.length > 0 && (
              <Descriptions.Item label="Tags">
                {d.tags.map((t) => (
                  <Tag key={t}>{t}</Tag>
                ))}
              </Descriptions.Item>
            )}
            <Descriptions.Item label="Colors">
              <Flex gap={4} wrap>
                {d.colors.map((c) => (
                  <Tag key={c.rgbHex + c.name} color={`#${c.rgbHex}`} style={{ color: luminance(c.rgbHex) > 0.6 ? '#000' : '#fff' }}>
                    {`${c.name} #${c.rgbHex}`}
                  </Tag>
                ))}
              </Flex>
            </Descriptions.Item>
            <Descriptions.Item label="Created">{formatTorontoDate(d.createdAt)}</Descriptions.Item>
            {d.lastUsed && <Descriptions.Item label="Last Used">{formatTorontoDate(d.lastUsed)}</Descriptions.Item>}
          </Descriptions>
        </Flex>
      )}
    </Modal>
  );
}

function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
