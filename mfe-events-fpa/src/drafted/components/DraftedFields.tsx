import type { ReactNode } from 'react';
import {
  DRAFTED_AGREEMENT_MAX_BYTES,
  DRAFTED_AGREEMENT_TYPES,
  DRAFTED_COLOR_LABELS,
  DRAFTED_LOGO_MAX_BYTES,
  DRAFTED_LOGO_TYPES,
  DRAFTED_MESSAGES,
  type DraftedColorField,
} from '@portal/shared';
import { Flex } from '@portal/shared/antd';
import { Form } from '@portal/shared/antd-form';
import { FileDrop, HexColorInput, type UploadedFile } from '@portal/shared/ui';
import { uploadDraftedFile } from '../api';

// Fields the drafted dialogs share: a logo (jpeg, png, svg; spec 002 §5) and the artist agreement
// (HTML) through the kit's FileDrop, and the colour inputs (the kit's HexColorInput: 6 hex
// digits, cleared on blur when invalid).

export interface DraftedUpload extends UploadedFile {
  path: string | null;
}

const upload = (kind: 'logo' | 'agreement') => async (files: File[], onProgress: (ratio: number) => void) => {
  const answers = await Promise.all(files.map((file) => uploadDraftedFile(kind, file, onProgress)));
  return answers.map((a, i): DraftedUpload => ({ id: a.upload, name: files[i].name, path: a.path }));
};

/** The logo: the current one shown (104x104, spec 002 §9) until a new one is uploaded. */
export function LogoField({
  id,
  current,
  value,
  onChange,
  error,
}: {
  id: string;
  current: string | null;
  value: DraftedUpload[];
  onChange: (files: DraftedUpload[]) => void;
  error?: string;
}) {
  const shown = value[0]?.path ?? current;
  return (
    <Form.Item label="Logo" htmlFor={id} validateStatus={error ? 'error' : undefined} help={error}>
      <Flex gap={12} align="center">
        {shown && <img src={shown} alt="Logo" width={104} height={104} style={{ objectFit: 'contain' }} />}
        <FileDrop<DraftedUpload>
          value={value}
          onChange={onChange}
          upload={upload('logo')}
          types={DRAFTED_LOGO_TYPES}
          maxBytes={DRAFTED_LOGO_MAX_BYTES}
          maxFiles={1}
          label={shown ? 'Replace logo' : 'Add logo'}
          messages={{ tooMany: 'One logo only.', tooLarge: DRAFTED_MESSAGES.logoType, wrongType: DRAFTED_MESSAGES.logoType }}
        />
      </Flex>
    </Form.Item>
  );
}

export function AgreementField({
  value,
  onChange,
  error,
  hint,
}: {
  value: DraftedUpload[];
  onChange: (files: DraftedUpload[]) => void;
  error?: string;
  hint?: ReactNode;
}) {
  return (
    <Form.Item label="Artist Agreement (HTML)" validateStatus={error ? 'error' : undefined} help={error}>
      <FileDrop<DraftedUpload>
        value={value}
        onChange={onChange}
        upload={upload('agreement')}
        types={DRAFTED_AGREEMENT_TYPES}
        maxBytes={DRAFTED_AGREEMENT_MAX_BYTES}
        maxFiles={1}
        label="Add artist agreement"
        hint={hint}
        messages={{ tooMany: 'One agreement only.', tooLarge: DRAFTED_MESSAGES.agreementType, wrongType: DRAFTED_MESSAGES.agreementType }}
      />
    </Form.Item>
  );
}

export function ColorFields({
  prefix,
  colors,
  onChange,
  errors,
}: {
  prefix: string;
  colors: Record<DraftedColorField, string>;
  onChange: (field: DraftedColorField, value: string) => void;
  errors?: Partial<Record<DraftedColorField, string>>;
}) {
  return (
    <Flex gap={12} wrap>
      {(Object.keys(DRAFTED_COLOR_LABELS) as DraftedColorField[]).map((field) => (
        <Form.Item
          key={field}
          label={DRAFTED_COLOR_LABELS[field]}
          htmlFor={`${prefix}-${field}`}
          validateStatus={errors?.[field] ? 'error' : undefined}
          help={errors?.[field]}
          style={{ width: 170 }}
        >
          <HexColorInput id={`${prefix}-${field}`} value={colors[field] ?? ''} onChange={(v) => onChange(field, v)} />
        </Form.Item>
      ))}
    </Flex>
  );
}
