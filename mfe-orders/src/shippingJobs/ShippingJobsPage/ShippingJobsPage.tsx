import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fill, formatTorontoDate, notify, SHIPPING_JOB_MESSAGES, useAllows } from '@portal/shared';
import { Button, Space, Tag } from '@portal/shared/antd';
import { listQuery, ListPage, listQueryProps, useListState, type ListColumn } from '@portal/shared/list';
import { ConfirmDialog } from '@portal/shared/ui';
import { ordersKeys } from '../../queryKeys';
import { useLiveRows } from '@portal/shared/live';
import { shippingJobCreatePath, shippingJobDetailPath } from '../../urls';
import { fetchShippingJobs, markShippingJobsShipped, type ShippingJobRow } from '../api';

// /shippingJobs (spec 002 §2): Order # (the job id), Date Created, Date Required, Job #, Quote #,
// Customer, Rep, CSR; 50 a page, newest first, a search box. Any signed-in user (spec 002 §6);
// Create Shipping Job and the bulk action (Mark Shipped, ours) for order_edit or approve. The
// bulk action's confirmation is in the URL (?action=markShipped&id=…).

const MARK_ACTION = 'markShipped';

const party = (p: { number: string; name: string } | null | undefined) => (p ? `${p.name} (${p.number})` : '');

const columns: ListColumn<ShippingJobRow>[] = [
  { id: 'id', title: 'Order #', hideable: false, render: (j) => j.id },
  { id: 'createdAt', title: 'Date Created', render: (j) => formatTorontoDate(j.createdAt) },
  { id: 'dateRequired', title: 'Date Required', render: (j) => (j.dateRequired ? formatTorontoDate(j.dateRequired) : '') },
  { id: 'job', title: 'Job #', render: (j) => j.job ?? '' },
  { id: 'quote', title: 'Quote #', render: (j) => j.quote ?? '' },
  { id: 'customer', title: 'Customer', render: (j) => `${j.customer.number} - ${j.customer.name}` },
  { id: 'rep', title: 'Rep', render: (j) => party(j.rep) },
  { id: 'csr', title: 'CSR', render: (j) => party(j.csr) },
  { id: 'shipped', title: 'Shipped', render: (j) => (j.shipped ? <Tag color="green">Shipped</Tag> : <Tag>Open</Tag>) },
];

export function ShippingJobsPage() {
  const list = useListState({ listId: 'orders.shippingJobs', defaultOrderBy: 'createdAt' });
  const canEdit = useAllows('shippingJobEdit');
  const queryClient = useQueryClient();
  const { page, search } = listQuery(list);
  const variables = { page, search: search || null };
  const jobs = useQuery({
    queryKey: ordersKeys.shippingJobList(variables),
    queryFn: ({ signal }) => fetchShippingJobs(variables, signal),
    placeholderData: keepPreviousData,
  });
  const marking = list.dialog.action === MARK_ACTION ? list.dialog.ids.map(Number).filter((n) => Number.isInteger(n) && n > 0) : [];
  const mark = useMutation({
    mutationFn: () => markShippingJobsShipped(marking),
    onSuccess: (ids) => {
      notify.success(fill(SHIPPING_JOB_MESSAGES.markedShipped, { count: ids.length }));
      void queryClient.invalidateQueries({ queryKey: ordersKeys.shippingJobs() });
    },
  });

  // Rows someone else changes are marked and the page refreshes in place (README "Live updates").
  const changed = useLiveRows('shipping_job', [ordersKeys.shippingJobLists()]);

  return (
    <ListPage<ShippingJobRow>
      list={list}
      title="Shipping Jobs"
      columns={columns}
      {...listQueryProps(jobs)}
      getRowId={(j) => j.id}
      changedIds={changed}
      getRowHref={(j) => shippingJobDetailPath(j.id)}
      searchPlaceholder="Search job #, title, quote, PO, customer, invoice"
      toolbarExtra={
        canEdit ? (
          <Link to={shippingJobCreatePath}>
            <Button type="primary">Create Shipping Job</Button>
          </Link>
        ) : undefined
      }
      bulkActions={
        canEdit
          ? (selection) => (
              <Space>
                <Button
                  disabled={!selection.rows.some((r) => !r.shipped)}
                  onClick={() =>
                    list.openDialog(
                      MARK_ACTION,
                      selection.rows.filter((r) => !r.shipped).map((r) => r.id),
                    )
                  }
                >
                  Mark Shipped
                </Button>
              </Space>
            )
          : undefined
      }
    >
      {canEdit && marking.length > 0 && (
        <ConfirmDialog title="Mark shipped" okText="Mark Shipped" onConfirm={() => mark.mutateAsync()} onClose={list.closeDialog}>
          {`Mark ${marking.length} shipping job(s) shipped (${marking.map((id) => `#${id}`).join(', ')})? Their quantities can no longer be updated.`}
        </ConfirmDialog>
      )}
    </ListPage>
  );
}
