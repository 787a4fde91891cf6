import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, Modal, Select, Typography } from '@portal/shared/antd';
import { dropdownMatches, isHexOrEmpty, messages, PRINTER_FIELD_LABELS, PRINTER_FIELDS } from '@portal/shared';
import { HexColorInput } from '@portal/shared/ui';
import { addMapping, updateMapping, type PrinterMapping } from '../api';
import { fetchPickerSwatches } from '../../swatches/api';
import { formOf, mappingAdd, mappingUpdate, unmappedNames, type MappingForm } from '../mappingForm';
import { designsColorKeys } from '../../queryKeys';

// The Add / Update dialog (spec 001 §2.5, §5.5): the colour name from the swatch library (on add, only
// names not yet mapped; on update locked), four printer hex fields (empty or 6 hex characters, else
// 'Invalid RGB Hex'), the equivalent; dropdowns show at most 10 matches; an update sends only changes.

/** A searchable dropdown of at most 10 matches of what is typed (spec 001 §5.5, §9). */
function ColorPicker({
  label,
  value,
  names,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  names: readonly string[];
  onChange: (v: string) => void;
  disabled?: boolean;
}) {
  const [typed, setTyped] = useState('');
  const options = useMemo(
    () =>
      dropdownMatches(
        names.map((n) => ({ value: n, label: n })),
        typed,
      ),
    [names, typed],
  );
  return (
    <Select
      aria-label={label}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      disabled={disabled}
      style={{ width: 280 }}
      value={value || undefined}
      options={options}
      onChange={(v: string | undefined) => onChange(v ?? '')}
      placeholder={label}
    />
  );
}

export function MappingDialog({
  mapping,
  mappedNames,
  onClose,
}: {
  mapping: PrinterMapping | null;
  mappedNames: readonly string[];
  onClose: () => void;
}) {
  const client = useQueryClient();
  const swatches = useQuery({
    queryKey: designsColorKeys.swatchPicker(),
    queryFn: ({ signal }) => fetchPickerSwatches(signal),
    staleTime: 5 * 60_000,
  });
  const [form, setForm] = useState<MappingForm>(formOf(mapping));
  const allNames = useMemo(() => [...new Set((swatches.data ?? []).map((s) => s.colorName))].sort(), [swatches.data]);
  const choosable = mapping ? allNames : unmappedNames(allNames, mappedNames);
  const hexOk = PRINTER_FIELDS.every((f) => isHexOrEmpty(form[f]));
  const update = mapping ? mappingUpdate(mapping, form) : null;
  const changed = !mapping || Object.keys(update!).length > 1;
  const ready = !!form.colorName && hexOk && changed;
  const save = useMutation({
    mutationFn: () => (mapping ? updateMapping(update!) : addMapping(mappingAdd(form))),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: designsColorKeys.mappings() });
      onClose();
    },
  });
  return (
    <Modal
      open
      title={mapping ? `Update ${mapping.colorName}` : 'Add Printer Color Mapping'}
      okText={mapping ? 'Update' : 'Add'}
      cancelText="Close"
      okButtonProps={{ disabled: !ready }}
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() => save.mutate()}
    >
      <Flex vertical gap={8}>
        <ColorPicker
          label="Color name"
          value={form.colorName}
          names={choosable}
          disabled={!!mapping}
          onChange={(v) => setForm((f) => ({ ...f, colorName: v }))}
        />
        {PRINTER_FIELDS.map((field) => (
          <label key={field}>
            {PRINTER_FIELD_LABELS[field]}{' '}
            <HexColorInput
              aria-label={PRINTER_FIELD_LABELS[field]}
              value={form[field]}
              onChange={(v) => setForm((f) => ({ ...f, [field]: v }))}
            />
            {!isHexOrEmpty(form[field]) && <Typography.Text type="danger"> {messages.invalidRgbHex}</Typography.Text>}
          </label>
        ))}
        <ColorPicker
          label="Equivalent (PMS)"
          value={form.equivalent}
          names={allNames}
          onChange={(v) => setForm((f) => ({ ...f, equivalent: v }))}
        />
      </Flex>
    </Modal>
  );
}
