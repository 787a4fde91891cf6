import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ACCESS_GROUPS, messages, noAccess, useSession, userAccessProblem, type AccessFlags, type UserWithAccess } from '@portal/shared';
import { App, Button, Flex, Select, Tag, Typography } from '@portal/shared/antd';
import { Form } from '@portal/shared/antd-form';
import { PageError, PageLoading } from '@portal/shared/ui';
import { adminKeys } from '../../queryKeys';
import { USER_PARAM } from '../../urls';
import { fetchUsers, saveUserAccess } from '../api';
import { AccessGroupCard } from '../components/AccessGroupCard';
import { matchesUser, pickedUser, userOptions } from '../userPicker';

// User Access at /user_admin (spec 002 §2, §5, §6, §7, §8): pick a user (?user=<id>, so a reload or a
// shared link opens the same one), toggle flags in groups, save with 'Update User Access'
// (POST /api/users). Save is disabled until a user is picked and while no flag is on; the server
// checks the same rules (@portal/shared/core userAccess.ts) and the new flags count from that user's
// next call.

const MAX_WIDTH = 1280;

export function UserAccessPage() {
  const me = useSession((s) => s.user);
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const { message } = App.useApp();
  const users = useQuery({ queryKey: adminKeys.users(), queryFn: ({ signal }) => fetchUsers(signal) });
  const picked = pickedUser(users.data, Number(params.get(USER_PARAM)) || null, me);
  // What is being edited, for the picked user only: picking another starts from their saved flags.
  const [draft, setDraft] = useState<{ userId: number; access: AccessFlags } | null>(null);
  const access = picked && draft?.userId === picked.id ? draft.access : picked?.access;

  const save = useMutation({
    mutationFn: saveUserAccess,
    onSuccess: (saved) => {
      void message.success(messages.accessUpdated);
      client.setQueryData<UserWithAccess[]>(adminKeys.users(), (list) => list?.map((u) => (u.id === saved.id ? saved : u)));
      setDraft(null);
    },
  });

  if (users.isPending) return <PageLoading />;
  if (users.isError) return <PageError title={messages.catalogsOrUsersLoadFailed} onRetry={() => void users.refetch()} />;

  const pick = (id: number | undefined) => {
    setDraft(null);
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set(USER_PARAM, String(id));
      else next.delete(USER_PARAM);
      return next;
    });
  };
  const problem = access ? userAccessProblem(access) : null;
  const changed = !!draft && draft.userId === picked?.id;

  return (
    <Flex vertical gap={16} style={{ maxWidth: MAX_WIDTH }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        User Access
      </Typography.Title>
      <Form layout="vertical" style={{ maxWidth: 520 }}>
        <Form.Item label="User" htmlFor="user-access-user" help={picked ? undefined : messages.userRequired} style={{ marginBottom: 0 }}>
          <Select
            id="user-access-user"
            showSearch={{ filterOption: matchesUser }}
            allowClear
            placeholder="Search by name or e-mail"
            options={userOptions(users.data, me)}
            value={picked?.id}
            onChange={(id: number | undefined) => pick(id)}
          />
        </Form.Item>
      </Form>
      {picked && (
        <Flex gap={8} wrap align="center">
          <Typography.Text strong>{picked.name}</Typography.Text>
          <Typography.Text type="secondary">{picked.email}</Typography.Text>
          <Tag>{picked.userType}</Tag>
          {picked.repCode && <Tag>Rep {picked.repCode}</Tag>}
        </Flex>
      )}
      <Flex gap={12} wrap>
        {ACCESS_GROUPS.map((group) => (
          <AccessGroupCard
            key={group.name}
            group={group}
            access={access ?? NO_FLAGS}
            disabled={!picked || save.isPending}
            onChange={(next) => picked && setDraft({ userId: picked.id, access: next })}
          />
        ))}
      </Flex>
      <Flex gap={12} align="center" wrap>
        <Button
          type="primary"
          disabled={!picked || !!problem}
          loading={save.isPending}
          onClick={() => picked && access && save.mutate({ user: picked.id, access })}
        >
          Update User Access
        </Button>
        {changed && (
          <Button disabled={save.isPending} onClick={() => setDraft(null)}>
            Discard changes
          </Button>
        )}
        {picked && problem && <Typography.Text type="secondary">{problem}</Typography.Text>}
      </Flex>
    </Flex>
  );
}

/** Before a user is picked the groups show, disabled and empty. */
const NO_FLAGS: AccessFlags = noAccess();
