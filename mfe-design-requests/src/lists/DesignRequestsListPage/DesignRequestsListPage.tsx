import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@portal/shared/antd';
import { checkBulkSuspend, fill, formatTorontoDate, messages, notify, useAllows, useSession } from '@portal/shared';
import { ListPage, listQueryProps, listQuery, useListState, type ListColumn } from '@portal/shared/list';
import { ConfirmDialog } from '@portal/shared/ui';
import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fetchDesignRequests, fetchDesignRequestsDomain, suspendDesignRequests, type DesignRequestRow } from '../api';
import { DESIGN_REQUEST_FILTER_KEYS, LIST_KINDS, designRequestFilters, designRequestsInput } from '../listInput';
import { designRequestPath, type DesignRequestListKind } from '../../urls';
import { designRequestsKeys } from '../../queryKeys';
import { useLiveRows } from '@portal/shared/live';

const RequestDialog = lazy(() => import('../../requestForm/components/RequestDialog').then((m) => ({ default: m.RequestDialog })));

// The design request lists (spec 001 §2.2, §6, §9): one screen for the three list types, 50 a
// page, dateCreated descending by default, search, the filter drawer from designRequestsDomain,
// 'Suspend Selected' (hidden in history) with the bulk rule, columns per type.

const person = (p: { name: string } | null | undefined) => p?.name ?? '';
const named = (n: { name: string } | null | undefined) => n?.name ?? '';

const id: ListColumn<DesignRequestRow> = { id: 'id', title: 'ID', sortKey: 'id', hideable: false, render: (r) => `#${r.id}` };
const created: ListColumn<DesignRequestRow> = {
  id: 'created',
  title: 'Created',
  sortKey: 'dateCreated',
  render: (r) => formatTorontoDate(r.dateCreated),
};
const required: ListColumn<DesignRequestRow> = {
  id: 'required',
  title: 'Required',
  sortKey: 'dateRequired',
  render: (r) => r.dateRequired,
};
const customer: ListColumn<DesignRequestRow> = {
  id: 'customer',
  title: 'Customer',
  sortKey: 'customer',
  render: (r) => (r.customer ? `${r.customer.number} - ${r.customer.name}` : ''),
};
const licence: ListColumn<DesignRequestRow>[] = [
  { id: 'league', title: 'League', sortKey: 'league', render: (r) => named(r.league) },
  { id: 'team', title: 'Team', sortKey: 'team', render: (r) => named(r.team) },
  { id: 'player', title: 'Player', sortKey: 'player', render: (r) => named(r.player) },
];
const tail: ListColumn<DesignRequestRow>[] = [
  { id: 'rep', title: 'Rep', sortKey: 'rep', render: (r) => person(r.user) },
  { id: 'artist', title: 'Artist', sortKey: 'artist', render: (r) => person(r.artist) },
  { id: 'status', title: 'Status', sortKey: 'status', render: (r) => r.status.description },
  { id: 'revisions', title: 'Revisions', sortKey: 'revisions', render: (r) => String(r.revisions) },
];

