import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GQL_ERROR_CODES, messages } from '@portal/shared/core';
import { ApiError, GqlRequestError } from '@portal/shared/platform';
import { Alert, Button } from '@portal/shared/antd';
import { Result, Skeleton } from '@portal/shared/antd-detail';

// The states of a page that has nothing to show yet or cannot show it: loading, a failed load (with
// Retry), no access, not found. Detail and form pages of every area use these.

/** The loading placeholder of detail and form pages. */
export function PageLoading({ rows }: { rows?: number }) {
  return (
    <div role="status" aria-label="Loading">
      <Skeleton active paragraph={rows ? { rows } : undefined} />
    </div>
  );
}

/** A load that failed for another reason than access or existence; Retry when the page can retry. */
export function PageError({ title = messages.somethingWentWrong, onRetry }: { title?: ReactNode; onRetry?: () => void }) {
  return <Alert type="error" showIcon title={title} action={onRetry && <Button onClick={onRetry}>Retry</Button>} />;
}

/** The user may not see this record. */
export function PageForbidden({ title, backTo, backText = 'Back to the list' }: { title: ReactNode; backTo?: string; backText?: string }) {
  return <Result status="403" title={title} extra={backTo && <Link to={backTo}>{backText}</Link>} />;
}

/** The record does not exist (or the URL names none). */
export function PageNotFound({ title, backTo, backText = 'Back to the list' }: { title: ReactNode; backTo?: string; backText?: string }) {
  return <Result status="404" title={title} extra={backTo && <Link to={backTo}>{backText}</Link>} />;
}

/** What kind of failure a load error is: GraphQL codes, or REST statuses. */
export function loadProblemOf(error: unknown): 'notFound' | 'forbidden' | 'failed' {
  if (error instanceof GqlRequestError) {
    if (error.code === GQL_ERROR_CODES.notFound) return 'notFound';
    if (error.code === GQL_ERROR_CODES.forbidden) return 'forbidden';
    return 'failed';
  }
  if (error instanceof ApiError) {
    if (error.status === 404) return 'notFound';
    if (error.status === 403) return 'forbidden';
  }
  return 'failed';
}

export interface PageLoadProblemProps {
  error: unknown;
  notFoundTitle: ReactNode;
  forbiddenTitle: ReactNode;
  failedTitle: ReactNode;
  backTo?: string;
  onRetry?: () => void;
}

/** The page state for a failed load: not found, no access, or an error with Retry. */
export function PageLoadProblem({ error, notFoundTitle, forbiddenTitle, failedTitle, backTo, onRetry }: PageLoadProblemProps) {
  const problem = loadProblemOf(error);
  if (problem === 'notFound') return <PageNotFound title={notFoundTitle} backTo={backTo} />;
  if (problem === 'forbidden') return <PageForbidden title={forbiddenTitle} backTo={backTo} />;
  return <PageError title={failedTitle} onRetry={onRetry} />;
}
