import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  formatMarketingDuration,
  formatMarketingSize,
  MARKETING_DEFAULT_VIEW,
  MARKETING_MESSAGES,
  MARKETING_VIEW_KEY,
  MARKETING_VIEWS,
  marketingDownloadPath,
  marketingParentFolder,
  messages,
  normalizeMarketingFolder,
  readStored,
  writeStored,
  type MarketingView,
} from '@portal/shared';
import { Button, Checkbox, Flex, Space, Typography } from '@portal/shared/antd';
import {
  AppstoreOutlined,
  DownloadOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  FolderOutlined,
  PlayCircleOutlined,
  RollbackOutlined,
  TableOutlined,
} from '@portal/shared/icons';
import { useNavigate, useParams } from 'react-router';
import { PageError, PageLoading, PageNotFound, useUrlDialog } from '@portal/shared/ui';
import { adminKeys } from '../../queryKeys';
import { marketingPath } from '../../urls';
import { downloadMarketingResources, fetchMarketingResources, type MarketingResource } from '../api';

// Marketing resources at /marketing/* (spec 002 §2, §3, §6, §7, §8, §9): the path after /marketing is
// the folder; Back leads to the parent folder, or to /marketing from a top-level folder. Grid or list
// (GRID by default, the choice remembered on the device), select all, a bottom bar with the count
// selected, Download (one zip) and Clear; images and videos open in a preview dialog
// (?dialog=preview&id=<name>, so a reload keeps it open); folders open on click.

const PreviewDialog = lazy(() => import('../components/PreviewDialog').then((m) => ({ default: m.PreviewDialog })));

const readView = (): MarketingView => {
  const stored = readStored<string>(MARKETING_VIEW_KEY, MARKETING_DEFAULT_VIEW);
  return (MARKETING_VIEWS as readonly string[]).includes(stored) ? (stored as MarketingView) : MARKETING_DEFAULT_VIEW;
};

function TypeIcon({ r, size }: { r: MarketingResource; size: number }) {
  const style = { fontSize: size };
  if (r.type === 'DIRECTORY') return <FolderOutlined style={style} aria-hidden />;
  if (r.type === 'VIDEO') return <PlayCircleOutlined style={style} aria-hidden />;
  if (r.type === 'PDF') return <FilePdfOutlined style={style} aria-hidden />;
  return <FileTextOutlined style={style} aria-hidden />;
}

function Thumb({ r, size }: { r: MarketingResource; size: number }) {
  return r.thumbnail ? (
    <img src={r.thumbnail} alt="" loading="lazy" style={{ maxWidth: size, maxHeight: size, objectFit: 'contain' }} />
  ) : (
    <TypeIcon r={r} size={Math.round(size / 2)} />
  );
}

const details = (r: MarketingResource) =>
  [
    r.type === 'DIRECTORY' ? 'Folder' : (r.extension ?? r.type).toUpperCase(),
    formatMarketingSize(r.size),
    r.width && r.height ? `${r.width} × ${r.height}` : '',
    formatMarketingDuration(r.duration),
  ]
    .filter(Boolean)
    .join(' · ');

