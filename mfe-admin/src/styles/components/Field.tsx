import type { ReactNode } from 'react';
import { Flex, Typography } from '@portal/shared/antd';

/** A labelled value or control of the style editor's dialogs. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      {children}
    </Flex>
  );
}
