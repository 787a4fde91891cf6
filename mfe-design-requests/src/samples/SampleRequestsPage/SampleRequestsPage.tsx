import { lazy, Suspense } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatTorontoDate, useAllows, sizedImageUrl } from '@portal/shared';
import { Button, Tag } from '@portal/shared/antd';
import { listQuery, ListPage, listQueryProps, useListState, type ListColumn } from '@portal/shared/list';
import { designRequestsKeys } from '../../queryKeys';
import { useLiveRows } from '@portal/shared/live';
import { sampleRequestPath } from '../../urls';
import { fetchSampleRequests, type SampleRow } from '../api';
import { StoredImage } from '@portal/shared/ui';

const CreateSampleDialog = lazy(() => import('../components/CreateSampleDialog').then((m) => ({ default: m.CreateSampleDialog })));

// /designSampleRequests (spec 002 §2): Request #, Date Created, Image, Design, Status, Created By and
// the Filter box; 50 a page, newest first; the total is unknown (-1) while pages come back full.
// 'Create Sample Request' for createDesignSample (its dialog is in the URL: ?action=create).

const STATUS_COLOR: Record<number, string> = { 1: 'gold', 2: 'blue', 3: 'green', 4: 'default' };

export const sampleColumns: ListColumn<SampleRow>[] = [
  { id: 'id', title: 'Request #', hideable: false, render: (r) => r.id },
  { id: 'dateRequested', title: 'Date Created', render: (r) => formatTorontoDate(r.dateRequested) },
  {
    id: 'image',
    title: 'Image',
    render: (r) => <StoredImage src={sizedImageUrl(r.design.image, 'thumb')} alt={`Design ${r.design.key}`} width={48} height={48} lazy />,
  },
  { id: 'design', title: 'Design', render: (r) => r.design.key },
  { id: 'status', title: 'Status', render: (r) => <Tag color={STATUS_COLOR[r.status.code]}>{r.status.description}</Tag> },
  { id: 'createdBy', title: 'Created By', render: (r) => r.createdBy.name },
];

export function SampleRequestsPage() {
  const list = useListState({ listId: 'designRequests.samples', defaultOrderBy: 'dateRequested' });
  const mayCreate = useAllows('designSampleEdit');
  const { page, search } = listQuery(list);
  const variables = { page, search: search || null };
  const samples = useQuery({
    queryKey: designRequestsKeys.sampleList(variables),
    queryFn: ({ signal }) => fetchSampleRequests(variables, signal),
    placeholderData: keepPreviousData,
  });
  // Rows someone else changes are marked and the page refreshes in place (README "Live updates").
  const changed = useLiveRows('design_sample', [designRequestsKeys.sampleLists()]);

  return (
    <ListPage<SampleRow>
      list={list}
      title="Design Sample Requests"
      columns={sampleColumns}
      {...listQueryProps(samples, { rows: (d) => d.requests, total: (d) => d.total })}
      getRowId={(r) => r.id}
      changedIds={changed}
      getRowHref={(r) => sampleRequestPath(r.id)}
      searchPlaceholder="Filter: request #, design, created by"
      toolbarExtra={
        mayCreate ? (
          <Button type="primary" onClick={() => list.openDialog('create')}>
            Create Sample Request
          </Button>
        ) : undefined
      }
    >
      {mayCreate && list.dialog.action === 'create' && (
        <Suspense fallback={null}>
          <CreateSampleDialog onClose={list.closeDialog} />
        </Suspense>
      )}
    </ListPage>
  );
}
