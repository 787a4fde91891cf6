import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@portal/shared/platform';
import { PASSWORD_LINK_MESSAGES, setPasswordProblem, shellMessages } from '@portal/shared/core';
import { Alert, Button, Flex, Input } from '@portal/shared/antd-base';
import { Heading } from './Heading';
import { LoadingPage } from './LoadingPage';
import { sessionApi } from '../session/sessionApi';

// /set-password?token=… (shell/README.md "Set your password"): the public page of the one-time link
// e-mailed to a new external user. It checks the link first, so a dead link says so before anything
// is typed; then asks for the password twice with the external users' password rules (shared
// setPasswordProblem, the server checks the same), and on success sends the user to the login page
// with their e-mail filled in and a note that the password is set.

export interface PasswordSetState {
  passwordSet: { email: string };
}

type LinkState = { kind: 'checking' } | { kind: 'live'; email: string } | { kind: 'dead'; message: string };

/** A refusal the server words for a person (4xx: unknown, used, expired, a rule), or the try-again text. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status !== null && error.status >= 400 && error.status < 500) return error.message;
  return shellMessages.somethingWentWrong;
}
/** The link itself no longer works (unknown 404, used or expired 410): nothing to retry. */
const linkIsDead = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 410);

export function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [link, setLink] = useState<LinkState>(token ? { kind: 'checking' } : { kind: 'dead', message: PASSWORD_LINK_MESSAGES.unknown });
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!token) return;
    let current = true;
    sessionApi.checkPasswordLink(token).then(
      ({ email }) => current && setLink({ kind: 'live', email }),
      (e: unknown) => current && setLink({ kind: 'dead', message: failureText(e) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (link.kind === 'checking') return <LoadingPage />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = setPasswordProblem(password, repeat);
    if (problem) {
      setError(problem); // checked here first; the server checks the same rules
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const { email } = await sessionApi.setPassword({ token, password });
      const state: PasswordSetState = { passwordSet: { email } };
      void navigate('/login', { replace: true, state });
    } catch (e) {
      if (linkIsDead(e)) setLink({ kind: 'dead', message: failureText(e) });
      else setError(failureText(e));
      setSubmitting(false);
    }
  };

  return (
    <Flex justify="center" style={{ padding: '10vh 16px' }}>
      <Flex vertical gap={16} style={{ width: '100%', maxWidth: 360 }}>
        <Heading level={3}>Set your password</Heading>
        {link.kind === 'dead' ? (
          <>
            <Alert type="error" showIcon title={link.message} role="alert" />
            <a href="/login">Go to the sign-in page</a>
          </>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Set your password">
            <Flex vertical gap={16}>
              <span>
                For <strong>{link.email}</strong>
              </span>
              {/* The account's e-mail, so a password manager saves the new password under it. */}
              <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
              <Flex vertical gap={4}>
                <label htmlFor="new-password">New password</label>
                <Input
                  id="new-password"
                  type="password"
                  autoComplete="new-password"
                  autoFocus
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  disabled={submitting}
                />
              </Flex>
              <Flex vertical gap={4}>
                <label htmlFor="repeat-password">Repeat the new password</label>
                <Input
                  id="repeat-password"
                  type="password"
                  autoComplete="new-password"
                  value={repeat}
                  onChange={(e) => setRepeat(e.target.value)}
                  disabled={submitting}
                />
              </Flex>
              {error && <Alert type="error" showIcon title={error} role="alert" />}
              <Button type="primary" htmlType="submit" block loading={submitting}>
                Set password
              </Button>
            </Flex>
          </form>
        )}
      </Flex>
    </Flex>
  );
}
