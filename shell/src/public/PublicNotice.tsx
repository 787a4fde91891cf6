import { shellMessages } from '@portal/shared/core';

// What the public host page says when it cannot show the approval page (loaded only then: the
// message catalogue is not on the way to a page that works). Styled by approval.html.

export type PublicNoticeProps = { kind: 'crash' } | { kind: 'unavailable'; onRetry: () => void };

export default function PublicNotice(props: PublicNoticeProps) {
  return (
    <main className="public-notice">
      <p role="alert">{props.kind === 'crash' ? shellMessages.pageCrash : shellMessages.areaUnavailable}</p>
      {props.kind === 'unavailable' && (
        <button type="button" onClick={props.onRetry}>
          Retry
        </button>
      )}
    </main>
  );
}
