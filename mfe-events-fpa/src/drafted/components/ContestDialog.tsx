import { notify } from '@portal/shared/platform';
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  DRAFTED_DETAILS_MAX,
  DRAFTED_MESSAGES,
  messages,
  DRAFTED_NAME_MAX,
  DRAFTED_HANDLE_MAX,
  isPastDay,
  NEW_ORGANIZATION_COLORS,
  normalizeHandle,
  type DraftedColorField,
} from '@portal/shared';
import { Flex, Input, Modal, Select } from '@portal/shared/antd';
import { DatePicker, Form } from '@portal/shared/antd-form';
import { usePickerValue } from '@portal/shared/ui';
import { eventsFpaKeys } from '../../queryKeys';
import { createContest, createOrganization, fetchOrganizations, fetchSponsors, updateContest, type Contest } from '../api';
import {
  contestErrors,
  contestFormOf,
  contestInput,
  contestUpdate,
  emptyContestForm,
  moveDates,
  NEW_ORGANIZATION,
  WALL_TIME,
  type ContestForm,
} from '../contestForm';
import { AgreementField, ColorFields, LogoField, type DraftedUpload } from './DraftedFields';

// Create/Update Drafted Contest (spec 002 §2, §4, §5): every rule shown under its field once the
// user tried to save (contestForm.ts); a new organization is created first (with its default text
// colours) and announced with the spec's message; an update sends only what changed.

