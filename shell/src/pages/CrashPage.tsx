import { shellMessages } from '@portal/shared/core';
import { Heading } from './Heading';
import { CenteredMessage } from './CenteredMessage';

/** A page that crashed while rendering (spec 000 §2); the crash has been reported. */
export function CrashPage() {
  return (
    <CenteredMessage>
      <Heading level={4} role="alert">
        {shellMessages.pageCrash}
      </Heading>
    </CenteredMessage>
  );
}
