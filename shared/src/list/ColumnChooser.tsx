import { useState } from 'react';
import { Button, Checkbox, Flex, theme } from '@portal/shared/antd';
import { TableOutlined } from '@portal/shared/icons';
import { ClickDropdown } from '../ui/ClickDropdown';
import type { ListColumn } from './types';

// Show/hide columns. The choice is remembered on the device (useColumnVisibility); the last shown
// column cannot be hidden, so the table never ends up empty.

export interface ColumnChooserProps<Row> {
  columns: readonly ListColumn<Row>[];
  visibility: Record<string, boolean>;
  onChange(columnId: string, visible: boolean): void;
  onReset?(): void;
}

const labelOf = <Row,>(c: ListColumn<Row>) => c.label ?? (typeof c.title === 'string' ? c.title : c.id);

export function ColumnChooser<Row>({ columns, visibility, onChange, onReset }: ColumnChooserProps<Row>) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const hideable = columns.filter((c) => c.hideable !== false);
  const shownCount = columns.filter((c) => visibility[c.id]).length;
  if (hideable.length === 0) return null;

  const panel = (
    <Flex
      vertical
      gap={token.marginXS}
      role="group"
      aria-label="Columns"
      style={{
        padding: token.paddingSM,
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
        maxHeight: 400,
        overflowY: 'auto',
      }}
    >
      {hideable.map((c) => (
        <Checkbox
          key={c.id}
          checked={visibility[c.id]}
          disabled={visibility[c.id] && shownCount <= 1}
          onChange={(e) => onChange(c.id, e.target.checked)}
        >
          {labelOf(c)}
        </Checkbox>
      ))}
      {onReset && (
        <Button size="small" type="link" onClick={onReset} style={{ alignSelf: 'flex-start', padding: 0 }}>
          Show default columns
        </Button>
      )}
    </Flex>
  );

  return (
    <ClickDropdown open={open} onOpenChange={setOpen} popupRender={() => panel}>
      <Button icon={<TableOutlined />} aria-haspopup="true" aria-expanded={open}>
        Columns
      </Button>
    </ClickDropdown>
  );
}
