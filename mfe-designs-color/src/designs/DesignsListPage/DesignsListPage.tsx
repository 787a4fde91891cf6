import { lazy, Suspense } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Tag } from '@portal/shared/antd';
import {
  DESIGN_DEFAULT_SEARCH_COL,
  DESIGN_DEFAULT_SORT,
  DESIGN_FILTER_KEYS,
  DESIGN_SEARCH_COLUMNS,
  sizedImageUrl,
  formatTorontoDate,
  messages,
  useAllows,
} from '@portal/shared';
import { ListPage, listQueryProps, listQuery, useListState, type ListColumn } from '@portal/shared/list';
import { fetchDesignFilter, fetchDesigns, type DesignRow } from '../api';
import { designFilters, designsListInput, parseDesignKey } from '../filters';
import { DisableDesignsDialog } from '../components/DisableDesignsDialog';
import type { DesignListKind } from '../../urls';
import { designsColorKeys } from '../../queryKeys';
import { StoredImage } from '@portal/shared/ui';

// Loaded when opened: they draw antd's detail components (Descriptions, InputNumber), which a list
// does not need for its first rows.
const DesignDetailDialog = lazy(() => import('../components/DesignDetailDialog').then((m) => ({ default: m.DesignDetailDialog })));
const UploadDesignDialog = lazy(() => import('../components/UploadDesignDialog').then((m) => ({ default: m.UploadDesignDialog })));
const NewLicenseDesignDialog = lazy(() =>
  import('../components/NewLicenseDesignDialog').then((m) => ({ default: m.NewLicenseDesignDialog })),
);

// /designs, /all_designs and /design_stock (spec 001 §2.3, §6, §9): 50 a page, oldest first, search
// column Design ID by default, the filter drawer (Active=Yes except on all_designs), columns by role,
// a row opens the design dialog (?action=design&id=D1-1), selected rows can be disabled.

const TITLES: Record<DesignListKind, string> = { designs: 'Designs', allDesigns: 'All Designs', designStock: 'Design Stock' };

const swatch = (hex: string | null, label: string) =>
  hex ? (
    <span
      title={`${label} #${hex}`}
      style={{
        display: 'inline-block',
        width: 14,
        height: 14,
        marginRight: 2,
        borderRadius: 3,
        background: `#${hex}`,
        border: '1px solid #999',
      }}
    />
  ) : null;

const base: ListColumn<DesignRow>[] = [
  { id: 'id', title: 'ID', sortKey: 'id', hideable: false },
  { id: 'variation', title: 'Variation', render: (d) => (d.cc ? `${d.variation} CC` : String(d.variation)) },
  {
    id: 'image',
    title: 'Image',
    render: (d) => <StoredImage src={sizedImageUrl(d.image, 'thumb')} alt={`Design ${d.id}-${d.variation}`} width={56} height={56} lazy />,
  },
];
const customerColumns: ListColumn<DesignRow>[] = [
  { id: 'customer', title: 'Customer', sortKey: 'customer', render: (d) => (d.customer ? `${d.customer} - ${d.customerName ?? ''}` : '') },
];
const licenseColumns: ListColumn<DesignRow>[] = [
  {
    id: 'colors',
    title: 'Color',
    render: (d) => (
      <>
        {swatch(d.primary, 'Primary')}
        {swatch(d.secondary, 'Secondary')}
        {swatch(d.neutral, 'Neutral')}
      </>
    ),
  },
  { id: 'league', title: 'League', sortKey: 'league', render: (d) => d.leagueName ?? '' },
  { id: 'team', title: 'Team', sortKey: 'team', render: (d) => d.teamName ?? '' },
  { id: 'player', title: 'Player', sortKey: 'player', render: (d) => d.playerName ?? '' },
  { id: 'leagueApproved', title: 'Approval', render: (d) => (d.leagueName ? (d.leagueApproved ? 'Approved' : 'Pending') : '') },
];
const tail: ListColumn<DesignRow>[] = [
  { id: 'method', title: 'Method', sortKey: 'method', render: (d) => d.methodName },
  { id: 'code', title: 'Drop Code', render: (d) => d.code ?? '' },
  { id: 'active', title: 'Active', render: (d) => (d.active ? 'Yes' : <Tag>No</Tag>) },
  { id: 'created', title: 'Created', sortKey: 'created_at', render: (d) => formatTorontoDate(d.createdAt) },
];

