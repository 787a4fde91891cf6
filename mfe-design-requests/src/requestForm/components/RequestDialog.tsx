import { useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { DR_LIMITS, dayAfter, fill, messages, notify, treatmentOf, sizedImageUrl } from '@portal/shared';
import { Checkbox, Flex, Input, Modal, Select, Typography } from '@portal/shared/antd';
import { Switch } from '@portal/shared/antd-detail';
import { DatePicker, Form, Slider } from '@portal/shared/antd-form';
import { FileDrop, usePickerValue, StoredImage } from '@portal/shared/ui';
import { LicenceColors } from './LicenceColors';
import { designRequestsKeys } from '../../queryKeys';
import {
  createRequest,
  fetchArtReferences,
  fetchCompatibleDesigns,
  fetchCustomers,
  fetchLeagueTeamPlayer,
  fetchRequestFormData,
  forkRequest,
  updateRequest,
  uploadReference,
  type ReferenceChoice,
} from '../api';
import {
  REFERENCE_LIMIT,
  acceptsSizeInput,
  emptyRequestForm,
  requestFormOf,
  requestFormProblem,
  requestInput,
  settleSize,
  sizeMaxima,
  slideWidth,
  widthSnaps,
  withDrop,
  type DesignRequestDetailLike,
  type RequestForm,
  type RequestFormMode,
} from '../requestForm';

// Create / update / revise (fork) / create a similar design request (spec 001 §2.2, §3.2, §5.2):
// customer, or league/team/player for a licence request; the treatment; width and height (inputs
// and sliders from 0.25 in in steps of 0.05 up to the treatment's maximum, locked by a drop; height
// optional); colour coordination when the treatment allows it; one line per drop template line (22
// characters); instructions; the date required (today to 90 days, 5 days ahead by default);
// reference files (3 images of 4 MB, new or the customer's art references) and the compatible
// designs. Submit stays disabled while a rule fails (the reason is shown under it).

const REFERENCE_TYPES = [
  { ext: 'png', mime: 'image/png' },
  { ext: 'jpg', mime: 'image/jpeg' },
  { ext: 'jpeg', mime: 'image/jpeg' },
  { ext: 'svg', mime: 'image/svg+xml' },
] as const;

const TITLES: Record<RequestFormMode, [string, string]> = {
  create: ['Request Design', 'Request Design'],
  similar: ['Request a Similar Design', 'Request Design'],
  update: ['Update Design Request', 'Update Request'],
  fork: ['Revise Design Request', 'Request Revision'],
};

export interface RequestDialogProps {
  mode: RequestFormMode;
  license: boolean;
  /** The request updated, revised or copied (not for create). */
  request?: DesignRequestDetailLike & { id: number };
  onClose: () => void;
  /** The request written: the same id (update) or the new one (create, similar, fork). */
  onDone: (id: number) => void;
}

export function RequestDialog({ mode, license, request, onClose, onDone }: RequestDialogProps) {
  const now = useMemo(() => new Date(), []);
  const [initial] = useState<RequestForm>(() => (request && mode !== 'create' ? requestFormOf(request, mode, now) : emptyRequestForm(now)));
  const [form, setForm] = useState<RequestForm>(initial);
  const dateRequiredValue = usePickerValue(form.dateRequired);
  const set = (patch: Partial<RequestForm>) => setForm((f) => ({ ...f, ...patch }));
  const data = useQuery({
    queryKey: designRequestsKeys.formData(),
    queryFn: ({ signal }) => fetchRequestFormData(signal),
    staleTime: 300_000,
  });
  const customers = useQuery({
    queryKey: designRequestsKeys.customers(),
    queryFn: ({ signal }) => fetchCustomers(signal),
    enabled: !license,
    staleTime: 300_000,
  });
  const leagues = useQuery({
    queryKey: designRequestsKeys.leagueTeamPlayer(),
    queryFn: ({ signal }) => fetchLeagueTeamPlayer(signal),
    enabled: license,
    staleTime: 300_000,
  });
  const references = useQuery({
    queryKey: designRequestsKeys.artReferences(form.customer ?? ''),
    queryFn: ({ signal }) => fetchArtReferences(form.customer!, signal),
    enabled: !license && !!form.customer,
  });
  const drops = data.data?.designRequestDrops ?? [];
  const drop = drops.find((d) => d.id === form.dropId) ?? null;
  const treatments = data.data?.treatments ?? [];
  const treatment = treatmentOf(form.method);
  const max = sizeMaxima(form.method);
  const width = Number(form.width);
  const height = form.heightOn && form.height ? Number(form.height) : null;
  const compatibleInput = { customer: license ? null : form.customer, method: form.method ?? '', width, height, dropId: form.dropId };
  const compatible = useQuery({
    queryKey: designRequestsKeys.compatible(compatibleInput),
    queryFn: ({ signal }) => fetchCompatibleDesigns(compatibleInput, signal),
    enabled: !!form.method && width >= DR_LIMITS.minSize && (license || !!form.customer),
  });
  const problem = requestFormProblem(form, license, drop, now, mode === 'update' || mode === 'fork' ? initial : undefined);
  // The dialog is named after the button that opened it: a licence request says so.
  const [title, okText] = license && mode === 'create' ? ['Request License Design', 'Request Design'] : TITLES[mode];
  const save = useMutation({
    mutationFn: async () => {
      const input = requestInput(form, license);
      if (mode === 'update') return updateRequest(request!.id, input);
      if (mode === 'fork') return forkRequest(request!.id, input);
      return createRequest(input, license);
    },
    onSuccess: (id) => {
      if (mode !== 'update') notify.success(fill(messages.designRequestCreated, { id }));
      onDone(id);
    },
  });

  const league = leagues.data?.find((l) => l.id === form.league);
  const team = league?.teams.find((t) => t.id === form.team);
  const locked = !!drop;
  const today = dayAfter(now, 0);
  const last = dayAfter(now, DR_LIMITS.maxDaysAhead);
  const existing = references.data ?? [];
  const chosenIds = new Set(form.references.map((r) => r.id));

  // README "Width slider snap": the width slider's own position and its snap points.
  const slider = useRef<number>(DR_LIMITS.minSize);
  const snaps = widthSnaps(max.width, mode === 'create' ? null : initial.width);
  const sizeField = (side: 'width' | 'height', label: string, disabled: boolean) => {
    const text = form[side];
    const value = Number(text);
    const shown = Number.isFinite(value) && value > 0 ? value : DR_LIMITS.minSize;
    return (
      <Flex gap={12} align="center">
        <Input
          id={`dr-${side}`}
          aria-label={label}
          style={{ width: 90 }}
          suffix="in"
          value={text}
          disabled={disabled}
          onChange={(e) => acceptsSizeInput(e.target.value) && set({ [side]: e.target.value })}
          onBlur={() => set({ [side]: settleSize(text, max[side]) })}
        />
        <Slider
          style={{ flex: 1 }}
          aria-label={`${label} slider`}
          min={DR_LIMITS.minSize}
          max={max[side]}
          step={DR_LIMITS.sizeStep}
          disabled={disabled}
          marks={side === 'width' ? Object.fromEntries(snaps.map((s) => [s, ''])) : undefined}
          value={shown}
          onChange={(v) => {
            if (side === 'height') return set({ height: String(Math.round(v * 100) / 100) });
            const slide = slideWidth(slider.current, shown, v, snaps, max.width);
            slider.current = slide.position;
            set({ width: String(slide.value) });
          }}
        />
      </Flex>
    );
  };

  return (
    <Modal
      open
      title={title}
      okText={okText}
      onCancel={onClose}
      onOk={() => save.mutate()}
      okButtonProps={{ disabled: !!problem || data.isPending, loading: save.isPending }}
      width={720}
      destroyOnHidden
      footer={(buttons) => (
        <Flex vertical gap={6} align="end">
          <Flex gap={8}>{buttons}</Flex>
          {problem && (
            <Typography.Text type="secondary" role="status">
              {problem}
            </Typography.Text>
          )}
        </Flex>
      )}
    >
      <Form layout="vertical" component="div">
        {license ? (
          <Flex gap={8}>
            <Form.Item label="League" htmlFor="dr-league" style={{ flex: 1 }}>
              <Select
                id="dr-league"
                showSearch={{ optionFilterProp: 'label' }}
                listHeight={320}
                loading={leagues.isPending}
                value={form.league ?? undefined}
                options={(leagues.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
                onChange={(v: number) => set({ league: v, team: null, player: null })}
              />
            </Form.Item>
            <Form.Item label="Team" htmlFor="dr-team" style={{ flex: 1 }}>
              <Select
                id="dr-team"
                showSearch={{ optionFilterProp: 'label' }}
                listHeight={320}
                disabled={!league}
                value={form.team ?? undefined}
                options={(league?.teams ?? []).map((t) => ({ value: t.id, label: t.name }))}
                onChange={(v: number) => set({ team: v, player: null })}
              />
            </Form.Item>
            <Form.Item label="Player" htmlFor="dr-player" style={{ flex: 1 }}>
              <Select
                id="dr-player"
                showSearch={{ optionFilterProp: 'label' }}
                listHeight={320}
                disabled={!team}
                value={form.player ?? undefined}
                options={(team?.players ?? []).map((p) => ({ value: p.id, label: `${p.number} ${p.name}` }))}
                onChange={(v: number) => set({ player: v })}
              />
            </Form.Item>
          </Flex>
        ) : (
          <Form.Item label="Customer" htmlFor="dr-customer">
            <Select
              id="dr-customer"
              showSearch={{ optionFilterProp: 'label' }}
              listHeight={320}
              loading={customers.isPending}
              disabled={mode === 'update' || mode === 'fork'}
              value={form.customer ?? undefined}
              options={(customers.data ?? []).map((c) => ({ value: c.numb, label: `${c.numb} ${c.cust}` }))}
              onChange={(v: string) => set({ customer: v, references: [] })}
            />
          </Form.Item>
        )}
        <Flex gap={8}>
          <Form.Item label="Treatment" htmlFor="dr-treatment" style={{ flex: 1 }}>
            <Select
              id="dr-treatment"
              loading={data.isPending}
              value={form.method ?? undefined}
              options={treatments.map((t) => ({ value: t.type, label: t.name }))}
              onChange={(v: string) =>
                setForm((f) => {
                  const next = sizeMaxima(v);
                  const t = treatments.find((x) => x.type === v);
                  const keepDrop = drop && drop.treatments.includes(v);
                  const moved = {
                    ...f,
                    method: v,
                    cc: t?.ccAvail ? f.cc : false,
                    width: settleSize(f.width, next.width),
                    height: settleSize(f.height, next.height),
                  };
                  return keepDrop ? moved : withDrop(moved, null);
                })
              }
            />
          </Form.Item>
          <Form.Item label="Drop" htmlFor="dr-drop" style={{ flex: 1 }}>
            <Select
              id="dr-drop"
              allowClear
              disabled={!form.method}
              value={form.dropId ?? undefined}
              options={drops.filter((d) => !form.method || d.treatments.includes(form.method)).map((d) => ({ value: d.id, label: d.name }))}
              onChange={(v: number | undefined) => setForm((f) => withDrop(f, drops.find((d) => d.id === v) ?? null))}
            />
          </Form.Item>
        </Flex>
        <Form.Item label="Width" htmlFor="dr-width" extra={locked ? 'The drop fixes the size.' : `0.25 in to ${max.width} in`}>
          {sizeField('width', 'Width', locked)}
        </Form.Item>
        <Form.Item
          label={
            <Flex gap={8} align="center">
              <span>Height</span>
              <Switch
                size="small"
                aria-label="Set height"
                checked={form.heightOn}
                disabled={locked}
                onChange={(on) => set({ heightOn: on, height: on ? form.height : '' })}
              />
            </Flex>
          }
          htmlFor="dr-height"
        >
          {form.heightOn && sizeField('height', 'Height', locked)}
        </Form.Item>
        <Form.Item>
          <Flex gap={8} align="center">
            <Switch aria-label="Colour coordinated" checked={form.cc} disabled={!treatment?.ccAvail} onChange={(on) => set({ cc: on })} />
            <span>Colour coordinated{treatment && !treatment.ccAvail ? ' (not available for this treatment)' : ''}</span>
          </Flex>
        </Form.Item>
        {drop && drop.lines.length > 0 && (
          <Form.Item label="Text lines">
            <Flex vertical gap={4}>
              {drop.lines.map((template, i) => (
                <Input
                  // biome-ignore lint/suspicious/noArrayIndexKey: the drop's text lines are fixed: line i is input i
                  key={i}
                  aria-label={`Line ${i + 1}`}
                  placeholder={template}
                  maxLength={DR_LIMITS.textLine}
                  value={form.lines[i] ?? ''}
                  onChange={(e) =>
                    set({
                      lines: drop.lines.map((_, j) => (j === i ? e.target.value.slice(0, DR_LIMITS.textLine) : (form.lines[j] ?? ''))),
                    })
                  }
                />
              ))}
            </Flex>
          </Form.Item>
        )}
        {license && <LicenceColors value={form.colors} teamId={form.team} onChange={(colors) => set({ colors })} />}
        <Form.Item label="Instructions" htmlFor="dr-instructions">
          <Input.TextArea
            id="dr-instructions"
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={DR_LIMITS.instructions}
            value={form.instructions}
            onChange={(e) => set({ instructions: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="Tags" htmlFor="dr-tags" extra="Tags of designs and drops, or new ones (at most 10 of 30 characters).">
          <Select
            id="dr-tags"
            mode="tags"
            tokenSeparators={[',']}
            loading={data.isPending}
            value={form.tags}
            options={(data.data?.designTags ?? []).map((t) => ({ value: t, label: t }))}
            onChange={(tags: string[]) => set({ tags: [...new Set(tags.map((t) => t.trim()).filter(Boolean))] })}
          />
        </Form.Item>
        <Form.Item label="Date required" htmlFor="dr-date">
          <DatePicker
            id="dr-date"
            allowClear={false}
            format="YYYY-MM-DD"
            value={dateRequiredValue}
            disabledDate={(d) => d.format('YYYY-MM-DD') < today || d.format('YYYY-MM-DD') > last}
            onChange={(d) => set({ dateRequired: d ? d.format('YYYY-MM-DD') : '' })}
          />
        </Form.Item>
        <Form.Item label="Reference files">
          <FileDrop<ReferenceChoice>
            value={form.references}
            onChange={(refs) => set({ references: refs })}
            upload={async (files, onProgress) => {
              const out: ReferenceChoice[] = [];
              for (const [i, f] of files.entries())
                out.push(await uploadReference(f, license ? null : form.customer, (r) => onProgress((i + r) / files.length)));
              return out;
            }}
            types={REFERENCE_TYPES}
            maxBytes={DR_LIMITS.referenceFileBytes}
            maxFiles={REFERENCE_LIMIT}
            messages={{
              tooMany: messages.referenceFilesMax,
              tooLarge: messages.referenceFileTooLarge,
              wrongType: messages.referenceFileType,
            }}
            label="Attach reference images"
            hint="At most 3 images, 4 MB each."
          />
          {existing.length > 0 && (
            <Flex vertical gap={4} style={{ marginTop: 8 }} aria-label="Art references">
              <Typography.Text type="secondary">Existing art references of the customer</Typography.Text>
              <Flex wrap gap={8}>
                {existing.map((f) => {
                  const id = String(f.id);
                  const checked = chosenIds.has(id);
                  return (
                    <Checkbox
                      key={f.id}
                      checked={checked}
                      onChange={(e) => {
                        if (e.target.checked && form.references.length >= REFERENCE_LIMIT) return notify.error(messages.referenceFilesMax);
                        set({
                          references: e.target.checked
                            ? [...form.references, { id, name: f.fileName }]
                            : form.references.filter((r) => r.id !== id),
                        });
                      }}
                    >
                      <Flex vertical align="center">
                        <StoredImage
                          src={sizedImageUrl(f.path, 'thumb')}
                          alt={f.fileName}
                          width={64}
                          height={64}
                          style={{ objectFit: 'contain' }}
                        />
                        <Typography.Text style={{ fontSize: 12 }}>{f.fileName}</Typography.Text>
                      </Flex>
                    </Checkbox>
                  );
                })}
              </Flex>
            </Flex>
          )}
        </Form.Item>
        {(compatible.data?.length ?? 0) > 0 && (
          <Form.Item label="Compatible designs" extra="Existing designs of this customer that already fit the treatment and size.">
            <Flex wrap gap={8} aria-label="Compatible designs">
              {compatible.data!.map((d) => (
                <Flex key={`${d.id}-${d.variation}`} vertical align="center">
                  <StoredImage
                    src={sizedImageUrl(d.art, 'thumb')}
                    alt={`Design ${d.id}-${d.variation}`}
                    width={64}
                    height={64}
                    lazy
                    style={{ objectFit: 'contain' }}
                  />
                  <Typography.Text style={{ fontSize: 12 }}>
                    {d.id}-{d.variation} ({d.width} × {d.height} in)
                  </Typography.Text>
                </Flex>
              ))}
            </Flex>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
