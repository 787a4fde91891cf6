import type { ReactNode } from 'react';
import { Flex } from '@portal/shared/antd-base';

export function CenteredMessage({ children }: { children: ReactNode }) {
  return (
    <Flex vertical align="center" justify="center" gap={8} style={{ minHeight: '50vh', padding: 24, textAlign: 'center' }}>
      {children}
    </Flex>
  );
}
