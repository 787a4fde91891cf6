import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button, Dropdown } from '@portal/shared/antd';
import { CaretDownOutlined } from '@portal/shared/icons';
import { fetchSavedFilters } from '../api';
import { ordersKeys } from '../../queryKeys';

// The user's saved filters, to reopen one (spec 000 §3 "Saved filter: name, link, count").

export const SAVED_FILTERS_KEY = ordersKeys.savedFilters();

export function SavedFiltersMenu() {
  const navigate = useNavigate();
  const saved = useQuery({ queryKey: SAVED_FILTERS_KEY, queryFn: ({ signal }) => fetchSavedFilters(signal), staleTime: 30_000 });
  const items = (saved.data ?? []).map((f) => ({ key: String(f.id), label: `${f.name} (${f.count})`, onClick: () => navigate(f.link) }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items: items.length ? items : [{ key: 'none', label: 'No saved filters', disabled: true }] }}
    >
      <Button>
        Saved Filters <CaretDownOutlined />
      </Button>
    </Dropdown>
  );
}
