import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Spin, Tag, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-detail';
import { DESIGN_PAGE_SIZE, messages, SHOWCASE_SEARCH_COLUMNS, sizedImageUrl } from '@portal/shared';
import { Pager, pagingCount, SearchBar, useListState } from '@portal/shared/list';
import { fetchShowcase } from '../api';
import { DesignDetailDialog } from '../../designs/components/DesignDetailDialog';
import { parseDesignKey } from '../../designs/filters';
import { designsColorKeys } from '../../queryKeys';
import { StoredImage } from '@portal/shared/ui';

// /design_showcase (spec 001 §2.3, §9): a search bar with its column choice (Everything, Design ID,
// Tags, Comment) and a grid of 50 design cards; the URL carries filter, searchCol and page (1-based).
// The total is unknown unless fewer than 50 come back (Previous / Page n / Next). Newest first (ours).
// A card opens the design dialog (?action=design&id=…).

export function DesignShowcasePage() {
  const list = useListState({
    listId: 'designs.showcase',
    defaultOrderBy: 'created_at',
    defaultOrder: 'desc',
    searchOptions: SHOWCASE_SEARCH_COLUMNS,
    defaultSearchCol: 'all',
  });
  const input = { page: list.page, search: list.search || null, searchCol: list.searchCol, orderBy: list.orderBy, order: list.order };
  const cards = useQuery({
    queryKey: designsColorKeys.showcase(input),
    queryFn: ({ signal }) => fetchShowcase(input, signal),
    placeholderData: keepPreviousData,
  });
  const shown = cards.data ?? [];
  const count = cards.data
    ? pagingCount({ total: null, filtered: true, rowsOnPage: shown.length, page: list.page, pageSize: DESIGN_PAGE_SIZE })
    : null;
  const subject = list.dialog.action === 'design' && list.dialog.id ? parseDesignKey(list.dialog.id) : null;

  return (
    <Flex vertical gap={12}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        Design Showcase
      </Typography.Title>
      <SearchBar
        value={list.search}
        searchCol={list.searchCol}
        options={SHOWCASE_SEARCH_COLUMNS}
        onSearch={(text) => list.setSearch(text)}
        onSearchColChange={list.setSearchCol}
      />
      {cards.isError && (
        <Alert type="error" title={messages.designFetchFailed} action={<Button onClick={() => void cards.refetch()}>Retry</Button>} />
      )}
      {cards.isPending && <Spin aria-label="Loading" />}
      {cards.isSuccess && shown.length === 0 && (
        <Empty description={list.search ? 'No records match the search or filters' : 'No records found'} />
      )}
      <div
        role="list"
        aria-label="Designs"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
          gap: 12,
          opacity: cards.isFetching && cards.isPlaceholderData ? 0.5 : 1,
        }}
      >
        {shown.map((d) => (
          <Card
            key={`${d.id}-${d.variation}`}
            role="listitem"
            hoverable
            size="small"
            onClick={() => list.openDialog('design', `${d.id}-${d.variation}`)}
            cover={
              <StoredImage
                src={sizedImageUrl(d.image, 'card')}
                alt={`Design ${d.id}-${d.variation}`}
                lazy
                style={{ aspectRatio: '1', objectFit: 'contain', padding: 8 }}
              />
            }
          >
            <Card.Meta title={`${d.id}-${d.variation}`} description={[d.teamName, d.methodName].filter(Boolean).join(' · ')} />
            {(d.showcaseComment ?? d.comment) && (
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginTop: 6, marginBottom: 0 }}>
                {d.showcaseComment ?? d.comment}
              </Typography.Paragraph>
            )}
            <div style={{ marginTop: 6 }}>
              {d.tags.map((t) => (
                <Tag key={t}>{t}</Tag>
              ))}
            </div>
          </Card>
        ))}
      </div>
      <Pager
        page={list.page}
        pageSize={DESIGN_PAGE_SIZE}
        count={count}
        rowsOnPage={shown.length}
        onPageChange={list.setPage}
        disabled={cards.isFetching}
      />
      {subject && <DesignDetailDialog id={subject.id} variation={subject.variation} onClose={list.closeDialog} />}
    </Flex>
  );
}