export function DesignRequestsListPage({ kind }: { kind: DesignRequestListKind }) {
  const { listType, title } = LIST_KINDS[kind];
  const user = useSession((s) => s.user);
  const withRep = useAllows('designRequestRepFilter');
  const licenceColumns = useAllows('designRequestLicence');
  const client = useQueryClient();
  const params = useParams();
  const orderId = kind === 'historyOld' ? Number(params.orderId) || null : null;
  const list = useListState({
    listId: `designRequests.${kind}`,
    defaultOrderBy: 'dateCreated',
    defaultOrder: 'desc',
    filterKeys: DESIGN_REQUEST_FILTER_KEYS,
  });
  const domain = useQuery({
    queryKey: designRequestsKeys.domain(listType),
    queryFn: ({ signal }) => fetchDesignRequestsDomain(listType, signal),
    staleTime: 60_000,
  });
  const input = designRequestsInput(listQuery(list), kind, orderId);
  const rows = useQuery({
    queryKey: designRequestsKeys.list(input),
    queryFn: ({ signal }) => fetchDesignRequests(input, signal),
    placeholderData: keepPreviousData,
  });
  const columns =
    listType === 'normal'
      ? [id, created, required, customer, ...tail]
      : listType === 'L'
        ? [id, created, required, ...(licenceColumns ? licence : []), ...tail]
        : [id, created, required, customer, ...(licenceColumns ? licence : []), ...tail];
  const byId = new Map((rows.data?.designRequests ?? []).map((r) => [String(r.id), r]));
  // spec 001 §4.2: only the caller's own requests without an artist (the server checks the same rule).
  const maySuspend = (ids: string[]) =>
    !!user &&
    checkBulkSuspend(
      user,
      ids
        .map((i) => byId.get(i))
        .filter((r): r is DesignRequestRow => !!r)
        .map((r) => ({
          status: r.status.code,
          userId: r.user.email === user.email ? user.id : -1,
          artistId: r.artist ? -1 : null,
          hasArt: false,
        })),
    ).ok;
  const navigate = useNavigate();
  const requesting = list.dialog.action === 'request' || list.dialog.action === 'requestLicense';
  const selected = list.dialog.ids.map(Number).filter((n) => Number.isInteger(n) && n > 0);

  // Rows someone else changes are marked and the page refreshes in place (README "Live updates").
  const changed = useLiveRows('design_request', [designRequestsKeys.lists(), designRequestsKeys.count()]);

  return (
    <ListPage<DesignRequestRow>
      list={list}
      title={title}
      columns={columns}
      {...listQueryProps(rows, {
        rows: (d) => d.designRequests,
        total: (d) => d.totalCount,
        failedText: messages.designRequestsFetchFailed,
      })}
      getRowId={(r) => r.id}
      changedIds={changed}
      getRowHref={(r) => designRequestPath(r.id, kind)}
      exactTotal
      filters={designRequestFilters(domain.data, list.filterValues, withRep, listType)}
      toolbarExtra={
        <>
          <Button type="primary" onClick={() => list.openDialog('request')}>
            Request Design
          </Button>
          {licenceColumns && <Button onClick={() => list.openDialog('requestLicense')}>Request License Design</Button>}
        </>
      }
      selectable={listType !== 'H'}
      bulkActions={
        listType !== 'H'
          ? (selection) => (
              <Button
                disabled={!selection.ids.length || !maySuspend(selection.ids.map(String))}
                onClick={() => list.openDialog('suspend', selection.ids.map(String))}
              >
                Suspend Selected
              </Button>
            )
          : undefined
      }
    >
      {requesting && (
        <Suspense fallback={null}>
          <RequestDialog
            mode="create"
            license={list.dialog.action === 'requestLicense' && licenceColumns}
            onClose={list.closeDialog}
            onDone={(newId) => {
              void client.invalidateQueries({ queryKey: designRequestsKeys.all });
              void navigate(designRequestPath(newId));
            }}
          />
        </Suspense>
      )}
      {list.dialog.action === 'suspend' && selected.length > 0 && (
        <ConfirmDialog
          title="Suspend Selected"
          okText="Suspend"
          onClose={list.closeDialog}
          onConfirm={async () => {
            const n = await suspendDesignRequests(selected);
            notify.success(fill(messages.designRequestsSuspended, { n }));
            await client.invalidateQueries({ queryKey: designRequestsKeys.all });
          }}
        >
          Suspend {selected.length} design request{selected.length === 1 ? '' : 's'}? Requests with an assigned artist cannot be suspended.
        </ConfirmDialog>
      )}
    </ListPage>
  );
}

export const DesignRequestsPage = () => <DesignRequestsListPage kind="designRequests" />;
export const MyRequestsPage = () => <DesignRequestsListPage kind="requests" />;
export const UnassignedRequestsPage = () => <DesignRequestsListPage kind="unassigned" />;
export const LicenceRequestsPage = () => <DesignRequestsListPage kind="licence" />;
export const LicenceDesignRequestsPage = () => <DesignRequestsListPage kind="licence2" />;
export const RequestHistoryPage = () => <DesignRequestsListPage kind="history" />;
export const DesignRequestHistoryPage = () => <DesignRequestsListPage kind="history2" />;
export const RequestHistoryOldPage = () => <DesignRequestsListPage kind="historyOld" />;
