import { useState, type ReactNode } from 'react';
import { Modal } from '@portal/shared/antd';

/** A question before an action that cannot simply be undone; OK runs it and closes when it succeeds. */
export function ConfirmDialog({ title, children, okText, onConfirm, onClose }: { title: string; children: ReactNode; okText: string; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText="Close"
      confirmLoading={busy}
      onCancel={onClose}
      onOk={async () => {
        setBusy(true);
        try {
          await onConfirm();
          onClose();
        } catch {
          // The call showed its message; the dialog stays for another try.
        } finally {
          setBusy(false);
        }
      }}
    >
      {children}
    </Modal>
  );
}
