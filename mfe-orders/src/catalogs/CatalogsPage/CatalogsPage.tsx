import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DEFAULT_CATALOG_SORT, formatTorontoDate, mayEditCatalogs, useSession } from '@portal/shared';
import { Button, Flex } from '@portal/shared/antd';
import { EditOutlined } from '@portal/shared/icons';
import { listQuery, ListPage, listQueryProps, useListState, type ListColumn } from '@portal/shared/list';
import { orderByStatusPath } from '../../urls';
import { fetchCatalogs, type Catalog } from '../api';
import { CatalogEditDialog } from '../components/CatalogEditDialog';
import { catalogListVariables } from '../catalogListVariables';
import { ordersKeys } from '../../queryKeys';

// /catalogs (spec 000 §2 "Catalogs list"): filter text; Name, Date, Created By, Customer #,
// Customer Name, Orders, Edit; 50 a page. The name opens the catalog on the external ordering site;
// each order opens under the list its status belongs to (spec 000 §4). The Edit dialog is in the
// URL (?action=edit&id=…), so a reload keeps it open.

export const EDIT_ACTION = 'edit';

function catalogColumns(onEdit: ((catalog: Catalog) => void) | null): ListColumn<Catalog>[] {
  const columns: ListColumn<Catalog>[] = [
    {
      id: 'name',
      title: 'Name',
      sortKey: 'name',
      hideable: false,
      render: (c) => (
        <a href={c.url} target="_blank" rel="noopener noreferrer">
          {c.name}
        </a>
      ),
    },
    { id: 'date', title: 'Date', sortKey: 'created_at', firstOrder: 'desc', render: (c) => formatTorontoDate(c.created_at) },
    { id: 'user', title: 'Created By', render: (c) => c.user ?? '' },
    { id: 'customer', title: 'Customer #', sortKey: 'customer' },
    { id: 'customerName', title: 'Customer Name', sortKey: 'customerName' },
    {
      id: 'orders',
      title: 'Orders',
      render: (c) => (
        <Flex wrap gap={8} component="span">
          {c.orders.map((o) => (
            <Link key={o.id} to={orderByStatusPath(o.status, o.orderId)} title={[o.name, o.statusString].filter(Boolean).join(' · ')}>
              {o.numb}
            </Link>
          ))}
        </Flex>
      ),
    },
  ];
  if (onEdit) {
    columns.push({
      id: 'edit',
      title: 'Edit',
      hideable: false,
      align: 'center',
      render: (c) =>
        c.editable ? <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${c.name}`} onClick={() => onEdit(c)} /> : null,
    });
  }
  return columns;
}

export function CatalogsPage() {
  const user = useSession((s) => s.user);
  const list = useListState({ listId: 'orders.catalogs', defaultOrderBy: DEFAULT_CATALOG_SORT });
  const variables = catalogListVariables(listQuery(list));
  const catalogs = useQuery({
    queryKey: ordersKeys.catalogList(variables),
    queryFn: ({ signal }) => fetchCatalogs(variables, signal),
    placeholderData: keepPreviousData,
  });
  // The Edit column is for users who may edit (ours, see README); the server checks again.
  const canEdit = mayEditCatalogs(user);
  const columns = catalogColumns(canEdit ? (c) => list.openDialog(EDIT_ACTION, c.id) : null);
  const editing = list.dialog.action === EDIT_ACTION ? catalogs.data?.catalogs.find((c) => String(c.id) === list.dialog.id) : undefined;

  return (
    <ListPage<Catalog>
      list={list}
      title="Catalogs"
      columns={columns}
      {...listQueryProps(catalogs, { rows: (d) => d.catalogs, total: (d) => d.total })}
      getRowId={(c) => c.id}
      exactTotal
      searchPlaceholder="Filter catalogs"
    >
      {editing && canEdit && <CatalogEditDialog key={editing.id} catalog={editing} onClose={list.closeDialog} />}
    </ListPage>
  );
}
