import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatToronto,
  messages,
  readStored,
  SALES_CATEGORIES,
  SALES_MESSAGES,
  SALES_ROWS_CHOICES,
  SALES_ROWS_DEFAULT,
  salesCategoryLabel,
  useAllows,
  writeStored,
} from '@portal/shared';
import { App, Button, Flex, Tag } from '@portal/shared/antd';
import { ListPage, listQueryProps, listQuery, useListState, type FilterDefinition, type ListColumn } from '@portal/shared/list';
import { ConfirmDialog } from '@portal/shared/ui';
import { adminKeys } from '../../queryKeys';
import { deleteSalesResource, downloadSalesResources, fetchSalesResources, salesResourceFileUrl, type SalesResource } from '../api';
import { EditSalesResourceDialog, UploadSalesResourceDialog } from '../components/SalesResourceDialogs';

// Sales Resources at /sales_resources (spec 002 §2, §3, §6, §7, §8, §9): a searchable, sortable,
// filterable, paged table; the URL carries search, page, order (default asc), orderBy (default
// createdAt), uploadedBy and categories (repeated); rows per page default 10, remembered on the
// device. Selected rows download as one zip (SalesResources.zip). resource_edit uploads, edits and
// deletes.

const ROWS_KEY = 'portal.salesResources.rows';
const kb = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const columns: ListColumn<SalesResource>[] = [
  {
    id: 'name',
    title: 'Name',
    sortKey: 'name',
    hideable: false,
    render: (r) => (
      <a href={salesResourceFileUrl(r.id)} download>
        {r.name}
      </a>
    ),
  },
  { id: 'extension', title: 'Type', width: 70, render: (r) => r.extension.toUpperCase() },
  { id: 'categories', title: 'Categories', render: (r) => r.categories.map((c) => <Tag key={c}>{salesCategoryLabel(c)}</Tag>) },
  { id: 'uploadedBy', title: 'Uploaded by', sortKey: 'uploadedBy', render: (r) => r.uploadedBy?.name ?? '' },
  { id: 'createdAt', title: 'Uploaded', sortKey: 'createdAt', render: (r) => formatToronto(r.createdAt, 'MMMM D, YYYY') },
  { id: 'size', title: 'Size', sortKey: 'size', align: 'right', render: (r) => kb(r.size) },
];

type Dialog = { kind: 'upload' } | { kind: 'edit'; resource: SalesResource } | { kind: 'delete'; resource: SalesResource } | null;

export function SalesResourcesPage() {
  const canEdit = useAllows('resourceEdit');
  const client = useQueryClient();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useListState({
    listId: 'admin.salesResources',
    defaultOrderBy: 'createdAt',
    defaultOrder: 'asc',
    keys: { search: 'search', pageSize: 'rows' },
    filterKeys: ['uploadedBy', 'categories'],
    pageSizeOptions: SALES_ROWS_CHOICES,
    defaultPageSize: readStored<number>(ROWS_KEY, SALES_ROWS_DEFAULT),
  });
  // spec 002 §9: the rows per page are remembered on the device.
  useEffect(() => writeStored(ROWS_KEY, list.pageSize), [list.pageSize]);
  const query = listQuery(list);
  const page = useQuery({
    queryKey: [...adminKeys.salesResources(), query],
    queryFn: ({ signal }) => fetchSalesResources(query, signal),
    placeholderData: keepPreviousData,
  });
  const download = useMutation({ mutationFn: downloadSalesResources });
  const done = (text: string) => {
    void message.success(text);
    setDialog(null);
    void client.invalidateQueries({ queryKey: adminKeys.salesResources() });
  };
  const filters: FilterDefinition[] = [
    { key: 'categories', label: 'Categories', options: SALES_CATEGORIES.map((c) => ({ value: String(c.id), label: c.label })) },
    { key: 'uploadedBy', label: 'Uploaded by', options: (page.data?.uploaders ?? []).map((u) => ({ value: String(u.id), label: u.name })) },
  ];

  return (
    <ListPage<SalesResource>
      list={list}
      title="Sales Resources"
      columns={columns}
      {...listQueryProps(page, { rows: (d) => d.resources, total: (d) => d.total, failedText: messages.salesResourcesFetchFailed })}
      getRowId={(r) => r.id}
      exactTotal
      filters={filters}
      searchPlaceholder="Search by name"
      selectable
      toolbarExtra={
        canEdit ? (
          <Button type="primary" onClick={() => setDialog({ kind: 'upload' })}>
            Upload
          </Button>
        ) : undefined
      }
      bulkActions={(selection) => (
        <Button
          type="primary"
          disabled={!selection.ids.length}
          loading={download.isPending}
          onClick={() =>
            download.mutate(
              selection.rows.map((r) => r.path),
              { onSuccess: () => selection.clear() },
            )
          }
        >
          Download{selection.ids.length ? ` (${selection.ids.length})` : ''}
        </Button>
      )}
      rowActions={
        canEdit
          ? (r) => (
              <Flex gap={4}>
                <Button size="small" onClick={() => setDialog({ kind: 'edit', resource: r })}>
                  Edit
                </Button>
                <Button size="small" danger onClick={() => setDialog({ kind: 'delete', resource: r })}>
                  Delete
                </Button>
              </Flex>
            )
          : undefined
      }
    >
      {dialog?.kind === 'upload' && <UploadSalesResourceDialog onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === 'edit' && <EditSalesResourceDialog resource={dialog.resource} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={`Delete ${dialog.resource.name}?`}
          okText="Delete"
          danger
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            await deleteSalesResource(dialog.resource.id);
            done(SALES_MESSAGES.deleted);
          }}
        >
          {messages.actionIrreversible}
        </ConfirmDialog>
      )}
    </ListPage>
  );
}