export function ContestDialog({ contest, onDone, onClose }: { contest?: Contest; onDone: (id: number) => void; onClose: () => void }) {
  const creating = !contest;
  const [initial] = useState<ContestForm>(() => (contest ? contestFormOf(contest) : emptyContestForm()));
  const [form, setForm] = useState<ContestForm>(initial);
  const [logo, setLogo] = useState<DraftedUpload[]>([]);
  const [agreement, setAgreement] = useState<DraftedUpload[]>([]);
  const [tried, setTried] = useState(false);
  const organizations = useQuery({ queryKey: eventsFpaKeys.organizations(), queryFn: ({ signal }) => fetchOrganizations(signal) });
  const sponsors = useQuery({ queryKey: eventsFpaKeys.sponsors(), queryFn: ({ signal }) => fetchSponsors(signal) });
  const now = Date.now();
  const current: ContestForm = { ...form, logo: logo[0] ? { upload: logo[0].id } : form.logo, agreement: agreement[0]?.id ?? null };
  const errors = contestErrors(current, creating, now, contest ? initial : undefined);
  const shown = tried ? errors : {};
  const set = (patch: Partial<ContestForm>) => setForm((f) => ({ ...f, ...patch }));

  const save = useMutation({
    mutationFn: async () => {
      let organizationId = current.organizationId!;
      if (organizationId === NEW_ORGANIZATION) {
        const created = await createOrganization({
          name: current.newOrganizationName.trim(),
          ...NEW_ORGANIZATION_COLORS,
          primaryColorHex: current.colors.primaryColorHex,
          secondaryColorHex: current.colors.secondaryColorHex,
        });
        notify.success(messages.organizationCreated);
        organizationId = created.id;
        set({ organizationId });
      }
      if (contest) return updateContest(contestUpdate(contest.id, initial, current, organizationId));
      return createContest(contestInput(current, organizationId));
    },
    onSuccess: (saved) => {
      notify.success(creating ? DRAFTED_MESSAGES.contestCreated : DRAFTED_MESSAGES.contestUpdated);
      onDone(saved.id);
    },
  });

  const pickOrganization = (id: number) => {
    const org = organizations.data?.find((o) => o.id === id);
    // Ours: an empty contest colour takes the organization's (README "Decisions").
    const colors = { ...form.colors };
    if (org) for (const field of Object.keys(colors) as DraftedColorField[]) colors[field] ||= org[field] ?? '';
    if (id === NEW_ORGANIZATION)
      for (const field of ['primaryTextColorHex', 'secondaryTextColorHex'] as const) colors[field] ||= NEW_ORGANIZATION_COLORS[field];
    set({ organizationId: id, colors });
  };
  const item = (name: keyof typeof errors) => ({ validateStatus: shown[name] ? ('error' as const) : undefined, help: shown[name] });
  // One value per text (usePickerValue): a new one on each render would make the picker drop a typed,
  // unconfirmed date whenever the list behind re-renders (Voting End would keep its old value).
  const submissionValue = usePickerValue(form.submissionDay);
  const voteStartValue = usePickerValue(form.voteStart);
  const voteEndValue = usePickerValue(form.voteEnd);

  return (
    <Modal
      open
      width={800}
      title={creating ? 'Create Drafted Contest' : 'Update Drafted Contest'}
      okText={creating ? 'Create' : 'Update'}
      onCancel={onClose}
      onOk={() => {
        setTried(true);
        if (!Object.keys(errors).length) save.mutate();
      }}
      okButtonProps={{ loading: save.isPending }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Flex gap={12}>
          <Form.Item label="Name" htmlFor="contest-name" required style={{ flex: 1 }} {...item('name')}>
            <Input
              id="contest-name"
              maxLength={DRAFTED_NAME_MAX}
              value={form.name}
              onChange={(e) => set({ name: e.target.value })}
              onBlur={() => set({ name: form.name.trim(), handle: form.handle || normalizeHandle(form.name) })}
            />
          </Form.Item>
          <Form.Item label="Handle" htmlFor="contest-handle" required style={{ flex: 1 }} {...item('handle')}>
            <Input
              id="contest-handle"
              maxLength={DRAFTED_HANDLE_MAX}
              value={form.handle}
              onChange={(e) => set({ handle: e.target.value.toLowerCase() })}
              onBlur={() => set({ handle: normalizeHandle(form.handle) })}
            />
          </Form.Item>
        </Flex>
        <LogoField id="contest-logo" current={form.logo?.path ?? null} value={logo} onChange={setLogo} error={shown.logo} />
        <Flex gap={12}>
          <Form.Item label="Organization" htmlFor="contest-organization" required style={{ flex: 1 }} {...item('organization')}>
            <Select
              id="contest-organization"
              showSearch={{ optionFilterProp: 'label' }}
              loading={organizations.isPending}
              value={form.organizationId ?? undefined}
              options={[
                { value: NEW_ORGANIZATION, label: 'New organization…' },
                ...(organizations.data ?? []).map((o) => ({ value: o.id, label: o.name })),
              ]}
              onChange={pickOrganization}
            />
          </Form.Item>
          <Form.Item label="Sponsor" htmlFor="contest-sponsor" style={{ flex: 1 }}>
            <Select
              id="contest-sponsor"
              allowClear
              placeholder="No sponsor"
              loading={sponsors.isPending}
              value={form.sponsorId ?? undefined}
              options={(sponsors.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
              onChange={(v?: number) => set({ sponsorId: v ?? null })}
            />
          </Form.Item>
        </Flex>
        {form.organizationId === NEW_ORGANIZATION && (
          <Form.Item label="Organization Name" htmlFor="contest-new-organization" required>
            <Input
              id="contest-new-organization"
              maxLength={DRAFTED_NAME_MAX}
              value={form.newOrganizationName}
              onChange={(e) => set({ newOrganizationName: e.target.value })}
            />
          </Form.Item>
        )}
        <ColorFields
          prefix="contest"
          colors={form.colors}
          errors={shown}
          onChange={(field, value) => set({ colors: { ...form.colors, [field]: value } })}
        />
        <Flex gap={12} wrap>
          <Form.Item label="Submission Start" htmlFor="contest-submission" required {...item('submissionDay')}>
            <DatePicker
              id="contest-submission"
              format="YYYY-MM-DD"
              value={submissionValue}
              disabledDate={(d) => isPastDay(d.format('YYYY-MM-DD'), now)}
              onChange={(d) => setForm((f) => moveDates({ ...f, submissionDay: d ? d.format('YYYY-MM-DD') : '' }))}
            />
          </Form.Item>
          <Form.Item label="Voting Start" htmlFor="contest-vote-start" required {...item('voteStart')}>
            <DatePicker
              id="contest-vote-start"
              showTime={{ format: 'HH:mm:ss' }}
              format={WALL_TIME}
              value={voteStartValue}
              onChange={(d) => setForm((f) => moveDates({ ...f, voteStart: d ? d.format(WALL_TIME) : '' }))}
            />
          </Form.Item>
          <Form.Item label="Voting End" htmlFor="contest-vote-end" required {...item('voteEnd')}>
            <DatePicker
              id="contest-vote-end"
              showTime={{ format: 'HH:mm:ss' }}
              format={WALL_TIME}
              value={voteEndValue}
              disabledDate={(d) => isPastDay(d.format('YYYY-MM-DD'), now)}
              onChange={(d) => set({ voteEnd: d ? d.format(WALL_TIME) : '' })}
            />
          </Form.Item>
        </Flex>
        <AgreementField
          value={agreement}
          onChange={setAgreement}
          error={shown.agreement}
          hint={creating ? undefined : 'Leave empty to keep the current agreement.'}
        />
        <Form.Item label="Details" htmlFor="contest-details" {...item('details')}>
          <Input.TextArea
            id="contest-details"
            rows={4}
            maxLength={DRAFTED_DETAILS_MAX}
            showCount
            value={form.details}
            onChange={(e) => set({ details: e.target.value })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
