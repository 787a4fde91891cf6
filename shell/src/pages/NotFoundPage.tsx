import { messages } from '@portal/shared/core';
import { Heading, Hint } from './Heading';
import { CenteredMessage } from './CenteredMessage';

/** Unknown paths (spec 000 §2), and guarded pages the user may not open. */
export function NotFoundPage() {
  return (
    <CenteredMessage>
      <Heading level={3}>{messages.notFoundTitle}</Heading>
      <Hint>{messages.notFoundHint}</Hint>
    </CenteredMessage>
  );
}
