import { useEffect, useState } from 'react';
import { Modal, Typography } from '@portal/shared/antd';
import { sessionApi, type SystemMessage } from '../session/sessionApi';
import { dismiss, dismissedIds } from './dismissedMessages';

/**
 * Lists the system messages this device has not seen yet. Closing the dialog in any way (X,
 * Escape, OK) marks every message it listed as seen.
 */
export function SystemMessagesDialog() {
  const [unseen, setUnseen] = useState<SystemMessage[]>([]);
  // The Modal is mounted only once there is something to show (and stays for its closing
  // animation): a closed antd Modal still renders and generates its styles, on every page a
  // signed-in user opens, in the time before the page's first rows.
  const [mounted, setMounted] = useState(false);
  if (unseen.length > 0 && !mounted) setMounted(true);

  useEffect(() => {
    const controller = new AbortController();
    sessionApi
      .systemMessages(controller.signal)
      .then((list) => {
        const seen = new Set(dismissedIds());
        setUnseen(list.filter((m) => !seen.has(m.id)));
      })
      .catch(() => setUnseen([]));
    return () => controller.abort();
  }, []);

  const close = () => {
    dismiss(unseen.map((m) => m.id));
    setUnseen([]);
  };

  if (!mounted) return null;
  return (
    <Modal
      title="System Messages"
      open={unseen.length > 0}
      onOk={close}
      onCancel={close}
      okText="OK"
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      {unseen.map((m) => (
        <Typography.Paragraph key={m.id} style={{ whiteSpace: 'pre-wrap' }}>
          {m.message}
        </Typography.Paragraph>
      ))}
    </Modal>
  );
}
