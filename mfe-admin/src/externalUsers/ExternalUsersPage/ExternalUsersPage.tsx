import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { countryName, EXTERNAL_FLAG_LABELS, EXTERNAL_FLAGS, EXTERNAL_MESSAGES, EXTERNAL_USERS_PAGE_SIZE, hasAny, messages, useSession, type ExternalFlag } from '@portal/shared';
import { App, Button, Flex, Input, Switch, Table, Tabs, Tag, Typography } from '@portal/shared/antd';
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
// (externalUserAdmin): tabs of users (10 a page in SQL, the table padded to 10 rows, search,
// access toggles, edit, resend the signup e-mail, delete), signup requests (create the user or
// send it to the rep, delete) and setup requests. Rep view: the rep's open setup requests, each
// completed by assigning customers. /user_admin/external/{id} opens that setup request.

const ROW_HEIGHT = 55;
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
  const signups = useQuery({ queryKey: adminKeys.signupRequests(), queryFn: ({ signal }) => fetchSignupRequests(signal), enabled: manager });
  const setups = useQuery({ queryKey: adminKeys.setupRequests(), queryFn: ({ signal }) => fetchSetupRequests(signal) });

  const done = (text: string) => {
    void message.success(text);
    setDialog(null);
    if (id) void navigate(externalUsersPath());
    void client.invalidateQueries({ queryKey: adminKeys.external() });
  };
  const toggle = useMutation({
    mutationFn: ({ user, flag, on }: { user: ExternalUser; flag: ExternalFlag; on: boolean }) => updateExternalUser({ email: user.email, [flag]: on }),
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
      for (const [k, v] of Object.entries(change)) if (v) next.set(k, v);
      else next.delete(k);
      return next;
    });

  const setupTable = (
    <Table<SetupRequest>
      rowKey="id"
      size="middle"
      pagination={false}
      dataSource={setups.data}
      locale={{ emptyText: 'No open setup requests.' }}
      columns={[
        { title: 'Request #', dataIndex: 'id', width: 100 },
        { title: 'Company', dataIndex: 'company' },
        { title: 'Name', key: 'name', render: (_, r) => `${r.firstName} ${r.lastName}` },
        { title: 'Email', dataIndex: 'email' },
        { title: 'Rep', key: 'rep', render: (_, r) => `${r.rep.number} ${r.rep.name}` },
        { title: 'Country', key: 'country', render: (_, r) => countryName(r.country) },
        {
          title: '',
          key: 'actions',
          render: (_, r) => (
            <Button size="small" onClick={() => void navigate(setupRequestPath(r.id))}>
              Assign customers
            </Button>
          ),
        },
      ]}
    />
  );

  const body = !manager ? (
    setupTable
  ) : (
    <Tabs
      items={[
        {
          key: 'users',
          label: `Users (${users.data!.total})`,
          children: (
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
              <Table<ExternalUser>
                rowKey="id"
                size="middle"
                // spec 002 §2: padded as if 10 users a page.
                style={{ minHeight: ROW_HEIGHT * (EXTERNAL_USERS_PAGE_SIZE + 1) }}
                dataSource={users.data!.users}
                loading={users.isFetching}
                pagination={{
                  current: page,
                  pageSize: EXTERNAL_USERS_PAGE_SIZE,
                  total: users.data!.total,
                  showSizeChanger: false,
                  onChange: (p) => setParam({ page: p > 1 ? String(p) : null }),
                }}
                scroll={{ x: 'max-content' }}
                columns={[
                  { title: 'Email', dataIndex: 'email' },
                  { title: 'Name', key: 'name', render: (_, u) => `${u.firstName} ${u.lastName}` },
                  { title: 'Country', key: 'country', render: (_, u) => countryName(u.country) },
                  { title: 'Rep', key: 'rep', render: (_, u) => `${u.rep.number} ${u.rep.name}` },
                  { title: 'Customers', key: 'customers', render: (_, u) => u.customers.map((c) => <Tag key={c.number}>{c.number}</Tag>) },
                  ...EXTERNAL_FLAGS.map((flag) => ({
                    title: EXTERNAL_FLAG_LABELS[flag],
                    key: flag,
                    render: (_: unknown, u: ExternalUser) => (
                      <Switch
                        size="small"
                        aria-label={`${EXTERNAL_FLAG_LABELS[flag]}: ${u.email}`}
                        checked={u[flag]}
                        loading={toggle.isPending && toggle.variables?.user.id === u.id && toggle.variables.flag === flag}
                        onChange={(on) => toggle.mutate({ user: u, flag, on })}
                      />
                    ),
                  })),
                  {
                    title: '',
                    key: 'actions',
                    render: (_, u) => (
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
                    ),
                  },
                ]}
              />
            </Flex>
          ),
        },
        {
          key: 'signups',
          label: `Signup requests (${signups.data!.length})`,
          children: (
            <Table<SignupRequest>
              rowKey="id"
              size="middle"
              pagination={false}
              dataSource={signups.data}
              locale={{ emptyText: 'No signup requests.' }}
              columns={[
                { title: 'Name', key: 'name', render: (_, r) => `${r.firstName} ${r.lastName}` },
                { title: 'Email', dataIndex: 'email' },
                { title: 'Company', dataIndex: 'company' },
                { title: 'Rep', key: 'rep', render: (_, r) => (r.rep ? `${r.rep.number} ${r.rep.name}` : '–') },
                {
                  title: '',
                  key: 'actions',
                  render: (_, r) => (
                    <Flex gap={4}>
                      <Button size="small" onClick={() => setDialog({ kind: 'signup', request: r })}>
                        Set up
                      </Button>
                      <Button size="small" danger onClick={() => setConfirm({ kind: 'deleteSignup', request: r })}>
                        Delete
                      </Button>
                    </Flex>
                  ),
                },
              ]}
            />
          ),
        },
        { key: 'setups', label: `Setup requests (${setups.data!.length})`, children: setupTable },
      ]}
    />
  );

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        External Users
      </Typography.Title>
      {id && !openRequest && <Typography.Text type="warning">{EXTERNAL_MESSAGES.requestNotFound}</Typography.Text>}
      {body}
      {dialog && <ExternalUserDialog subject={dialog} onClose={() => setDialog(null)} onDone={done} />}
      {openRequest && <CompleteSetupDialog key={openRequest.id} request={openRequest} managerView={manager} onClose={() => void navigate(externalUsersPath())} onDone={done} />}
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
