import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button, type MenuProps } from '@portal/shared/antd';
import { CaretDownOutlined } from '@portal/shared/icons';
import { ClickDropdown } from '@portal/shared/ui';
import { fetchSavedFilters } from '../api';
import { ordersKeys } from '../../queryKeys';

// The user's saved filters, to reopen one (spec 000 §3 "Saved filter: name, link, count"), and,
// at the foot of the menu, the place to rename or delete them (ours: the spec has the delete call
// and no screen for it).

// Loaded when opened: it brings the UI kit's dialogs, which the list's first paint does not need.
const ManageSavedFiltersDialog = lazy(() => import('./ManageSavedFiltersDialog').then((m) => ({ default: m.ManageSavedFiltersDialog })));

export function SavedFiltersMenu() {
  const navigate = useNavigate();
  const [managing, setManaging] = useState(false);
  const saved = useQuery({ queryKey: ordersKeys.savedFilters(), queryFn: ({ signal }) => fetchSavedFilters(signal), staleTime: 30_000 });
  const filters = saved.data ?? [];
  const items: MenuProps['items'] = filters.length
    ? [
        ...filters.map((f) => ({ key: String(f.id), label: `${f.name} (${f.count})`, onClick: () => navigate(f.link) })),
        { type: 'divider' as const },
        { key: 'manage', label: 'Rename or delete…', onClick: () => setManaging(true) },
      ]
    : [{ key: 'none', label: 'No saved filters', disabled: true }];
  return (
    <>
      <ClickDropdown menu={{ items }}>
        <Button>
          Saved Filters <CaretDownOutlined />
        </Button>
      </ClickDropdown>
      {managing && (
        <Suspense fallback={null}>
          <ManageSavedFiltersDialog filters={filters} onClose={() => setManaging(false)} />
        </Suspense>
      )}
    </>
  );
}