export function MarketingPage() {
  const params = useParams();
  const navigate = useNavigate();
  const folder = normalizeMarketingFolder(params['*'] ?? '');
  const [view, setView] = useState<MarketingView>(readView);
  // spec 002 §9: the view is remembered on the device.
  useEffect(() => writeStored(MARKETING_VIEW_KEY, view), [view]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // A new folder starts with nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: folder is the trigger: opening another folder clears the selection
  useEffect(() => setSelected(new Set()), [folder]);
  const dialog = useUrlDialog(['preview'] as const);

  const list = useQuery({
    queryKey: adminKeys.marketing(folder ?? ''),
    queryFn: ({ signal }) => fetchMarketingResources(folder ?? '', signal),
    enabled: folder !== null,
  });
  const download = useMutation({ mutationFn: downloadMarketingResources });
  const resources = useMemo(() => list.data ?? [], [list.data]);
  const previewed = dialog.isOpen('preview')
    ? resources.find((r) => r.name === dialog.id && (r.type === 'IMAGE' || r.type === 'VIDEO'))
    : undefined;

  const parent = folder === null ? null : marketingParentFolder(folder);
  const notFound = folder === null || (list.error instanceof Error && list.error.message === MARKETING_MESSAGES.folderNotFound);
  if (notFound)
    return <PageNotFound title={MARKETING_MESSAGES.folderNotFound} backTo={marketingPath('')} backText="Back to Marketing Resources" />;

  const toggle = (path: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });
  const allSelected = resources.length > 0 && resources.every((r) => selected.has(r.path));
  const someSelected = resources.some((r) => selected.has(r.path));
  const open = (r: MarketingResource) => {
    if (r.type === 'DIRECTORY') void navigate(marketingPath(r.parent ? `${r.parent}/${r.name}` : r.name));
    else if (r.type === 'IMAGE' || r.type === 'VIDEO') dialog.open('preview', r.name);
    else window.open(marketingDownloadPath(r.path), '_blank', 'noopener');
  };
  const openLabel = (r: MarketingResource) =>
    r.type === 'DIRECTORY'
      ? `Open folder ${r.name}`
      : r.type === 'IMAGE' || r.type === 'VIDEO'
        ? `Preview ${r.name}`
        : `Download ${r.name}`;

  return (
    <Flex vertical gap={12} style={{ paddingBottom: 72 }}>
      <Flex align="center" gap={8} wrap>
        {parent !== null && (
          <Button icon={<RollbackOutlined />} onClick={() => navigate(marketingPath(parent))}>
            Back
          </Button>
        )}
        <Typography.Title level={3} style={{ margin: 0 }}>
          {folder ? folder.split('/').pop() : 'Marketing Resources'}
        </Typography.Title>
        {folder && <Typography.Text type="secondary">{`Marketing Resources / ${folder.split('/').join(' / ')}`}</Typography.Text>}
        <Flex gap={8} style={{ marginLeft: 'auto' }} align="center">
          <Checkbox
            checked={allSelected}
            indeterminate={someSelected && !allSelected}
            disabled={!resources.length}
            onChange={() => setSelected(allSelected ? new Set() : new Set(resources.map((r) => r.path)))}
          >
            Select all
          </Checkbox>
          <Space.Compact>
            <Button
              icon={<AppstoreOutlined />}
              aria-label="Grid view"
              aria-pressed={view === 'GRID'}
              type={view === 'GRID' ? 'primary' : 'default'}
              onClick={() => setView('GRID')}
            />
            <Button
              icon={<TableOutlined />}
              aria-label="List view"
              aria-pressed={view === 'LIST'}
              type={view === 'LIST' ? 'primary' : 'default'}
              onClick={() => setView('LIST')}
            />
          </Space.Compact>
        </Flex>
      </Flex>

      {list.isPending ? (
        <PageLoading rows={6} />
      ) : list.isError ? (
        <PageError title={messages.marketingDownloadFailed} onRetry={() => void list.refetch()} />
      ) : !resources.length ? (
        <Typography.Text type="secondary">This folder is empty.</Typography.Text>
      ) : view === 'GRID' ? (
        <ul
          aria-label="Resources"
          data-view="GRID"
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 12,
            gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
          }}
        >
          {resources.map((r) => (
            <li key={r.path} style={{ border: '1px solid rgba(128,128,128,0.35)', borderRadius: 8, padding: 8, position: 'relative' }}>
              <Checkbox
                aria-label={`Select ${r.name}`}
                checked={selected.has(r.path)}
                onChange={() => toggle(r.path)}
                style={{ position: 'absolute', top: 6, left: 8, zIndex: 1 }}
              />
              <button
                type="button"
                aria-label={openLabel(r)}
                onClick={() => open(r)}
                style={{
                  all: 'unset',
                  cursor: 'pointer',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: 6,
                  width: '100%',
                }}
              >
                <span style={{ height: 120, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
                  <Thumb r={r} size={120} />
                </span>
                <span style={{ wordBreak: 'break-word', textAlign: 'center' }}>{r.name}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {details(r)}
                </Typography.Text>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <table aria-label="Resources" data-view="LIST" style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr style={{ textAlign: 'left' }}>
              <th style={{ width: 40 }} aria-label="Selected" />
              <th style={{ width: 56 }} aria-label="Thumbnail" />
              <th>Name</th>
              <th>Details</th>
            </tr>
          </thead>
          <tbody>
            {resources.map((r) => (
              <tr key={r.path} style={{ borderTop: '1px solid rgba(128,128,128,0.25)' }}>
                <td>
                  <Checkbox aria-label={`Select ${r.name}`} checked={selected.has(r.path)} onChange={() => toggle(r.path)} />
                </td>
                <td style={{ height: 48 }}>
                  <Thumb r={r} size={40} />
                </td>
                <td>
                  <Button type="link" style={{ padding: 0 }} aria-label={openLabel(r)} onClick={() => open(r)}>
                    {r.name}
                  </Button>
                </td>
                <td>
                  <Typography.Text type="secondary">{details(r)}</Typography.Text>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {selected.size > 0 && (
        <Flex
          role="region"
          aria-label="Selection"
          align="center"
          gap={12}
          style={{
            position: 'sticky',
            bottom: 0,
            padding: '12px 16px',
            background: 'var(--ant-color-bg-elevated, #fff)',
            boxShadow: '0 -2px 8px rgba(0,0,0,0.15)',
            borderRadius: 8,
          }}
        >
          <span>{`${selected.size} selected`}</span>
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            loading={download.isPending}
            onClick={() => download.mutate([...selected], { onSuccess: () => setSelected(new Set()) })}
          >
            Download
          </Button>
          <Button onClick={() => setSelected(new Set())}>Clear</Button>
        </Flex>
      )}

      {previewed && (
        <Suspense fallback={null}>
          <PreviewDialog resource={previewed} onClose={dialog.close} />
        </Suspense>
      )}
    </Flex>
  );
}
