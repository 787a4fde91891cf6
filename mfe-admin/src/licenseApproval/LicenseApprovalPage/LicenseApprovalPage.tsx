import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fill, formatTorontoDate, LICENSE_MESSAGES, LICENSE_SKU_PAGE_SIZE, LICENSE_SKU_SEARCH_COLS, messages } from '@portal/shared';
import { App, Button, Flex, Tag } from '@portal/shared/antd';
import { ListPage, listQueryProps, listQuery, useListState, type ListColumn } from '@portal/shared/list';
import { ConfirmDialog } from '@portal/shared/ui';
import { adminKeys } from '../../queryKeys';
import { approveLicenseSkus, downloadSellSheet, fetchLicenseSkus, setLicenseSkusActive, type LicenseSku } from '../api';

// License SKU approval at /license_approval (spec 002 §2, §3, §4, §7, §8, §9): search by column,
// sort by any column, 50 rows a page (styleCode ascending), row selection; approve (one-way) and
// enable/disable through their dialogs; the sell sheet of the selected styles as a PDF.

const price = (value: number) => value.toFixed(2);
const columns: ListColumn<LicenseSku>[] = [
  { id: 'styleCode', title: 'Style', sortKey: 'styleCode', hideable: false },
  { id: 'name', title: 'Name', sortKey: 'name' },
  {
    id: 'color',
    title: 'Color',
    sortKey: 'color',
    render: (s) => (
      <Flex gap={6} align="center">
        <span
          aria-hidden
          style={{
            width: 12,
            height: 12,
            borderRadius: 2,
            background: `#${s.hex}`,
            border: '1px solid rgba(0,0,0,.3)',
            display: 'inline-block',
          }}
        />
        {s.color}
      </Flex>
    ),
  },
  { id: 'colorCode', title: 'Color Code', sortKey: 'colorCode' },
  { id: 'C', title: 'C', sortKey: 'C', align: 'right', render: (s) => price(s.C) },
  { id: 'U', title: 'U', sortKey: 'U', align: 'right', render: (s) => price(s.U) },
  { id: 'team', title: 'Team', sortKey: 'team' },
  { id: 'league', title: 'League', sortKey: 'league' },
  { id: 'player', title: 'Player', sortKey: 'player', render: (s) => s.player ?? '' },
  { id: 'createdAt', title: 'Created', sortKey: 'createdAt', firstOrder: 'desc', render: (s) => formatTorontoDate(s.createdAt) },
  {
    id: 'approve',
    title: 'Approved',
    sortKey: 'approve',
    render: (s) => (s.approve ? <Tag color="green">Approved</Tag> : <Tag>Pending</Tag>),
  },
  {
    id: 'active',
    title: 'Active',
    sortKey: 'active',
    render: (s) => (s.active ? <Tag color="blue">Active</Tag> : <Tag color="red">Disabled</Tag>),
  },
];

type Action = 'approve' | 'enable' | 'disable';

export function LicenseApprovalPage() {
  const client = useQueryClient();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<{ action: Action; skus: LicenseSku[]; clear: () => void } | null>(null);
  const list = useListState({
    listId: 'admin.licenseSkus',
    defaultOrderBy: 'styleCode',
    defaultOrder: 'asc',
    searchOptions: LICENSE_SKU_SEARCH_COLS,
    defaultSearchCol: 'styleCode',
    defaultPageSize: LICENSE_SKU_PAGE_SIZE,
  });
  const query = listQuery(list);
  const skus = useQuery({
    queryKey: [...adminKeys.licenseSkus(), query],
    queryFn: ({ signal }) => fetchLicenseSkus(query, signal),
    placeholderData: keepPreviousData,
  });
  const sellSheet = useMutation({ mutationFn: downloadSellSheet });
  const run = async (action: Action, chosen: LicenseSku[]) => {
    if (action === 'approve') await approveLicenseSkus(chosen);
    else await setLicenseSkusActive(chosen, action === 'enable');
    const text =
      action === 'approve' ? LICENSE_MESSAGES.approved : action === 'enable' ? LICENSE_MESSAGES.enabled : LICENSE_MESSAGES.disabled;
    void message.success(fill(text, { count: chosen.length }));
    dialog?.clear();
    await client.invalidateQueries({ queryKey: adminKeys.licenseSkus() });
  };
  const titles: Record<Action, string> = { approve: 'Approve SKUs', enable: 'Enable SKUs', disable: 'Disable SKUs' };

  return (
    <ListPage<LicenseSku>
      list={list}
      title="License SKU Approval"
      columns={columns}
      {...listQueryProps(skus, { failedText: messages.ordersFetchFailed })}
      getRowId={(s) => s.id}
      selectable
      bulkActions={(selection) => {
        const none = !selection.ids.length;
        const open = (action: Action) => setDialog({ action, skus: selection.rows, clear: selection.clear });
        return (
          <Flex gap={8} wrap>
            <Button type="primary" disabled={none || selection.rows.every((s) => s.approve)} onClick={() => open('approve')}>
              Approve
            </Button>
            <Button disabled={none || selection.rows.every((s) => s.active)} onClick={() => open('enable')}>
              Enable
            </Button>
            <Button danger disabled={none || selection.rows.every((s) => !s.active)} onClick={() => open('disable')}>
              Disable
            </Button>
            <Button disabled={none} loading={sellSheet.isPending} onClick={() => sellSheet.mutate(selection.rows)}>
              Sell Sheet
            </Button>
          </Flex>
        );
      }}
    >
      {dialog && (
        <ConfirmDialog
          title={titles[dialog.action]}
          okText={dialog.action === 'approve' ? 'Approve' : dialog.action === 'enable' ? 'Enable' : 'Disable'}
          danger={dialog.action === 'disable'}
          onClose={() => setDialog(null)}
          onConfirm={() => run(dialog.action, dialog.skus)}
        >
          {dialog.skus.length} SKU(s): {[...new Set(dialog.skus.map((s) => s.styleCode))].slice(0, 8).join(', ')}
          {dialog.action === 'approve' ? ` — ${LICENSE_MESSAGES.alreadyApproved}` : ''}
        </ConfirmDialog>
      )}
    </ListPage>
  );
}
