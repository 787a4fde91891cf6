import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import {
  allows,
  COLLECTION_ORDER_TYPES,
  notify,
  ORDER_LIST_DEFINITIONS,
  readStored,
  STORAGE_KEYS,
  useSession,
  type OrderListName,
} from '@portal/shared';
import { Button, Flex } from '@portal/shared/antd';
import { DownloadOutlined, SaveOutlined } from '@portal/shared/icons';
import { listQuery, ListPage, listQueryProps, useListState, visibilityOf, type ListSelection } from '@portal/shared/list';
import { orderExportUrl, orderInListPath, orderListLink } from '../../urls';
import type { OrderRow } from '../api';
import { SavedFiltersMenu } from '../components/SavedFiltersMenu';
import { poLabelOf } from '../poLabel';
import { orderColumns } from '../orderColumns';
import { orderFilterDefinitions } from '../orderFilters';
import { orderListVariables } from '../orderListVariables';
import { orderCounterQuery, orderFiltersQuery, orderListConfig, orderRowsQuery } from '../orderListQueries';

export { preloadOrderList } from '../orderListQueries';
import { ordersKeys } from '../../queryKeys';
import { useLiveRows } from '@portal/shared/live';

// ONE screen for the fifteen order lists (spec 000 §2): the list's definition (shared with the
// server) decides its statuses, title, counter and columns. Everything about the view is in the
// URL (useListState); dialogs too (?action=delete&id=…), so a reload lands in the same place.

// The dialogs load when one opens: with their forms and date pickers (antd-detail) they would add
// about 60 KB to the way to the first rows.
const SaveFilterDialog = lazy(() => import('../components/SaveFilterDialog').then((m) => ({ default: m.SaveFilterDialog })));
const DeleteOrdersDialog = lazy(() => import('../components/DeleteOrdersDialog').then((m) => ({ default: m.DeleteOrdersDialog })));
const ResendEmailDialog = lazy(() => import('../components/ResendEmailDialog').then((m) => ({ default: m.ResendEmailDialog })));
const OrderTypeDialog = lazy(() => import('../components/OrderTypeDialog').then((m) => ({ default: m.OrderTypeDialog })));
const PoEditDialog = lazy(() => import('../components/PoEditDialog').then((m) => ({ default: m.PoEditDialog })));
const CombineCollectionsDialog = lazy(() =>
  import('../components/CombineCollectionsDialog').then((m) => ({ default: m.CombineCollectionsDialog })),
);
const RegenerateImagesDialog = lazy(() =>
  import('../components/RegenerateImagesDialog').then((m) => ({ default: m.RegenerateImagesDialog })),
);

/** Dialog names written to `?action=`. */
export const ACTIONS = {
  delete: 'delete',
  resend: 'resend',
  orderType: 'orderType',
  po: 'po',
  combine: 'combine',
  regen: 'regen',
  saveFilter: 'saveFilter',
} as const;

const COLLECTION_LISTS: readonly OrderListName[] = ['license_collections', 'color_stories'];

