import { Button, Flex, Pagination, Typography } from '@portal/shared/antd';
import { PORTAL_LOCALE } from '@portal/shared/core';

// The pager. With a known count it is antd's Pagination; with an unknown count (a search or filter
// is active and the page is full, spec 000 §4) it offers Previous/Next and the page number, never a
// made-up total: Next is enabled only while the page is full.

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** From pagingCount: null when unknown. */
  count: number | null;
  rowsOnPage: number;
  onPageChange(page: number): void;
  pageSizeOptions?: readonly number[];
  onPageSizeChange?(pageSize: number): void;
  /** While loading, the unknown-count pager cannot tell whether a next page exists. */
  disabled?: boolean;
}

export function Pager({ page, pageSize, count, rowsOnPage, onPageChange, pageSizeOptions, onPageSizeChange, disabled }: PagerProps) {
  const from = (page - 1) * pageSize + (rowsOnPage > 0 ? 1 : 0);
  const to = (page - 1) * pageSize + rowsOnPage;

  if (count !== null) {
    if (count === 0) return null;
    return (
      <Flex justify="flex-end">
        <Pagination
          current={page}
          pageSize={pageSize}
          total={count}
          showSizeChanger={!!pageSizeOptions && !!onPageSizeChange}
          pageSizeOptions={pageSizeOptions?.map(String)}
          showTotal={(total, [first, last]) => `${first}–${last} of ${total.toLocaleString(PORTAL_LOCALE)}`}
          disabled={disabled}
          onChange={(nextPage, nextSize) => {
            if (nextSize !== pageSize && onPageSizeChange) onPageSizeChange(nextSize);
            else onPageChange(nextPage);
          }}
        />
      </Flex>
    );
  }

  return (
    <Flex justify="flex-end" align="center" gap="small" role="navigation" aria-label="Pages">
      {rowsOnPage > 0 && <Typography.Text type="secondary">{`Rows ${from}–${to}`}</Typography.Text>}
      <Button disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <Typography.Text aria-current="page">{`Page ${page}`}</Typography.Text>
      <Button disabled={disabled || rowsOnPage < pageSize} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </Flex>
  );
}
