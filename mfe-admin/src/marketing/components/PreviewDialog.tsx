import { marketingDownloadPath } from '@portal/shared';
import { Button, Modal } from '@portal/shared/antd';
import { DownloadOutlined } from '@portal/shared/icons';
import type { MarketingResource } from '../api';

// spec 002 §2: the preview dialog of an image or a video, shown from its /Images/Marketing path,
// with a link to download the file (its /ImageDown path, spec 002 §7).

export function PreviewDialog({ resource: r, onClose }: { resource: MarketingResource; onClose: () => void }) {
  return (
    <Modal
      open
      title={r.name}
      width={800}
      onCancel={onClose}
      footer={
        <Button icon={<DownloadOutlined />} href={marketingDownloadPath(r.path)}>
          Download
        </Button>
      }
    >
      {r.type === 'VIDEO' ? (
        <video
          src={r.path}
          controls
          autoPlay
          muted
          poster={r.thumbnail ?? undefined}
          aria-label={r.name}
          style={{ width: '100%', maxHeight: '70vh' }}
        />
      ) : (
        <img
          src={r.path}
          alt={r.name}
          style={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: '0 auto', objectFit: 'contain' }}
        />
      )}
    </Modal>
  );
}