export function DesignsListPage({ kind }: { kind: DesignListKind }) {
  const customerCols = useAllows('designCustomerColumns');
  const licenseCols = useAllows('designLicenseColumns');
  const leagueFilter = useAllows('designLeagueFilter');
  const mayDisable = useAllows('designsDisable');
  const mayCreateLicense = useAllows('designLicenseCreate');
  // README "Upload a design": on /designs and /all_designs (an uploaded design is not design stock).
  const mayUpload = useAllows('designUpload');
  const list = useListState({
    listId: `designs.${kind}`,
    defaultOrderBy: DESIGN_DEFAULT_SORT,
    defaultOrder: 'asc',
    filterKeys: DESIGN_FILTER_KEYS,
    searchOptions: DESIGN_SEARCH_COLUMNS,
    defaultSearchCol: DESIGN_DEFAULT_SEARCH_COL,
  });
  const options = useQuery({
    queryKey: designsColorKeys.designFilter(),
    queryFn: ({ signal }) => fetchDesignFilter(signal),
    staleTime: 5 * 60_000,
  });
  const input = designsListInput(listQuery(list), kind);
  const rows = useQuery({
    queryKey: designsColorKeys.designList(input),
    queryFn: ({ signal }) => fetchDesigns(input, signal),
    placeholderData: keepPreviousData,
  });
  const columns = [...base, ...(customerCols ? customerColumns : []), ...(licenseCols ? licenseColumns : []), ...tail];
  const subject = list.dialog.id ? parseDesignKey(list.dialog.id) : null;
  const selected = list.dialog.ids.map(parseDesignKey).filter((k): k is { id: string; variation: number } => !!k);

  return (
    <ListPage<DesignRow>
      list={list}
      title={TITLES[kind]}
      columns={columns}
      {...listQueryProps(rows, { rows: (d) => d.designs, total: (d) => d.total, failedText: messages.designFetchFailed })}
      getRowId={(d) => `${d.id}-${d.variation}`}
      onRowClick={(d) => list.openDialog('design', `${d.id}-${d.variation}`)}
      exactTotal
      filters={designFilters(options.data, list.filterValues, leagueFilter, kind)}
      selectable={mayDisable}
      toolbarExtra={
        kind !== 'designStock' && (mayUpload || mayCreateLicense) ? (
          <>
            {mayUpload && <Button onClick={() => list.openDialog('upload')}>Upload</Button>}
            {mayCreateLicense && (
              <>
                <Button onClick={() => list.openDialog('newLicense')}>New License Design</Button>
                <Button onClick={() => list.openDialog('newVariation')}>New CC Variation</Button>
              </>
            )}
          </>
        ) : undefined
      }
      bulkActions={
        mayDisable
          ? (selection) => (
              <Button danger disabled={!selection.ids.length} onClick={() => list.openDialog('disable', selection.ids)}>
                Disable
              </Button>
            )
          : undefined
      }
    >
      <Suspense fallback={null}>
        {list.dialog.action === 'design' && subject && (
          <DesignDetailDialog id={subject.id} variation={subject.variation} onClose={list.closeDialog} />
        )}
        {mayUpload && kind !== 'designStock' && list.dialog.action === 'upload' && <UploadDesignDialog onClose={list.closeDialog} />}
        {mayCreateLicense && (list.dialog.action === 'newLicense' || list.dialog.action === 'newVariation') && (
          <NewLicenseDesignDialog variation={list.dialog.action === 'newVariation'} onClose={list.closeDialog} />
        )}
      </Suspense>
      {list.dialog.action === 'disable' && selected.length > 0 && mayDisable && (
        <DisableDesignsDialog designs={selected} onClose={list.closeDialog} />
      )}
    </ListPage>
  );
}

export const DesignsPage = () => <DesignsListPage kind="designs" />;
export const AllDesignsPage = () => <DesignsListPage kind="allDesigns" />;
export const DesignStockPage = () => <DesignsListPage kind="designStock" />;
