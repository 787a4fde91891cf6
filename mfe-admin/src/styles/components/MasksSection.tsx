import { useState, type Dispatch, type SetStateAction } from 'react';
import { STYLE_LIMITS, STYLE_MESSAGES } from '@portal/shared';
import { Button, Flex, Select, Tag, Typography } from '@portal/shared/antd';
import { InputNumber } from '@portal/shared/antd-form';
import { FileDrop, type FileType, type UploadedFile } from '@portal/shared/ui';
import { uploadMask, type Product } from '../api';
import { newKey, type MaskUploadDraft, type StyleDraft } from '../styleDraft';
import { CHECKERBOARD } from './ColourMedia';
import { PartsTable } from './PartsTable';

// The masks of Manage Locations (spec 002 §3 imageMasks; mfe-admin/README.md "Mask images"): each
// mask shown with its image, deleted, or its file replaced by an upload; a mask added to the picked
// image at a location by uploading a PNG (one per image and location); Copy Masks onto another
// colour and variation. Uploads are staged on the server at once (FileDrop, with progress) and
// saved with the rest of the draft by the product dialog's Save.

type Image = { imageType: string; colorCode: string; variation: number };

const PNG: readonly FileType[] = [{ ext: 'png', mime: 'image/png' }];
const DROP_MESSAGES = {
  tooMany: STYLE_MESSAGES.maskOneFile,
  tooLarge: STYLE_MESSAGES.maskTooLarge,
  wrongType: STYLE_MESSAGES.maskFileType,
};
const HINT = 'PNG with transparency, at most 10 MB and 4000 × 4000 pixels.';

/** A picked file as the browser can show it before it is saved. */
const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);

function MaskThumb({ src, alt }: { src: string | null; alt: string }) {
  if (!src) return <Typography.Text type="secondary">–</Typography.Text>;
  return (
    <img
      src={src}
      alt={alt}
      width={56}
      height={56}
      style={{ objectFit: 'contain', background: CHECKERBOARD, border: '1px solid #d9d9d9', borderRadius: 4 }}
    />
  );
}

interface StagedFile extends UploadedFile {
  preview: string | null;
}

/** A FileDrop of one PNG mask: staged on the server at once, then handed to `onStaged`. */
function MaskDrop({ sku, label, onStaged }: { sku: string; label: string; onStaged: (file: StagedFile) => void }) {
  return (
    <FileDrop<StagedFile>
      label={label}
      value={[]}
      onChange={(files) => files.forEach(onStaged)}
      types={PNG}
      maxBytes={STYLE_LIMITS.maskBytes}
      maxFiles={1}
      messages={DROP_MESSAGES}
      upload={async ([file], onProgress) => {
        const staged = await uploadMask(sku, file, onProgress);
        return [{ id: staged.upload, name: staged.fileName || file.name, preview: previewOf(file) }];
      }}
    />
  );
}

