import { messages } from '@portal/shared/core';
import { Typography } from '@portal/shared/antd-base';
import { CenteredMessage } from './CenteredMessage';

/** Unknown paths (spec 000 §2), and guarded pages the user may not open. */
export function NotFoundPage() {
  return (
    <CenteredMessage>
      <Typography.Title level={3}>{messages.notFoundTitle}</Typography.Title>
      <Typography.Text type="secondary">{messages.notFoundHint}</Typography.Text>
    </CenteredMessage>
  );
}
