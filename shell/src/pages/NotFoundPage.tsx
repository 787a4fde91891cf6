import { shellMessages } from '@portal/shared/core';
import { Heading, Hint } from './Heading';
import { CenteredMessage } from './CenteredMessage';

/** Unknown paths (spec 000 §2), and guarded pages the user may not open. */
export function NotFoundPage() {
  return (
    <CenteredMessage>
      <Heading level={3}>{shellMessages.notFoundTitle}</Heading>
      <Hint>{shellMessages.notFoundHint}</Hint>
    </CenteredMessage>
  );
}
