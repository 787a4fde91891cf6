import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Modal } from '@portal/shared/antd';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  okText: string;
  cancelText?: string;
  /** A red OK button (delete, cancel). */
  danger?: boolean;
  /** The action; the dialog closes when it succeeds and stays (for another try) when it fails. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** A question before an action that cannot simply be undone; OK runs it and closes when it succeeds. */
export function ConfirmDialog({ title, children, okText, cancelText = 'Close', danger, onConfirm, onClose }: ConfirmDialogProps) {
  // The call shows its own message on failure (the shared client, or actionCall): nothing to do here.
  const confirm = useMutation({ mutationFn: () => onConfirm(), onSuccess: onClose });
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={cancelText}
      confirmLoading={confirm.isPending}
      okButtonProps={danger ? { danger: true } : undefined}
      onCancel={onClose}
      onOk={() => confirm.mutate()}
    >
      {children}
    </Modal>
  );
}
