import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  countryName,
  EXTERNAL_FLAG_LABELS,
  EXTERNAL_FLAGS,
  EXTERNAL_MESSAGES,
  EXTERNAL_USERS_PAGE_SIZE,
  hasAny,
  messages,
  useSession,
  type ExternalFlag,
} from '@portal/shared';
import { App, Button, Flex, Input, Tag, Typography } from '@portal/shared/antd';
import { Radio, Switch } from '@portal/shared/antd-detail';
import { DataTable, Pager, type ListColumn } from '@portal/shared/list';
import { ConfirmDialog, PageError, PageLoading } from '@portal/shared/ui';
import { adminKeys } from '../../queryKeys';
import { externalUsersPath, setupRequestPath } from '../../urls';
import {
  deleteExternalUser,
  deleteSignupRequest,
  fetchExternalUsers,
  fetchSetupRequests,
  fetchSignupRequests,
  resendSignupEmail,
  updateExternalUser,
  type ExternalUser,
  type SetupRequest,
  type SignupRequest,
} from '../api';
import { CompleteSetupDialog } from '../components/CompleteSetupDialog';
import { ExternalUserDialog, type DialogSubject } from '../components/ExternalUserDialog';

// External users at /user_admin/external (spec 002 §2, §5, §6, §7, §8). Manager view
// (externalUserAdmin): three views (?view=, users by default) of users (10 a page in SQL, the table padded to 10 rows, search,
// access toggles, edit, resend the signup e-mail, delete), signup requests (create the user or
// send it to the rep, delete) and setup requests. Rep view: the rep's open setup requests, each
// completed by assigning customers. /user_admin/external/{id} opens that setup request.

type Confirm = { kind: 'deleteUser'; user: ExternalUser } | { kind: 'deleteSignup'; request: SignupRequest } | null;

