import { notify } from '@portal/shared/platform';
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { changedFields, DRAFTED_MESSAGES, DRAFTED_NAME_MAX, type DraftedColorField } from '@portal/shared';
import { Input, Modal, Select } from '@portal/shared/antd';
import { Form } from '@portal/shared/antd-form';
import { eventsFpaKeys } from '../../queryKeys';
import { fetchLeagues, updateOrganization, updateSponsor, type Organization, type Sponsor } from '../api';
import { ColorFields, LogoField, type DraftedUpload } from './DraftedFields';

// Update Drafted Organization and Update Sponsor (spec 002 §2, §5): each saves only if something
// changed and sends only the changed fields. The sponsor dialog's title reads 'Update Drafted
// Organization' (spec 002 §2).

type OrgState = { name: string; leagueId: number | null; teamId: number | null } & Record<DraftedColorField, string>;
const orgState = (o: Organization): OrgState => ({
  name: o.name,
  leagueId: o.leagueId ?? null,
  teamId: o.teamId ?? null,
  primaryColorHex: o.primaryColorHex ?? '',
  secondaryColorHex: o.secondaryColorHex ?? '',
  primaryTextColorHex: o.primaryTextColorHex ?? '',
  secondaryTextColorHex: o.secondaryTextColorHex ?? '',
});

export function OrganizationDialog({
  organization,
  onDone,
  onClose,
}: {
  organization: Organization;
  onDone: () => void;
  onClose: () => void;
}) {
  const initial = orgState(organization);
  const [form, setForm] = useState(initial);
  const [logo, setLogo] = useState<DraftedUpload[]>([]);
  const leagues = useQuery({ queryKey: eventsFpaKeys.leagues(), queryFn: ({ signal }) => fetchLeagues(signal) });
  const teams = leagues.data?.find((l) => l.id === form.leagueId)?.teams ?? [];
  const changes = { ...changedFields(initial, { ...form, name: form.name.trim() }), ...(logo[0] ? { logo: { upload: logo[0].id } } : {}) };
  const nameProblem = !form.name.trim() ? DRAFTED_MESSAGES.nameRequired : null;
  const save = useMutation({
    mutationFn: () => updateOrganization({ id: organization.id, ...changes }),
    onSuccess: () => {
      notify.success(DRAFTED_MESSAGES.organizationUpdated);
      onDone();
    },
  });
  return (
    <Modal
      open
      width={800}
      title="Update Drafted Organization"
      okText="Update"
      onCancel={onClose}
      // spec 002 §5: saves only if something changed.
      onOk={() => (Object.keys(changes).length ? save.mutate() : onClose())}
      okButtonProps={{ disabled: !!nameProblem, loading: save.isPending }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Name" htmlFor="org-name" required validateStatus={nameProblem ? 'error' : undefined} help={nameProblem}>
          <Input
            id="org-name"
            maxLength={DRAFTED_NAME_MAX}
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
          />
        </Form.Item>
        <LogoField id="org-logo" current={organization.logoUrl ?? null} value={logo} onChange={setLogo} />
        <Form.Item label="League" htmlFor="org-league">
          <Select
            id="org-league"
            allowClear
            loading={leagues.isPending}
            value={form.leagueId ?? undefined}
            options={(leagues.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
            onChange={(v?: number) => setForm({ ...form, leagueId: v ?? null, teamId: null })}
          />
        </Form.Item>
        <Form.Item label="Team" htmlFor="org-team">
          <Select
            id="org-team"
            allowClear
            disabled={!form.leagueId}
            value={form.teamId ?? undefined}
            options={teams.map((t) => ({ value: t.id, label: t.name }))}
            onChange={(v?: number) => setForm({ ...form, teamId: v ?? null })}
          />
        </Form.Item>
        <ColorFields prefix="org" colors={form} onChange={(field, value) => setForm({ ...form, [field]: value })} />
      </Form>
    </Modal>
  );
}

export function SponsorDialog({ sponsor, onDone, onClose }: { sponsor: Sponsor; onDone: () => void; onClose: () => void }) {
  const [name, setName] = useState(sponsor.name);
  const [logo, setLogo] = useState<DraftedUpload[]>([]);
  const changes = { ...(name.trim() !== sponsor.name ? { name: name.trim() } : {}), ...(logo[0] ? { logo: { upload: logo[0].id } } : {}) };
  const nameProblem = !name.trim() ? DRAFTED_MESSAGES.nameRequired : null;
  const save = useMutation({
    mutationFn: () => updateSponsor({ id: sponsor.id, ...changes }),
    onSuccess: () => {
      notify.success(DRAFTED_MESSAGES.sponsorUpdated);
      onDone();
    },
  });
  return (
    <Modal
      open
      width={800}
      // spec 002 §2: the sponsor dialog's title reads 'Update Drafted Organization'.
      title="Update Drafted Organization"
      okText="Update"
      onCancel={onClose}
      onOk={() => (Object.keys(changes).length ? save.mutate() : onClose())}
      okButtonProps={{ disabled: !!nameProblem, loading: save.isPending }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label="Sponsor Name"
          htmlFor="sponsor-name"
          required
          validateStatus={nameProblem ? 'error' : undefined}
          help={nameProblem}
        >
          <Input id="sponsor-name" maxLength={DRAFTED_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        <LogoField id="sponsor-logo" current={sponsor.logoUrl ?? null} value={logo} onChange={setLogo} />
      </Form>
    </Modal>
  );
}
