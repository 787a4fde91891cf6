import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_MESSAGES,
  emailChangeMask,
  EMAIL_TEMPLATE_MAX,
  emailFlagsProblem,
  isCorp,
  messages,
  useSession,
  type EmailSettings,
  type EmailSettingsInput,
} from '@portal/shared';
import { App, Button, Flex, Input, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-detail';
import { Form } from '@portal/shared/antd-form';
import { PageError, PageLoading } from '@portal/shared/ui';
import { adminKeys } from '../../queryKeys';
import { fetchEmailSettings, saveEmailSettings } from '../api';
import { AltUsersCard } from '../components/AltUsersCard';
import { EmailFlagSwitches } from '../components/EmailFlagSwitches';

// Email Settings at /email_settings (spec 002 §2–§8): the signed-in user's opt-ins, customer copies,
// the sell sheet and order approval templates, and extra addresses with their own opt-ins. Update
// Settings is enabled only when something changed (the spec's change bits, emailChangeMask) and
// the settings may be saved; the server checks the same rules (@portal/shared/core emailSettings.ts).

const inputOf = ({ access, altUsers }: EmailSettings): EmailSettingsInput => ({ access, altUsers });

export function EmailSettingsPage() {
  const me = useSession((s) => s.user);
  const client = useQueryClient();
  const { message } = App.useApp();
  const settings = useQuery({ queryKey: adminKeys.emailSettings(), queryFn: ({ signal }) => fetchEmailSettings(signal) });
  const [draft, setDraft] = useState<EmailSettingsInput | null>(null);
  const save = useMutation({
    mutationFn: saveEmailSettings,
    onSuccess: (saved) => {
      void message.success(messages.emailSettingsUpdated);
      client.setQueryData(adminKeys.emailSettings(), saved);
      setDraft(null);
    },
  });

  if (settings.isPending) return <PageLoading />;
  if (settings.isError) return <PageError title={ADMIN_MESSAGES.emailSettingsFetchFailed} onRetry={() => void settings.refetch()} />;

  const saved = inputOf(settings.data);
  const edited = draft ?? saved;
  const { jobTitle } = settings.data;
  const changed = emailChangeMask(saved, edited) !== 0;
  const problem = [edited.access, ...edited.altUsers].map((flags) => emailFlagsProblem(flags, jobTitle)).find(Boolean) ?? null;
  const busy = save.isPending;
  const setAccess = (access: EmailSettingsInput['access']) => setDraft({ ...edited, access });

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1100 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        Email Settings
      </Typography.Title>
      <Flex gap={16} wrap align="start">
        <section aria-label="Notifications" style={{ width: 380 }}>
          <Card size="small" title="Notifications" extra={<Typography.Text type="secondary">{me?.email}</Typography.Text>}>
            <EmailFlagSwitches flags={edited.access} jobTitle={jobTitle} disabled={busy} onChange={setAccess} />
            {isCorp(jobTitle) && (
              <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
                The shipped e-mail is not copied to customers for the Corp job title.
              </Typography.Paragraph>
            )}
          </Card>
        </section>
        <Flex vertical gap={16} style={{ flex: '1 1 420px', minWidth: 320 }}>
          <section aria-label="Templates">
            <Card size="small" title="Templates">
              <Form layout="vertical">
                <Form.Item label="Sell sheet template" htmlFor="sellsheet-template">
                  <Input.TextArea
                    id="sellsheet-template"
                    rows={4}
                    maxLength={EMAIL_TEMPLATE_MAX}
                    showCount
                    disabled={busy}
                    value={edited.access.sellsheetTemplate ?? ''}
                    onChange={(e) => setAccess({ ...edited.access, sellsheetTemplate: e.target.value })}
                  />
                </Form.Item>
                <Form.Item label="Order approval template" htmlFor="order-approval-template" style={{ marginBottom: 0 }}>
                  <Input.TextArea
                    id="order-approval-template"
                    rows={4}
                    maxLength={EMAIL_TEMPLATE_MAX}
                    showCount
                    disabled={busy}
                    value={edited.access.orderApprovalTemplate ?? ''}
                    onChange={(e) => setAccess({ ...edited.access, orderApprovalTemplate: e.target.value })}
                  />
                </Form.Item>
              </Form>
            </Card>
          </section>
          <AltUsersCard
            altUsers={edited.altUsers}
            ownEmail={me?.email ?? ''}
            jobTitle={jobTitle}
            disabled={busy}
            onChange={(altUsers) => setDraft({ ...edited, altUsers })}
          />
        </Flex>
      </Flex>
      <Flex gap={12} align="center" wrap>
        <Button type="primary" disabled={!changed || !!problem} loading={busy} onClick={() => save.mutate(edited)}>
          Update Settings
        </Button>
        {changed && (
          <Button disabled={busy} onClick={() => setDraft(null)}>
            Discard changes
          </Button>
        )}
        {changed && problem && <Typography.Text type="secondary">{problem}</Typography.Text>}
      </Flex>
    </Flex>
  );
}
