import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_TEMPLATE_SORT, formatTorontoDate, TEMPLATE_FILTER_KEYS, TEMPLATE_PAGE_SIZE, useAllows } from '@portal/shared';
import { Button } from '@portal/shared/antd';
import { listQuery, ListPage, listQueryProps, useListState, type FilterDefinition, type ListColumn } from '@portal/shared/list';
import { orderInListPath, templateDetailPath } from '../../urls';
import { fetchTemplateFilters, fetchTemplates, type TemplateRow } from '../api';
import { TemplateFormDialog } from '../components/TemplateFormDialog';
import { templateListVariables } from '../templateListVariables';
import { ordersKeys } from '../../queryKeys';

// /templates (spec 000 §2 "Templates list"): searchable, sortable, filterable (customer, type),
// 50 a page padded to 50 rows; keys order, orderBy (default created_at desc), page, filter,
// custNumb and type (repeated). A row opens /templates/{orderId}; the order number links to
// /orders/{orderId}. Add Template (templateEdit or approve) is a dialog kept in the URL (?action=add).

export const ADD_ACTION = 'add';

const columns: ListColumn<TemplateRow>[] = [
  { id: 'id', title: 'Template #', sortKey: 'id', hideable: false },
  { id: 'name', title: 'Name', sortKey: 'name' },
  { id: 'customer', title: 'Customer #', sortKey: 'custNumb' },
  { id: 'customerName', title: 'Customer Name', sortKey: 'customerName' },
  {
    id: 'order',
    title: 'Order #',
    sortKey: 'order',
    render: (t) => <Link to={orderInListPath('orders', t.orderId)}>{t.order}</Link>,
  },
  { id: 'type', title: 'Type', sortKey: 'type' },
  { id: 'reps', title: 'Reps', render: (t) => t.reps.map((r) => r.name).join(', ') },
  { id: 'created', title: 'Created', sortKey: 'created_at', firstOrder: 'desc', render: (t) => formatTorontoDate(t.created_at) },
];

export function TemplatesPage() {
  const navigate = useNavigate();
  // spec 000 §6: template add, edit, delete requires templateEdit or approve.
  const canEdit = useAllows('templateEdit');
  const filterOptions = useQuery({ queryKey: ordersKeys.templateFilters(), queryFn: ({ signal }) => fetchTemplateFilters(signal) });
  const filters: FilterDefinition[] = [
    {
      key: 'custNumb',
      label: 'Customer',
      options: (filterOptions.data?.customer ?? []).map((c) => ({ value: c.numb, label: `${c.numb} - ${c.name}` })),
    },
    { key: 'type', label: 'Type', options: (filterOptions.data?.type ?? []).map((t) => ({ value: t, label: t })) },
  ];
  const list = useListState({ listId: 'orders.templates', defaultOrderBy: DEFAULT_TEMPLATE_SORT, filterKeys: TEMPLATE_FILTER_KEYS });
  const variables = templateListVariables(listQuery(list));
  const templates = useQuery({
    queryKey: ordersKeys.templateList(variables),
    queryFn: ({ signal }) => fetchTemplates(variables, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <ListPage<TemplateRow>
      list={list}
      title="Templates"
      columns={columns}
      {...listQueryProps(templates, { rows: (d) => d.templates, total: (d) => d.total })}
      getRowId={(t) => t.id}
      getRowHref={(t) => templateDetailPath(t.orderId)}
      // The order number holds a link of its own; the row's link sits on the template number.
      rowLinkColumn="id"
      exactTotal
      padToRows={TEMPLATE_PAGE_SIZE}
      filters={filters}
      searchPlaceholder="Search name, order #, customer or PO"
      toolbarExtra={
        canEdit ? (
          <Button type="primary" onClick={() => list.openDialog(ADD_ACTION)}>
            Add Template
          </Button>
        ) : undefined
      }
    >
      {canEdit && list.dialog.action === ADD_ACTION && (
        <TemplateFormDialog onClose={list.closeDialog} onSaved={(t) => navigate(templateDetailPath(t.orderId))} />
      )}
    </ListPage>
  );
}
