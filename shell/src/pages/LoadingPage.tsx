import { Spin } from '@portal/shared/antd-base';
import { CenteredMessage } from './CenteredMessage';

export function LoadingPage() {
  return (
    <CenteredMessage>
      <Spin size="large" aria-label="Loading" />
    </CenteredMessage>
  );
}
