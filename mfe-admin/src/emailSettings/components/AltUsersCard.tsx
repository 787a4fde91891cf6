import { useState } from 'react';
import { altEmailProblem, isBasicEmail, messages, newAltUser, ALT_EMAIL_MAX, type AltUser } from '@portal/shared';
import { App, Button, Flex, Input, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-detail';
import { Form } from '@portal/shared/antd-form';
import { EmailFlagSwitches } from './EmailFlagSwitches';

// The extra addresses (spec 002 §3, §5): add one (the basic pattern, 255 characters, not already
// there whatever its case: helper 'Please enter a valid email.' while typing, toast 'Please enter a
// valid email address.' on Add), each with its own opt-ins (a new one: all on except betaSellsheet
// and the customer copies), shown under Edit; the address itself cannot change, only be removed.

export interface AltUsersCardProps {
  altUsers: AltUser[];
  /** The user's own address: an extra address cannot repeat it. */
  ownEmail: string;
  jobTitle: string | null;
  disabled: boolean;
  onChange: (altUsers: AltUser[]) => void;
}

export function AltUsersCard({ altUsers, ownEmail, jobTitle, disabled, onChange }: AltUsersCardProps) {
  const { message } = App.useApp();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const existing = [ownEmail, ...altUsers.map((a) => a.email)];
  const helper = !typed.trim()
    ? undefined
    : !isBasicEmail(typed)
      ? messages.invalidEmail
      : existing.some((e) => e.toLowerCase() === typed.trim().toLowerCase())
        ? messages.emailAddressExists
        : undefined;

  const add = () => {
    const problem = altEmailProblem(typed, existing);
    if (problem) return void message.error(problem);
    const alt = newAltUser(typed);
    onChange([...altUsers, alt]);
    setTyped('');
    setOpen(alt.email);
  };

  return (
    <section aria-label="Additional email addresses">
      <Card size="small" title="Additional email addresses">
        <Flex vertical gap={12}>
          <Form layout="vertical" onFinish={add}>
            <Form.Item
              label="Email address"
              htmlFor="alt-email"
              validateStatus={helper ? 'error' : undefined}
              help={helper}
              style={{ marginBottom: 0 }}
            >
              <Flex gap={8}>
                <Input
                  id="alt-email"
                  value={typed}
                  maxLength={ALT_EMAIL_MAX}
                  disabled={disabled}
                  onChange={(e) => setTyped(e.target.value)}
                  style={{ maxWidth: 360 }}
                />
                <Button htmlType="submit" disabled={disabled || !typed.trim()}>
                  Add
                </Button>
              </Flex>
            </Form.Item>
          </Form>
          {!altUsers.length && <Typography.Text type="secondary">No additional addresses.</Typography.Text>}
          {altUsers.map((alt, index) => (
            <section key={alt.email.toLowerCase()} aria-label={alt.email}>
              <Card
                size="small"
                type="inner"
                title={alt.email}
                extra={
                  <Flex gap={8}>
                    <Button size="small" aria-expanded={open === alt.email} onClick={() => setOpen(open === alt.email ? null : alt.email)}>
                      {open === alt.email ? 'Close' : 'Edit'}
                    </Button>
                    <Button size="small" danger disabled={disabled} onClick={() => onChange(altUsers.filter((_, i) => i !== index))}>
                      Remove
                    </Button>
                  </Flex>
                }
                styles={open === alt.email ? undefined : { body: { display: 'none' } }}
              >
                {open === alt.email && (
                  <EmailFlagSwitches
                    flags={alt}
                    jobTitle={jobTitle}
                    disabled={disabled}
                    onChange={(next) => onChange(altUsers.map((a, i) => (i === index ? next : a)))}
                  />
                )}
              </Card>
            </section>
          ))}
        </Flex>
      </Card>
    </section>
  );
}
