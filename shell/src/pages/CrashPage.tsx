import { messages } from '@portal/shared/core';
import { Typography } from '@portal/shared/antd-base';
import { CenteredMessage } from './CenteredMessage';

/** A page that crashed while rendering (spec 000 §2); the crash has been reported. */
export function CrashPage() {
  return (
    <CenteredMessage>
      <Typography.Title level={4} role="alert">{messages.pageCrash}</Typography.Title>
    </CenteredMessage>
  );
}