export function MasksSection({
  product,
  draft,
  setDraft,
  image,
  canEdit,
}: {
  product: Product;
  draft: StyleDraft;
  setDraft: Dispatch<SetStateAction<StyleDraft>>;
  image: Image;
  canEdit: boolean;
}) {
  const colors = product.colors.map((c) => c.code);
  const [maskTarget, setMaskTarget] = useState<{ colorCode: string; variation: number }>({
    colorCode: colors[1] ?? colors[0] ?? '',
    variation: 0,
  });
  const [locationKey, setLocationKey] = useState<string | undefined>();
  const liveMasks = product.imageMasks.filter((m) => !draft.deletedMasks.includes(m.id));
  const added = draft.maskUploads.filter((u) => u.id == null);
  const replacement = (id: number) => draft.maskUploads.find((u) => u.id === id);
  const locationName = (key: string) => draft.locations.find((l) => l.key === key)?.name ?? '';
  const sameImage = (m: Image) => m.imageType === image.imageType && m.colorCode === image.colorCode && m.variation === image.variation;
  const taken = (key: string) =>
    liveMasks.some((m) => sameImage(m) && String(m.locationId) === key) || added.some((u) => sameImage(u) && u.locationKey === key);
  const chosen = locationKey && draft.locations.some((l) => l.key === locationKey) ? locationKey : undefined;
  const imageName = `${image.imageType} ${image.colorCode}/${image.variation}`;
  const addUpload = (upload: Omit<MaskUploadDraft, 'key'>) =>
    setDraft((d) => ({
      ...d,
      maskUploads: [...d.maskUploads.filter((u) => upload.id == null || u.id !== upload.id), { key: newKey(), ...upload }],
    }));
  const dropUpload = (key: string) => setDraft((d) => ({ ...d, maskUploads: d.maskUploads.filter((u) => u.key !== key) }));

  const savedRows = liveMasks.map((m) => {
    const pending = replacement(m.id);
    const label = `${m.location} mask of ${m.imageType} ${m.colorCode}/${m.variation}`;
    const cells = [
      <MaskThumb key="i" src={pending?.preview ?? (pending ? null : m.src)} alt={label} />,
      m.imageType,
      m.colorCode,
      m.variation,
      m.location,
      pending ? (
        <Tag key="s" color="blue" closable={canEdit} onClose={() => dropUpload(pending.key)}>
          Replaced by {pending.fileName} (on Save)
        </Tag>
      ) : (
        <Typography.Text key="s" code>
          {m.src}
        </Typography.Text>
      ),
      <Flex key="a" gap={4} align="start" role="group" aria-label={`Actions of the ${label}`}>
        {canEdit && !pending && (
          <MaskDrop
            sku={product.sku}
            label="Replace file"
            onStaged={(f) =>
              addUpload({
                id: m.id,
                upload: f.id,
                fileName: f.name,
                preview: f.preview,
                imageType: m.imageType,
                colorCode: m.colorCode,
                variation: m.variation,
                locationKey: String(m.locationId),
              })
            }
          />
        )}
        <Button
          danger
          size="small"
          disabled={!canEdit}
          onClick={() =>
            setDraft((d) => ({ ...d, deletedMasks: [...d.deletedMasks, m.id], maskUploads: d.maskUploads.filter((u) => u.id !== m.id) }))
          }
        >
          Delete
        </Button>
      </Flex>,
    ];
    return { key: `saved-${m.id}`, cells };
  });
  const newRows = added.map((u) => ({
    key: `new-${u.key}`,
    cells: [
      <MaskThumb key="i" src={u.preview} alt={`New ${locationName(u.locationKey)} mask of ${u.imageType} ${u.colorCode}/${u.variation}`} />,
      u.imageType,
      u.colorCode,
      u.variation,
      locationName(u.locationKey),
      <Tag key="s" color="green">
        New: {u.fileName} (on Save)
      </Tag>,
      <Button key="a" size="small" disabled={!canEdit} onClick={() => dropUpload(u.key)}>
        Remove
      </Button>,
    ],
  }));

  return (
    <>
      <PartsTable head={['Mask', 'Type', 'Colour', 'Variation', 'Location', 'Source', '']} rows={[...savedRows, ...newRows]} />
      {canEdit && (
        <Flex gap={8} align="start" wrap>
          <Typography.Text style={{ lineHeight: '32px' }}>Add a mask to {imageName} at</Typography.Text>
          <Select
            aria-label="Mask location"
            placeholder="Location"
            value={chosen}
            options={draft.locations.map((l) => ({ value: l.key, label: l.name, disabled: taken(l.key) }))}
            onChange={setLocationKey}
            style={{ width: 180 }}
          />
          {chosen && !taken(chosen) && image.colorCode ? (
            <MaskDrop
              sku={product.sku}
              label="Upload mask"
              onStaged={(f) => {
                addUpload({ id: null, upload: f.id, fileName: f.name, preview: f.preview, ...image, locationKey: chosen });
                setLocationKey(undefined);
              }}
            />
          ) : (
            <Typography.Text type="secondary" style={{ lineHeight: '32px' }}>
              {chosen ? STYLE_MESSAGES.maskExists : 'Choose a location, then upload its mask.'}
            </Typography.Text>
          )}
          <Typography.Text type="secondary" style={{ lineHeight: '32px' }}>
            {HINT}
          </Typography.Text>
        </Flex>
      )}
      {draft.maskCopies.map((c, i) => (
        <Tag
          // biome-ignore lint/suspicious/noArrayIndexKey: a copy has no id and may be repeated; the Tag keeps no state of its own (preventDefault below), so its position is enough
          key={i}
          closable={canEdit}
          onClose={(e) => {
            // The draft removes the copy, not the Tag: antd's Tag would hide itself, and with it the
            // copy that moves into its place.
            e.preventDefault();
            setDraft((d) => ({ ...d, maskCopies: d.maskCopies.filter((_, j) => j !== i) }));
          }}
        >
          Copy {c.from.imageType} {c.from.colorCode}/{c.from.variation} masks to {c.to.colorCode}/{c.to.variation} (on Save)
        </Tag>
      ))}
      {canEdit && (
        <Flex gap={8} align="center" wrap>
          <Typography.Text>Copy this image&apos;s masks to</Typography.Text>
          <Select
            aria-label="Mask target colour"
            value={maskTarget.colorCode}
            options={colors.map((c) => ({ value: c, label: c }))}
            onChange={(v) => setMaskTarget((t) => ({ ...t, colorCode: v }))}
            style={{ width: 100 }}
          />
          <InputNumber
            aria-label="Mask target variation"
            min={0}
            max={99}
            value={maskTarget.variation}
            onChange={(v) => setMaskTarget((t) => ({ ...t, variation: typeof v === 'number' ? v : 0 }))}
          />
          <Button
            disabled={
              !(liveMasks.some(sameImage) || added.some(sameImage)) ||
              (maskTarget.colorCode === image.colorCode && maskTarget.variation === image.variation)
            }
            onClick={() => setDraft((d) => ({ ...d, maskCopies: [...d.maskCopies, { from: { ...image }, to: { ...maskTarget } }] }))}
          >
            Copy Masks
          </Button>
        </Flex>
      )}
    </>
  );
}