export function OrderListPage({ name }: { name: OrderListName }) {
  const definition = ORDER_LIST_DEFINITIONS[name];
  const user = useSession((s) => s.user);
  const privileged = allows('privilegedOrders', user);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const columns = orderColumns(name);

  const filterOptions = useQuery(orderFiltersQuery(name));
  const filters = useMemo(() => orderFilterDefinitions(filterOptions.data, privileged), [filterOptions.data, privileged]);
  const listConfig = useMemo(() => orderListConfig(name, privileged), [name, privileged]);
  const list = useListState(listConfig);
  const variables = orderListVariables(name, listQuery(list));
  const orders = useQuery({ ...orderRowsQuery(variables), placeholderData: keepPreviousData });
  const counter = definition.counter;
  const counters = useQuery(orderCounterQuery(name));

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: ordersKeys.counters() });
  };
  const onPage = (ids: readonly string[]) => (orders.data ?? []).filter((o) => ids.includes(String(o.id)));
  const dialogRows = onPage(list.dialog.ids);
  const collectionList = COLLECTION_LISTS.includes(name);

  const exportView = () => {
    const visibility = visibilityOf(columns, readStored<Record<string, boolean>>(STORAGE_KEYS.columns(list.listId), {}));
    window.location.assign(
      orderExportUrl(
        name,
        location.search,
        columns.filter((c) => visibility[c.id]).map((c) => c.id),
      ),
    );
  };

  const bulkActions = (selection: ListSelection<OrderRow>) => {
    const one = selection.ids.length === 1;
    const collections = selection.rows.every((o) => COLLECTION_ORDER_TYPES.includes(o.order_type));
    return (
      <Flex gap={8} wrap>
        <Button disabled={!one} onClick={() => list.openDialog(ACTIONS.resend, selection.ids)}>
          Re-send Email
        </Button>
        <Button disabled={!one} onClick={() => list.openDialog(ACTIONS.orderType, selection.ids)}>
          Order Type
        </Button>
        <Button disabled={!one} onClick={() => list.openDialog(ACTIONS.po, selection.ids)}>
          {one ? `Edit ${poLabelOf(selection.rows[0])}` : 'Edit PO'}
        </Button>
        {collectionList && (
          <>
            <Button disabled={selection.ids.length < 2 || !collections} onClick={() => list.openDialog(ACTIONS.combine, selection.ids)}>
              Combine
            </Button>
            <Button disabled={!selection.ids.length || !collections} onClick={() => list.openDialog(ACTIONS.regen, selection.ids)}>
              Regenerate Images
            </Button>
          </>
        )}
        <Button danger disabled={!selection.ids.length} onClick={() => list.openDialog(ACTIONS.delete, selection.ids)}>
          Delete
        </Button>
      </Flex>
    );
  };

  const close = list.closeDialog;
  const action = list.dialog.action;
  const first = dialogRows[0];

  // Rows someone else changes are marked and the page refreshes in place (README "Live updates").
  const changed = useLiveRows('order', [ordersKeys.lists(), ordersKeys.counters()]);

  return (
    <ListPage<OrderRow>
      list={list}
      title={definition.label}
      columns={columns}
      // The server's reason for a client error (a list this user may not open); the list's own text otherwise (api.ts).
      {...listQueryProps(orders)}
      // After the spread, so it replaces its rows: a failed fetch clears the list (spec 000 §8).
      rows={orders.isError ? [] : orders.data}
      getRowId={(o) => o.id}
      changedIds={changed}
      getRowHref={(o) => orderInListPath(name, o.id)}
      total={counter ? (counters.data?.[counter] ?? null) : null}
      filters={filters}
      searchPlaceholder="Search"
      toolbarExtra={
        <>
          <Button icon={<SaveOutlined />} onClick={() => list.openDialog(ACTIONS.saveFilter)}>
            Save
          </Button>
          <SavedFiltersMenu />
          <Button icon={<DownloadOutlined />} onClick={exportView}>
            Export
          </Button>
        </>
      }
      bulkActions={bulkActions}
    >
      <Suspense fallback={null}>
        {action === ACTIONS.saveFilter && (
          <SaveFilterDialog link={orderListLink(name, searchWithoutDialog(location.search))} onClose={close} />
        )}
        {action === ACTIONS.delete && dialogRows.length > 0 && <DeleteOrdersDialog orders={dialogRows} onClose={close} onDone={refresh} />}
        {action === ACTIONS.resend && first && <ResendEmailDialog order={first} onClose={close} />}
        {action === ACTIONS.orderType && first && <OrderTypeDialog order={first} onClose={close} onSaved={refresh} />}
        {action === ACTIONS.po && first && <PoEditDialog order={first} onClose={close} onSaved={refresh} />}
        {action === ACTIONS.combine && collectionList && dialogRows.length > 0 && (
          <CombineCollectionsDialog
            collections={dialogRows}
            onClose={close}
            onDone={(created) => {
              refresh();
              notify.success(`Collection '${created.name}' created.`);
              // Replaces the list-with-dialog entry: Back returns to the list, not into the dialog again.
              void navigate(orderInListPath(name, created.id), { replace: true });
            }}
          />
        )}
        {action === ACTIONS.regen && collectionList && dialogRows.length > 0 && (
          <RegenerateImagesDialog collections={dialogRows} onClose={close} onDone={refresh} />
        )}
      </Suspense>
    </ListPage>
  );
}

/** The view's query string without an open dialog (what a saved filter keeps). */
function searchWithoutDialog(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('action');
  params.delete('id');
  return params.toString();
}

const screens = new Map<OrderListName, ComponentType>();

/** The route's screen for one list (one component per list, so React keeps each list's state apart). */
export function orderListScreen(name: OrderListName): ComponentType {
  let screen = screens.get(name);
  if (!screen) {
    // biome-ignore lint/correctness/noComponentHookFactories: made once per list and kept in `screens`, so each list's component is stable for the app's life
    const Screen = () => <OrderListPage name={name} />;
    Screen.displayName = `OrderList(${name})`;
    screen = Screen;
    screens.set(name, screen);
  }
  return screen;
}
