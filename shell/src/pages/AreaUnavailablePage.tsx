import { useState } from 'react';
import { shellMessages } from '@portal/shared/core';
import { Button } from '@portal/shared/antd-base';
import { Heading } from './Heading';
import { CenteredMessage } from './CenteredMessage';

/** A remote (or one of its screens) could not be loaded; the rest of the portal keeps working. */
export function AreaUnavailablePage({ onRetry }: { onRetry: () => unknown }) {
  const [busy, setBusy] = useState(false);
  return (
    <CenteredMessage>
      <Heading level={4} role="alert">
        {shellMessages.areaUnavailable}
      </Heading>
      <Button
        type="primary"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onRetry();
          } finally {
            setBusy(false);
          }
        }}
      >
        Retry
      </Button>
    </CenteredMessage>
  );
}
