import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, Input, Modal, Select, Typography } from '@portal/shared/antd';
import { InputNumber } from '@portal/shared/antd-form';
import {
  DESIGN_COMMENT_MAX,
  DESIGN_METHODS,
  DESIGN_SIZE_MAX,
  DESIGN_SIZE_MIN,
  DESIGN_TEXT_MAX,
  DESIGN_UPLOAD_MAX_BYTES,
  DESIGN_UPLOAD_MESSAGES as M,
  DESIGN_UPLOAD_TYPES,
  fill,
  notify,
  treatmentOf,
  uploadDesignSchema,
  uploadedDesignSize,
} from '@portal/shared';
import { FileDrop, readImageSize } from '@portal/shared/ui';
import { fetchCustomers, stageDesignImage, uploadDesign, type StagedDesignImage } from '../api';
import { designsColorKeys } from '../../queryKeys';

// Upload a design (spec 001 §6 Upload button; README "Upload a design"): the customer (a CUSTOMER
// user with one customer gets it, fixed), the method, the artwork (PNG or SVG, 10 MB: read here with
// core's imageSizeOf and checked against the method's proportions, uploaded at once with progress),
// the width (the height follows the image, both fitted to the method's maximum), text and comment.

export function UploadDesignDialog({ onClose }: { onClose: () => void }) {
  const client = useQueryClient();
  const customers = useQuery({
    queryKey: designsColorKeys.customers(),
    queryFn: ({ signal }) => fetchCustomers(signal),
    staleTime: 5 * 60_000,
  });
  const only = customers.data?.length === 1 ? customers.data[0].numb : null;
  const [form, setForm] = useState({ customer: '', method: '', width: 10 as number | null, text: '', comment: '' });
  const [image, setImage] = useState<StagedDesignImage[]>([]);
  const set = (change: Partial<typeof form>) => setForm((f) => ({ ...f, ...change }));
  const staged = image[0] ?? null;
  const body = {
    upload: staged?.id ?? '',
    customer: form.customer || only || '',
    method: form.method,
    width: form.width ?? 0,
    text: form.text,
    comment: form.comment,
  };
  const parsed = uploadDesignSchema.safeParse(body);
  const size = staged && form.method && form.width ? uploadedDesignSize(staged, form.method, form.width) : null;
  const problem = !staged
    ? M.imageRequired
    : !parsed.success
      ? parsed.error.issues[0]?.message
      : size && 'error' in size
        ? size.error
        : null;
  const treatment = treatmentOf(form.method);
  const save = useMutation({
    mutationFn: () => uploadDesign(body),
    onSuccess: (answer) => {
      notify.success(fill(M.uploaded, answer));
      void client.invalidateQueries({ queryKey: designsColorKeys.designs() });
      onClose();
    },
  });
  return (
    <Modal
      open
      title="Upload Design"
      okText="Upload"
      cancelText="Close"
      okButtonProps={{ disabled: !!problem }}
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() => save.mutate()}
    >
      <Flex vertical gap={8}>
        <Select
          aria-label="Customer"
          placeholder="Customer"
          showSearch={{ optionFilterProp: 'label' }}
          loading={customers.isPending}
          disabled={!!only}
          value={form.customer || only || undefined}
          options={(customers.data ?? []).map((c) => ({ value: c.numb, label: `${c.numb} - ${c.cust}` }))}
          onChange={(v: string) => set({ customer: v })}
        />
        <Select
          aria-label="Method"
          placeholder="Method"
          value={form.method || undefined}
          options={DESIGN_METHODS.map((m) => ({ value: m.code, label: m.name }))}
          onChange={(v: string) => set({ method: v })}
        />
        <FileDrop<StagedDesignImage>
          value={image}
          onChange={setImage}
          upload={async ([file], onProgress) => {
            // The browser reads the same bytes the server will (a quick answer before sending them).
            const read = await readImageSize(file);
            if ('error' in read) throw new Error(read.error);
            return [await stageDesignImage(file, onProgress)];
          }}
          types={DESIGN_UPLOAD_TYPES}
          maxBytes={DESIGN_UPLOAD_MAX_BYTES}
          maxFiles={1}
          messages={{ tooMany: M.oneImage, tooLarge: M.imageTooLarge, wrongType: M.incompatibleFileType }}
          label="Design image"
          hint="PNG or SVG (with a viewBox), at most 10 MB."
        />
        {staged && (
          <Typography.Text type="secondary">
            Image: {staged.width} × {staged.height} {staged.format === 'svg' ? '(viewBox)' : 'px'}
          </Typography.Text>
        )}
        <label>
          Width (in){' '}
          <InputNumber
            aria-label="Width"
            min={DESIGN_SIZE_MIN}
            max={DESIGN_SIZE_MAX}
            step={0.05}
            precision={2}
            value={form.width}
            onChange={(v) => set({ width: v === null ? null : Number(v) })}
          />
        </label>
        {size && !('error' in size) && (
          <Typography.Text aria-label="Design size">
            Size: {size.width} × {size.height} in
            {treatment && size.width < (form.width ?? 0)
              ? ` (fitted to ${treatment.name}'s maximum of ${treatment.maxWidth} × ${treatment.maxHeight} in)`
              : ''}
          </Typography.Text>
        )}
        <Input
          aria-label="Text"
          placeholder="Text"
          maxLength={DESIGN_TEXT_MAX}
          value={form.text}
          onChange={(e) => set({ text: e.target.value })}
        />
        <Input.TextArea
          aria-label="Comment"
          placeholder="Comment"
          maxLength={DESIGN_COMMENT_MAX}
          value={form.comment}
          onChange={(e) => set({ comment: e.target.value })}
        />
        {problem && <Typography.Text type="secondary">{problem}</Typography.Text>}
      </Flex>
    </Modal>
  );
}