export function ExternalUsersPage() {
  const me = useSession((s) => s.user);
  const manager = hasAny(me, 'externalUserAdmin');
  const { id } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const client = useQueryClient();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<DialogSubject | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);

  const users = useQuery({
    queryKey: adminKeys.externalUsers(page, search),
    queryFn: ({ signal }) => fetchExternalUsers(page, search, signal),
    enabled: manager,
    placeholderData: keepPreviousData,
  });
  const signups = useQuery({
    queryKey: adminKeys.signupRequests(),
    queryFn: ({ signal }) => fetchSignupRequests(signal),
    enabled: manager,
  });
  const setups = useQuery({ queryKey: adminKeys.setupRequests(), queryFn: ({ signal }) => fetchSetupRequests(signal) });

  const done = (text: string) => {
    void message.success(text);
    setDialog(null);
    if (id) void navigate(externalUsersPath());
    void client.invalidateQueries({ queryKey: adminKeys.external() });
  };
  const toggle = useMutation({
    mutationFn: ({ user, flag, on }: { user: ExternalUser; flag: ExternalFlag; on: boolean }) =>
      updateExternalUser({ email: user.email, [flag]: on }),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.external() }),
  });
  const resend = useMutation({ mutationFn: resendSignupEmail, onSuccess: () => void message.success(EXTERNAL_MESSAGES.emailResent) });

  const lists = manager ? [users, signups, setups] : [setups];
  if (lists.some((q) => q.isPending)) return <PageLoading />;
  const failed = lists.find((q) => q.isError);
  if (failed) return <PageError title={messages.externalUsersFetchFailed} onRetry={() => lists.forEach((q) => void q.refetch())} />;

  const openRequest = id ? setups.data?.find((r) => r.id === Number(id)) : undefined;
  const setParam = (change: Record<string, string | null>) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const [k, v] of Object.entries(change))
        if (v) next.set(k, v);
        else next.delete(k);
      return next;
    });

  const setupColumns: ListColumn<SetupRequest>[] = [
    { id: 'id', title: 'Request #', width: 100 },
    { id: 'company', title: 'Company' },
    { id: 'name', title: 'Name', render: (r) => `${r.firstName} ${r.lastName}` },
    { id: 'email', title: 'Email' },
    { id: 'rep', title: 'Rep', render: (r) => `${r.rep.number} ${r.rep.name}` },
    { id: 'country', title: 'Country', render: (r) => countryName(r.country) },
  ];
  const setupTable = (
    <DataTable<SetupRequest>
      aria-label="Setup requests"
      columns={setupColumns}
      rows={setups.data!}
      getRowId={(r) => r.id}
      onRowClick={(r) => void navigate(setupRequestPath(r.id))}
      empty="No open setup requests."
      rowActions={(r) => (
        <Button size="small" onClick={() => void navigate(setupRequestPath(r.id))}>
          Assign customers
        </Button>
      )}
    />
  );

  const userColumns: ListColumn<ExternalUser>[] = [
    { id: 'email', title: 'Email' },
    { id: 'name', title: 'Name', render: (u) => `${u.firstName} ${u.lastName}` },
    { id: 'country', title: 'Country', render: (u) => countryName(u.country) },
    { id: 'rep', title: 'Rep', render: (u) => `${u.rep.number} ${u.rep.name}` },
    { id: 'customers', title: 'Customers', render: (u) => u.customers.map((c) => <Tag key={c.number}>{c.number}</Tag>) },
    ...EXTERNAL_FLAGS.map(
      (flag): ListColumn<ExternalUser> => ({
        id: flag,
        title: EXTERNAL_FLAG_LABELS[flag],
        align: 'center',
        render: (u) => (
          <Switch
            size="small"
            aria-label={`${EXTERNAL_FLAG_LABELS[flag]}: ${u.email}`}
            checked={u[flag]}
            loading={toggle.isPending && toggle.variables?.user.id === u.id && toggle.variables.flag === flag}
            onChange={(on) => toggle.mutate({ user: u, flag, on })}
          />
        ),
      }),
    ),
  ];
  const signupColumns: ListColumn<SignupRequest>[] = [
    { id: 'name', title: 'Name', render: (r) => `${r.firstName} ${r.lastName}` },
    { id: 'email', title: 'Email' },
    { id: 'company', title: 'Company', render: (r) => r.company ?? '' },
    { id: 'rep', title: 'Rep', render: (r) => (r.rep ? `${r.rep.number} ${r.rep.name}` : '–') },
  ];
  const view = manager ? (params.get('view') ?? 'users') : 'setups';

  const body =
    view === 'setups' ? (
      setupTable
    ) : view === 'signups' ? (
      <DataTable<SignupRequest>
        aria-label="Signup requests"
        columns={signupColumns}
        rows={signups.data!}
        getRowId={(r) => r.id}
        empty="No signup requests."
        rowActions={(r) => (
          <Flex gap={4}>
            <Button size="small" onClick={() => setDialog({ kind: 'signup', request: r })}>
              Set up
            </Button>
            <Button size="small" danger onClick={() => setConfirm({ kind: 'deleteSignup', request: r })}>
              Delete
            </Button>
          </Flex>
        )}
      />
    ) : (
      <Flex vertical gap={12}>
        <Flex gap={8} justify="space-between" wrap>
          <Input.Search
            aria-label="Search external users"
            placeholder="Search by e-mail or name"
            allowClear
            defaultValue={search}
            style={{ maxWidth: 360 }}
            onSearch={(value) => setParam({ search: value.trim() || null, page: null })}
          />
          <Button type="primary" onClick={() => setDialog({ kind: 'new' })}>
            Add User
          </Button>
        </Flex>
        <DataTable<ExternalUser>
          aria-label="External users"
          columns={userColumns}
          rows={users.data!.users}
          getRowId={(u) => u.id}
          loading={users.isFetching}
          // spec 002 §2: padded as if 10 users a page.
          padToRows={EXTERNAL_USERS_PAGE_SIZE}
          empty={search ? 'No external user matches the search.' : 'No external users yet.'}
          rowActions={(u) => (
            <Flex gap={4}>
              <Button size="small" onClick={() => setDialog({ kind: 'edit', user: u })}>
                Edit
              </Button>
              <Button size="small" loading={resend.isPending && resend.variables === u.email} onClick={() => resend.mutate(u.email)}>
                Resend signup email
              </Button>
              <Button size="small" danger onClick={() => setConfirm({ kind: 'deleteUser', user: u })}>
                Delete
              </Button>
            </Flex>
          )}
        />
        <Pager
          page={page}
          pageSize={EXTERNAL_USERS_PAGE_SIZE}
          count={users.data!.total}
          rowsOnPage={users.data!.users.length}
          disabled={users.isFetching}
          onPageChange={(p) => setParam({ page: p > 1 ? String(p) : null })}
        />
      </Flex>
    );

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        External Users
      </Typography.Title>
      {id && !openRequest && <Typography.Text type="warning">{EXTERNAL_MESSAGES.requestNotFound}</Typography.Text>}
      {manager && (
        <Radio.Group
          optionType="button"
          aria-label="View"
          value={view}
          onChange={(e) => setParam({ view: e.target.value === 'users' ? null : String(e.target.value), page: null })}
          options={[
            { value: 'users', label: `Users (${users.data!.total})` },
            { value: 'signups', label: `Signup requests (${signups.data!.length})` },
            { value: 'setups', label: `Setup requests (${setups.data!.length})` },
          ]}
        />
      )}
      {body}
      {dialog && <ExternalUserDialog subject={dialog} onClose={() => setDialog(null)} onDone={done} />}
      {openRequest && (
        <CompleteSetupDialog
          key={openRequest.id}
          request={openRequest}
          managerView={manager}
          onClose={() => void navigate(externalUsersPath())}
          onDone={done}
        />
      )}
      {confirm && (
        <ConfirmDialog
          title={confirm.kind === 'deleteUser' ? `Delete ${confirm.user.email}?` : `Delete the signup request of ${confirm.request.email}?`}
          okText="Delete"
          danger
          onClose={() => setConfirm(null)}
          onConfirm={async () => {
            if (confirm.kind === 'deleteUser') await deleteExternalUser(confirm.user.email);
            else await deleteSignupRequest(confirm.request.id);
            done(confirm.kind === 'deleteUser' ? EXTERNAL_MESSAGES.deleted : EXTERNAL_MESSAGES.requestDeleted);
          }}
        >
          {messages.actionIrreversible}
        </ConfirmDialog>
      )}
    </Flex>
  );
}
