import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FILTER_NAME_MAX_LENGTH, savedFilterRenameSchema } from '@portal/shared';
import { Button, Input, Modal, Space, Typography } from '@portal/shared/antd';
import { DeleteOutlined, EditOutlined } from '@portal/shared/icons';
import { ConfirmDialog } from '@portal/shared/ui';
import { deleteSavedFilter, renameSavedFilter, type SavedFilter } from '../api';
import { ordersKeys } from '../../queryKeys';

// Rename or delete the user's saved filters. Each call answers the full list, which replaces the
// menu's copy; a failure shows the server's message (the shared client) and changes nothing here.

const rowStyle = { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, padding: '6px 0' } as const;

export function ManageSavedFiltersDialog({ filters, onClose }: { filters: SavedFilter[]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [list, setList] = useState(filters);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<SavedFilter | null>(null);
  const keep = (all: SavedFilter[]) => {
    queryClient.setQueryData(ordersKeys.savedFilters(), all);
    setList(all);
  };

  return (
    <Modal open title="Saved Filters" footer={<Button onClick={onClose}>Close</Button>} onCancel={onClose}>
      {list.length === 0 && <p>No saved filters</p>}
      <ul aria-label="Saved filters" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list.map((filter) =>
          renaming === filter.id ? (
            <li key={filter.id} style={rowStyle}>
              <RenameForm
                filter={filter}
                onDone={(all) => {
                  keep(all);
                  setRenaming(null);
                }}
                onCancel={() => setRenaming(null)}
              />
            </li>
          ) : (
            <li key={filter.id} style={rowStyle}>
              <span>
                {filter.name} ({filter.count})
              </span>
              <Space size={4}>
                <Button size="small" icon={<EditOutlined />} aria-label={`Rename ${filter.name}`} onClick={() => setRenaming(filter.id)} />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Delete ${filter.name}`}
                  onClick={() => setDeleting(filter)}
                />
              </Space>
            </li>
          ),
        )}
      </ul>
      {deleting && (
        <ConfirmDialog
          title="Delete saved filter"
          okText="Delete"
          danger
          onConfirm={async () => keep(await deleteSavedFilter(deleting.id))}
          onClose={() => setDeleting(null)}
        >
          Delete the saved filter “{deleting.name}”? The orders stay as they are.
        </ConfirmDialog>
      )}
    </Modal>
  );
}

function RenameForm({ filter, onDone, onCancel }: { filter: SavedFilter; onDone: (all: SavedFilter[]) => void; onCancel: () => void }) {
  const [name, setName] = useState(filter.name);
  const [error, setError] = useState<string | null>(null);
  const rename = useMutation({ mutationFn: (newName: string) => renameSavedFilter(filter.id, newName), onSuccess: onDone });
  const submit = () => {
    const parsed = savedFilterRenameSchema.safeParse({ name });
    if (!parsed.success) setError(parsed.error.issues[0]?.message ?? null);
    else if (!rename.isPending) rename.mutate(parsed.data.name);
  };
  return (
    <div style={{ flex: 1 }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          autoFocus
          aria-label="Filter name"
          maxLength={FILTER_NAME_MAX_LENGTH}
          value={name}
          status={error ? 'error' : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          onPressEnter={submit}
          onKeyDown={(e) => e.key === 'Escape' && onCancel()}
        />
        <Button type="primary" loading={rename.isPending} onClick={submit}>
          Save
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Space.Compact>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
