import { Skeleton } from '@portal/shared/antd';

/** The loading placeholder of the detail and form screens (spec 001 §2.1). */
export function LoadingPlaceholder() {
  return (
    <div role="status" aria-label="Loading">
      <Skeleton active />
    </div>
  );
}
