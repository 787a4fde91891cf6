import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatTorontoDate, useAllows, sizedImageUrl } from '@portal/shared';
import { Button, Flex, Tag } from '@portal/shared/antd';
import { listQuery, ListPage, listQueryProps, useListState, type ListColumn } from '@portal/shared/list';
import { designRequestsKeys } from '../../queryKeys';
import { useLiveRows } from '@portal/shared/live';
import { approvedOrderPath, designOrderPath } from '../../urls';
import { fetchDesignOrders, type DesignOrderRow } from '../api';
import { StoredImage } from '@portal/shared/ui';

const CreateOrderDialog = lazy(() => import('../components/CreateOrderDialog').then((m) => ({ default: m.CreateOrderDialog })));

// /designOrders (spec 002 §2): Order #, Date Created, Image, Design, Design Method, Quantity,
// Orders (each links to /approved/{id}), PO#, Status, Created By; 50 a page, newest first, the
// Filter box; the total is unknown (-1) while pages come back full. 'Create Order' for
// createDesignOrder (?action=create).

const STATUS_COLOR: Record<number, string> = { 1: 'gold', 2: 'green', 3: 'default' };

const columns: ListColumn<DesignOrderRow>[] = [
  { id: 'id', title: 'Order #', hideable: false, render: (o) => o.id },
  { id: 'createdOn', title: 'Date Created', render: (o) => formatTorontoDate(o.createdOn) },
  {
    id: 'image',
    title: 'Image',
    render: (o) => <StoredImage src={sizedImageUrl(o.design.image, 'thumb')} alt={`Design ${o.design.key}`} width={48} height={48} lazy />,
  },
  { id: 'design', title: 'Design', render: (o) => o.design.key },
  { id: 'designMethod', title: 'Design Method', render: (o) => o.designMethod },
  { id: 'quantity', title: 'Quantity', align: 'right', render: (o) => o.quantity },
  {
    id: 'orders',
    title: 'Orders',
    render: (o) => (
      <Flex wrap gap={6} component="span" onClick={(e) => e.stopPropagation()}>
        {o.orders.map((x) => (
          <Link key={x.id} to={approvedOrderPath(x.id)}>{`${x.numb} (${x.quantity})`}</Link>
        ))}
      </Flex>
    ),
  },
  { id: 'po', title: 'PO#', render: (o) => o.po ?? '' },
  { id: 'status', title: 'Status', render: (o) => <Tag color={STATUS_COLOR[o.status.code]}>{o.status.description}</Tag> },
  { id: 'createdBy', title: 'Created By', render: (o) => o.createdBy.name },
];

export function DesignOrdersPage() {
  const list = useListState({ listId: 'designRequests.designOrders', defaultOrderBy: 'createdOn' });
  const mayCreate = useAllows('designOrderEdit');
  const { page, search } = listQuery(list);
  const variables = { page, search: search || null };
  const orders = useQuery({
    queryKey: designRequestsKeys.designOrderList(variables),
    queryFn: ({ signal }) => fetchDesignOrders(variables, signal),
    placeholderData: keepPreviousData,
  });
  // Rows someone else changes are marked and the page refreshes in place (README "Live updates").
  const changed = useLiveRows('design_order', [designRequestsKeys.designOrderLists()]);

  return (
    <ListPage<DesignOrderRow>
      list={list}
      title="Design Orders"
      columns={columns}
      {...listQueryProps(orders, { rows: (d) => d.orders, total: (d) => d.total })}
      getRowId={(o) => o.id}
      changedIds={changed}
      getRowHref={(o) => designOrderPath(o.id)}
      searchPlaceholder="Filter: order #, design, created by, PO"
      toolbarExtra={
        mayCreate ? (
          <Button type="primary" onClick={() => list.openDialog('create')}>
            Create Order
          </Button>
        ) : undefined
      }
    >
      {mayCreate && list.dialog.action === 'create' && (
        <Suspense fallback={null}>
          <CreateOrderDialog onClose={list.closeDialog} />
        </Suspense>
      )}
    </ListPage>
  );
}
