import { useState, type Dispatch, type SetStateAction } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IMAGE_TYPES, messages, STYLE_MESSAGES } from '@portal/shared';
import { App, Button, Checkbox, Divider, Flex, Input, Modal, Select, Typography } from '@portal/shared/antd';
import { InputNumber } from '@portal/shared/antd-form';
import { adminKeys } from '../../queryKeys';
import { fetchLocationPresets, upsertLocationPreset, type Product, type ProductOptions } from '../api';
import { applyPreset, newKey, presetOf, type StyleDraft } from '../styleDraft';
import { DebouncedNumber, DebouncedText } from './DebouncedField';
import { MasksSection } from './MasksSection';
import { PartsTable } from './PartsTable';

// Manage Locations (spec 002 §2, §3, §7): the product's locations, image decoration locations,
// nested image locations and masks (MasksSection: add by upload, replace a file, delete, copy one
// image's masks to another colour and variation), and location presets (apply to an image; save the image's locations as a preset, x, y
// and ppi normalised). Everything but the preset save is part of the product's draft, sent by the
// product dialog's Save; the preset is saved at once (its own call, spec 002 §7).

type Image = { imageType: string; colorCode: string; variation: number };
type Row = Record<string, unknown> & { key: string };

export function ManageLocationsDialog(props: {
  product: Product;
  options: ProductOptions;
  draft: StyleDraft;
  setDraft: Dispatch<SetStateAction<StyleDraft>>;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { product, options, draft, setDraft, canEdit } = props;
  const { message } = App.useApp();
  const client = useQueryClient();
  const colors = product.colors.map((c) => c.code);
  const [image, setImage] = useState<Image>({ imageType: 'V', colorCode: colors[0] ?? '', variation: 0 });
  const presets = useQuery({ queryKey: adminKeys.locationPresets(), queryFn: ({ signal }) => fetchLocationPresets(signal) });
  const [presetId, setPresetId] = useState<number | null>(null);
  const [presetName, setPresetName] = useState('');
  const chosenPreset = presets.data?.find((p) => p.id === presetId) ?? null;
  const savePreset = useMutation({
    mutationFn: () =>
      upsertLocationPreset(
        presetOf(
          draft,
          presetName,
          image,
          chosenPreset && chosenPreset.name.toLowerCase() === presetName.trim().toLowerCase() ? chosenPreset.id : null,
        ),
      ),
    onSuccess: (saved) => {
      void message.success(messages.presetSaved);
      setPresetId(saved.id);
      void client.invalidateQueries({ queryKey: adminKeys.locationPresets() });
    },
  });

  const update = (list: 'locations' | 'imageLocations' | 'nestedImageLocations', key: string, field: string, value: unknown) =>
    setDraft((d) => ({ ...d, [list]: (d[list] as unknown as Row[]).map((r) => (r.key === key ? { ...r, [field]: value } : r)) }));
  const remove = (list: 'locations' | 'imageLocations' | 'nestedImageLocations', key: string) =>
    setDraft((d) => ({ ...d, [list]: (d[list] as unknown as Row[]).filter((r) => r.key !== key) }));
  const liveMasks = product.imageMasks.filter((m) => !draft.deletedMasks.includes(m.id));
  const locationUsed = (key: string) =>
    draft.imageLocations.some((l) => l.locationKey === key) ||
    liveMasks.some((m) => String(m.locationId) === key) ||
    draft.maskUploads.some((u) => u.locationKey === key);
  const missingNames = options.locations.filter((n) => !draft.locations.some((l) => l.name === n));
  const [newName, setNewName] = useState<string | undefined>();
  const ro = !canEdit;
  const num = (list: 'imageLocations' | 'nestedImageLocations' | 'locations', r: Row, field: string, label: string, min?: number) => (
    <DebouncedNumber
      label={`${label} ${r.key}`}
      value={r[field] as number}
      required
      min={min}
      disabled={ro}
      onChange={(v) => update(list, r.key, field, v)}
    />
  );

  return (
    <Modal
      open
      title="Manage Locations"
      width={1100}
      onCancel={props.onClose}
      footer={
        <Button type="primary" onClick={props.onClose}>
          Done
        </Button>
      }
    >
      <Flex vertical gap={8}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>Image</Typography.Text>
          <Select
            aria-label="Image type"
            value={image.imageType}
            options={IMAGE_TYPES.map((t) => ({ value: t.value, label: t.label }))}
            onChange={(v) => setImage((i) => ({ ...i, imageType: v }))}
            style={{ width: 110 }}
          />
          <Select
            aria-label="Image colour"
            value={image.colorCode}
            options={colors.map((c) => ({ value: c, label: c }))}
            onChange={(v) => setImage((i) => ({ ...i, colorCode: v }))}
            style={{ width: 100 }}
          />
          <InputNumber
            aria-label="Image variation"
            min={0}
            max={99}
            value={image.variation}
            onChange={(v) => setImage((i) => ({ ...i, variation: typeof v === 'number' ? v : 0 }))}
          />
        </Flex>

        <Divider titlePlacement="start">Locations</Divider>
        <PartsTable
          head={['Name', 'Width (in)', 'Height (in)', 'Origin', 'Methods', '']}
          rows={draft.locations.map((l) => ({
            key: l.key,
            cells: [
              <DebouncedText
                key="n"
                label={`Location name ${l.key}`}
                value={l.name}
                disabled={ro}
                onChange={(v) => update('locations', l.key, 'name', v ?? '')}
              />,
              num('locations', l as unknown as Row, 'width', 'Width', 0.1),
              num('locations', l as unknown as Row, 'height', 'Height', 0.1),
              <DebouncedText
                key="o"
                label={`Origin ${l.key}`}
                value={l.origin}
                disabled={ro}
                onChange={(v) => update('locations', l.key, 'origin', v ?? '')}
              />,
              <Select
                key="m"
                aria-label={`Methods ${l.key}`}
                mode="tags"
                value={l.methods}
                disabled={ro}
                onChange={(v) => update('locations', l.key, 'methods', v)}
                style={{ minWidth: 180 }}
              />,
              <Button
                key="d"
                danger
                size="small"
                disabled={ro || locationUsed(l.key)}
                title={locationUsed(l.key) ? STYLE_MESSAGES.locationInUse : undefined}
                onClick={() => remove('locations', l.key)}
              >
                Remove
              </Button>,
            ],
          }))}
        />
        {canEdit && (
          <Flex gap={8}>
            <Select
              aria-label="New location"
              placeholder="Location"
              value={newName}
              options={missingNames.map((n) => ({ value: n, label: n }))}
              onChange={setNewName}
              style={{ width: 200 }}
            />
            <Button
              disabled={!newName}
              onClick={() => {
                setDraft((d) => ({
                  ...d,
                  locations: [
                    ...d.locations,
                    { id: null, key: newKey(), name: newName!, width: 4, height: 4, origin: 'Top Center', methods: [] },
                  ],
                }));
                setNewName(undefined);
              }}
            >
              Add Location
            </Button>
          </Flex>
        )}

        <Divider titlePlacement="start">Image decoration locations</Divider>
        <PartsTable
          head={['Type', 'Colour', 'Variation', 'Location', 'X', 'Y', 'Rotation', 'PPI', 'Requires variation', '']}
          rows={draft.imageLocations.map((l) => {
            const r = l as unknown as Row;
            return {
              key: l.key,
              cells: [
                l.imageType,
                l.colorCode,
                l.variation,
                <Select
                  key="l"
                  aria-label={`Location of ${l.key}`}
                  value={l.locationKey}
                  disabled={ro}
                  options={draft.locations.map((x) => ({ value: x.key, label: x.name }))}
                  onChange={(v) => update('imageLocations', l.key, 'locationKey', v)}
                  style={{ width: 130 }}
                />,
                num('imageLocations', r, 'x', 'X'),
                num('imageLocations', r, 'y', 'Y'),
                num('imageLocations', r, 'rotation', 'Rotation'),
                num('imageLocations', r, 'ppi', 'PPI', 1),
                <Checkbox
                  key="v"
                  aria-label={`Requires variation ${l.key}`}
                  checked={l.requiresVariation}
                  disabled={ro}
                  onChange={(e) => update('imageLocations', l.key, 'requiresVariation', e.target.checked)}
                />,
                <Button key="d" danger size="small" disabled={ro} onClick={() => remove('imageLocations', l.key)}>
                  Remove
                </Button>,
              ],
            };
          })}
        />
        {canEdit && (
          <Button
            style={{ alignSelf: 'start' }}
            disabled={!draft.locations.length || !image.colorCode}
            onClick={() =>
              setDraft((d) => ({
                ...d,
                imageLocations: [
                  ...d.imageLocations,
                  {
                    id: null,
                    key: newKey(),
                    ...image,
                    locationKey: d.locations[0].key,
                    x: 500,
                    y: 300,
                    rotation: 0,
                    ppi: 30,
                    requiresVariation: false,
                  },
                ],
              }))
            }
          >
            Add Image Location
          </Button>
        )}

        <Divider titlePlacement="start">Nested image locations</Divider>
        <PartsTable
          head={['Type', 'Colour', 'Variation', 'Nested variation', 'X', 'Y', 'Z', 'Rotation', 'Width', '']}
          rows={draft.nestedImageLocations.map((l) => {
            const r = l as unknown as Row;
            return {
              key: l.key,
              cells: [
                l.imageType,
                l.colorCode,
                l.variation,
                num('nestedImageLocations', r, 'nestedVariation', 'Nested variation', 0),
                num('nestedImageLocations', r, 'x', 'Nested X'),
                num('nestedImageLocations', r, 'y', 'Nested Y'),
                num('nestedImageLocations', r, 'z', 'Z', 0),
                num('nestedImageLocations', r, 'rotation', 'Nested rotation'),
                num('nestedImageLocations', r, 'width', 'Nested width', 1),
                <Button key="d" danger size="small" disabled={ro} onClick={() => remove('nestedImageLocations', l.key)}>
                  Remove
                </Button>,
              ],
            };
          })}
        />
        {canEdit && (
          <Button
            style={{ alignSelf: 'start' }}
            disabled={!image.colorCode}
            onClick={() =>
              setDraft((d) => ({
                ...d,
                nestedImageLocations: [
                  ...d.nestedImageLocations,
                  { id: null, key: newKey(), ...image, nestedVariation: 1, x: 500, y: 350, z: 1, rotation: 0, width: 400 },
                ],
              }))
            }
          >
            Add Nested Image Location
          </Button>
        )}

        <Divider titlePlacement="start">Masks</Divider>
        <MasksSection product={product} draft={draft} setDraft={setDraft} image={image} canEdit={canEdit} />

        <Divider titlePlacement="start">Location presets</Divider>
        <Flex gap={8} align="center" wrap>
          <Select
            aria-label="Preset"
            placeholder="Preset"
            loading={presets.isPending}
            value={presetId ?? undefined}
            options={(presets.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            onChange={(id: number) => {
              setPresetId(id);
              setPresetName(presets.data?.find((p) => p.id === id)?.name ?? '');
            }}
            style={{ width: 200 }}
          />
          {canEdit && (
            <Button disabled={!chosenPreset || !image.colorCode} onClick={() => setDraft((d) => applyPreset(d, chosenPreset!, image))}>
              Apply to Image
            </Button>
          )}
          {canEdit && (
            <>
              <Input
                aria-label="Preset name"
                placeholder="Preset name"
                maxLength={50}
                value={presetName}
                onChange={(e) => setPresetName(e.target.value)}
                style={{ width: 200 }}
              />
              <Button
                loading={savePreset.isPending}
                disabled={!presetName.trim() || !draft.locations.length}
                onClick={() => savePreset.mutate()}
              >
                Save Preset
              </Button>
            </>
          )}
        </Flex>
        <Typography.Text type="secondary">
          Save Preset stores the locations and this image&apos;s image locations, x, y and ppi relative to the image size; a preset of the
          chosen name is replaced.
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
