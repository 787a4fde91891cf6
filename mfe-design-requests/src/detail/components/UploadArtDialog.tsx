import { useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { DR_LIMITS, DR_MESSAGES, clampSize, maxSizeOf, messages, notify, treatmentOf, type ArtSize, sizedImageUrl } from '@portal/shared';
import { Alert, Button, Flex, Input, Modal, Select, Typography } from '@portal/shared/antd';
import { Progress, Radio, Switch } from '@portal/shared/antd-detail';
import { Form } from '@portal/shared/antd-form';
import { designRequestsKeys } from '../../queryKeys';
import { fetchCompatibleDesigns, fetchRequestFormData } from '../../requestForm/api';
import { submitArt, uploadArt, type ArtFiles, type DesignRequestDetail } from '../api';
import { ART_FIELDS, artFileProblem, artProportionsProblem, artWarnings, readArtSize, submittedSize, type ArtField } from '../uploadArt';
import { IssuePicker, selectedIssues, type IssueChoice } from './IssuePicker';
import { StoredImage } from '@portal/shared/ui';

// Upload art (spec 001 §2.2, §4.2, §5.2): a new design (production and working files .eps .dst
// .psd .ai .pdf up to 20 MB, the design image .png/.svg up to 10 MB, the PMS image .png up to
// 10 MB, a comment of 1000 characters; the image's proportions checked against the treatment here
// and again on the server) or an existing, compatible design; the warnings (size, cc, treatment
// differing from the request) require at least one corrected issue. The files are staged by POST
// /api/designRequest/{id}/art with progress, then submitDesignRequestArt names them.

type Source = 'new' | 'existing';

export function UploadArtDialog({
  r,
  manager,
  onClose,
  onDone,
}: {
  r: DesignRequestDetail;
  manager: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const [source, setSource] = useState<Source>('new');
  const [files, setFiles] = useState<Partial<ArtFiles>>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<ArtField, string>>>({});
  const [image, setImage] = useState<ArtSize | null>(null);
  const [method, setMethod] = useState(r.method.type);
  const [cc, setCc] = useState(r.cc);
  const [width, setWidth] = useState(String(r.width));
  const [comment, setComment] = useState('');
  const [existing, setExisting] = useState<string | null>(null);
  const [chosen, setChosen] = useState<IssueChoice>({});
  const [progress, setProgress] = useState(0);
  const data = useQuery({
    queryKey: designRequestsKeys.formData(),
    queryFn: ({ signal }) => fetchRequestFormData(signal),
    staleTime: 300_000,
  });
  const fixed = r.drop ? { width: r.drop.width, height: r.drop.height } : null;
  const compatibleInput = {
    customer: r.customer?.number ?? null,
    method: r.method.type,
    width: r.width,
    height: r.height ?? null,
    dropId: r.drop?.id ?? null,
  };
  const compatible = useQuery({
    queryKey: designRequestsKeys.compatible(compatibleInput),
    queryFn: ({ signal }) => fetchCompatibleDesigns(compatibleInput, signal),
    enabled: source === 'existing',
  });
  const treatment = treatmentOf(method);
  const choice = { method, cc, width: Number(width) || 0 };
  const size = submittedSize(choice, image, fixed, r.height ?? null);
  const proportions = image ? artProportionsProblem(image, choice, fixed) : null;
  const picked = compatible.data?.find((d) => `${d.id}-${d.variation}` === existing) ?? null;
  const requested = { width: r.width, height: r.height ?? null, cc: r.cc, method: r.method.type };
  const warnings =
    source === 'new'
      ? artWarnings(requested, { width: size.width, height: size.height, cc, method })
      : picked
        ? artWarnings(requested, { width: picked.width, height: picked.height, cc: r.cc, method: r.method.type })
        : [];
  const corrected = selectedIssues(chosen).map((i) => i.desc);
  const problem =
    source === 'new'
      ? (['production', 'working', 'image', 'pms'] as const).some((f) => !files[f])
        ? DR_MESSAGES.filesRequired
        : (Object.values(fileErrors).find(Boolean) ??
          proportions ??
          (comment.length > DR_LIMITS.designComment ? DR_MESSAGES.designCommentTooLong : null))
      : !picked
        ? 'Choose an existing design.'
        : null;
  const blocked = problem ?? (warnings.length && !corrected.length ? DR_MESSAGES.correctedIssuesRequired : null);

  const send = useMutation({
    mutationFn: async () => {
      if (source === 'existing')
        return submitArt(r.id, { existingDesign: { id: picked!.id, variation: picked!.variation }, issues: corrected });
      setProgress(0);
      const staged = await uploadArt(r.id, files as ArtFiles, { method, cc }, setProgress);
      return submitArt(r.id, {
        newDesign: { upload: staged.upload, width: size.width, height: size.height, cc, method, comment },
        issues: corrected,
      });
    },
    onSuccess: () => {
      notify.success(messages.designRequestArtSubmitted);
      onDone();
    },
  });

  const pick = async (field: ArtField, file: File | undefined) => {
    if (!file) return;
    const wrong = artFileProblem(field, file);
    setFiles((f) => ({ ...f, [field]: file }));
    setFileErrors((e) => ({ ...e, [field]: wrong ?? undefined }));
    if (field !== 'image') return;
    setImage(null);
    if (wrong) return;
    const read = await readArtSize(file);
    if ('error' in read) setFileErrors((e) => ({ ...e, image: read.error }));
    else setImage(read);
  };

  return (
    <Modal
      open
      title="Upload Art"
      okText="Submit Art"
      onCancel={onClose}
      onOk={() => send.mutate()}
      okButtonProps={{ disabled: !!blocked, loading: send.isPending }}
      width={720}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item>
          <Radio.Group value={source} onChange={(e) => setSource(e.target.value)} optionType="button">
            <Radio value="new">New design</Radio>
            <Radio value="existing">Existing design</Radio>
          </Radio.Group>
        </Form.Item>
        {source === 'new' ? (
          <>
            {(Object.keys(ART_FIELDS) as ArtField[]).map((field) => (
              <ArtFilePick key={field} field={field} file={files[field]} error={fileErrors[field]} onPick={(f) => void pick(field, f)} />
            ))}
            {image && (
              <Typography.Text type="secondary">
                Image {image.width} × {image.height}
              </Typography.Text>
            )}
            {proportions && <Alert type="error" showIcon role="alert" title={proportions} style={{ margin: '8px 0' }} />}
            <Flex gap={8} wrap>
              <Form.Item label="Treatment" htmlFor="art-treatment" style={{ flex: '1 1 200px' }}>
                <Select
                  id="art-treatment"
                  value={method}
                  loading={data.isPending}
                  options={(data.data?.treatments ?? []).map((t) => ({ value: t.type, label: t.name }))}
                  onChange={(v: string) => {
                    setMethod(v);
                    if (!treatmentOf(v)?.ccAvail) setCc(false);
                  }}
                />
              </Form.Item>
              <Form.Item
                label="Width"
                htmlFor="art-width"
                style={{ flex: '0 0 120px' }}
                extra={fixed ? 'The drop fixes the size.' : undefined}
              >
                <Input
                  id="art-width"
                  suffix="in"
                  disabled={!!fixed}
                  value={fixed ? String(fixed.width) : width}
                  onChange={(e) => /^\d{0,2}(\.\d{0,2})?$/.test(e.target.value) && setWidth(e.target.value)}
                  onBlur={() => width && setWidth(String(clampSize(Number(width), maxSizeOf(treatment, 'width'))))}
                />
              </Form.Item>
              <Form.Item label="Height" style={{ flex: '0 0 120px' }}>
                <Typography.Text aria-label="Art height">{size.height} in</Typography.Text>
              </Form.Item>
              <Form.Item label="Colour coordinated" style={{ flex: '0 0 160px' }}>
                <Switch aria-label="Colour coordinated" checked={cc} disabled={!treatment?.ccAvail} onChange={setCc} />
              </Form.Item>
            </Flex>
            <Form.Item
              label="Design comment"
              htmlFor="art-comment"
              validateStatus={comment.length > DR_LIMITS.designComment ? 'error' : undefined}
              help={comment.length > DR_LIMITS.designComment ? DR_MESSAGES.designCommentTooLong : undefined}
            >
              <Input.TextArea
                id="art-comment"
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                autoSize={{ minRows: 2, maxRows: 6 }}
              />
            </Form.Item>
          </>
        ) : (
          <Form.Item label="Compatible designs">
            {compatible.isError ? (
              <Typography.Text type="danger">{messages.existingDesignsFetchFailed}</Typography.Text>
            ) : compatible.data && !compatible.data.length ? (
              <Typography.Text type="secondary">No compatible designs.</Typography.Text>
            ) : (
              <Radio.Group value={existing} onChange={(e) => setExisting(e.target.value)}>
                <Flex wrap gap={12}>
                  {(compatible.data ?? []).map((d) => (
                    <Radio key={`${d.id}-${d.variation}`} value={`${d.id}-${d.variation}`}>
                      <Flex vertical align="center">
                        <StoredImage
                          src={sizedImageUrl(d.art, 'thumb')}
                          alt={`Design ${d.id}-${d.variation}`}
                          width={72}
                          height={72}
                          lazy
                          style={{ objectFit: 'contain' }}
                        />
                        <span>
                          {d.id}-{d.variation} ({d.width} × {d.height} in)
                        </span>
                      </Flex>
                    </Radio>
                  ))}
                </Flex>
              </Radio.Group>
            )}
          </Form.Item>
        )}
        {warnings.length > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 8 }}
            title="The art differs from the request: select at least one corrected issue."
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }} aria-label="Warnings">
                {warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            }
          />
        )}
        <Form.Item label="Corrected issues">
          <IssuePicker chosen={chosen} onChange={setChosen} manager={manager} label="Corrected issues" />
        </Form.Item>
        {send.isPending && source === 'new' && <Progress percent={Math.round(progress * 100)} size="small" aria-label="Upload progress" />}
        {blocked && (
          <Typography.Text type="secondary" role="status">
            {blocked}
          </Typography.Text>
        )}
      </Form>
    </Modal>
  );
}

function ArtFilePick({
  field,
  file,
  error,
  onPick,
}: {
  field: ArtField;
  file: File | undefined;
  error: string | undefined;
  onPick: (f: File | undefined) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const f = ART_FIELDS[field];
  return (
    <Form.Item label={f.label} validateStatus={error ? 'error' : undefined} help={error}>
      <input
        ref={input}
        type="file"
        aria-label={f.label}
        accept={f.types.map((t) => `.${t.ext}`).join(',')}
        style={{ display: 'none' }}
        onChange={(e) => {
          onPick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Flex gap={8} align="center">
        <Button onClick={() => input.current?.click()}>{file ? 'Replace' : 'Choose file'}</Button>
        <Typography.Text type={file ? undefined : 'secondary'}>
          {file ? file.name : `${f.types.map((t) => `.${t.ext}`).join(' ')}`}
        </Typography.Text>
      </Flex>
    </Form.Item>
  );
}
