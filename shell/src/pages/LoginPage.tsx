import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate, type Location } from 'react-router';
import { ApiError, useSession } from '@portal/shared/platform';
import { loginFormProblem, PASSWORD_LINK_MESSAGES, shellMessages } from '@portal/shared/core';
import { Alert, Button, Flex, Input } from '@portal/shared/antd-base';
import { Heading } from './Heading';
import { sessionApi } from '../session/sessionApi';
import { LoadingPage } from './LoadingPage';

interface LoginState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** Sent by the set-password page (SetPasswordPage's PasswordSetState): whose password was just set. */
  passwordSet?: { email: string };
}

/** The e-mail whose password was just set from a link, or null. */
function passwordSetFor(state: unknown): string | null {
  const email = (state as LoginState | null)?.passwordSet?.email;
  return typeof email === 'string' ? email : null;
}

/** Where to go after login: the guarded page the user came from, or / (spec 000 §2). */
export function originOf(state: unknown): string {
  const from = (state as LoginState | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * The text shown for a failed login (spec 000 §8): any refusal above 400 reads 'Incorrect Email or
 * Password', a lockout (429) too; a 400 is the server's own words (a required field).
 */
export function loginErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status !== null) {
    if (error.status === 400) return error.message;
    if (error.status > 400 && error.status < 500) return shellMessages.loginIncorrect;
  }
  return shellMessages.loginFailed;
}

export function LoginPage() {
  const status = useSession((s) => s.status);
  const signedIn = useSession((s) => s.signedIn);
  const location = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const justSet = passwordSetFor(location.state);
  const [email, setEmail] = useState(justSet ?? '');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);

  if (status === 'loading') return <LoadingPage />;
  if (status === 'loggedIn' && !submitting) return <Navigate to={originOf(location.state)} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = loginFormProblem(email, password);
    if (problem) {
      setError(problem); // checked here, without calling the server
      return;
    }
    setError(null);
    setSubmitting(true);
    const origin = originOf(location.state);
    // The page's code loads while the credentials are checked, its first requests once accepted.
    const preloading = import('../remotes/preloadPath');
    preloading.then((m) => m.prefetchPath(origin.split(/[?#]/)[0])).catch(() => undefined);
    try {
      const user = await sessionApi.login({ email: email.trim(), password });
      signedIn(user);
      preloading.then((m) => m.preloadPathData(origin)).catch(() => undefined);
      void navigate(origin, { replace: true });
    } catch (e) {
      setError(loginErrorText(e));
    } finally {
      setSubmitting(false);
    }
  };

  // A plain form with antd inputs: antd's Form is not needed for two fields, and the login page
  // stays light (see the bundle budget in README.md).
  return (
    <Flex justify="center" style={{ padding: '10vh 16px' }}>
      <form onSubmit={submit} noValidate style={{ width: '100%', maxWidth: 360 }} aria-label="Sign in">
        <Flex vertical gap={16}>
          <Heading level={3}>Sign in</Heading>
          {justSet && !error && <Alert type="success" showIcon title={PASSWORD_LINK_MESSAGES.passwordSet} />}
          <Flex vertical gap={4}>
            <label htmlFor="login-email">Email</label>
            <Input
              id="login-email"
              type="email"
              autoComplete="username"
              autoFocus={!justSet}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={submitting}
            />
          </Flex>
          <Flex vertical gap={4}>
            <label htmlFor="login-password">Password</label>
            <Input
              id="login-password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              autoFocus={!!justSet}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              disabled={submitting}
              suffix={
                <Button
                  type="text"
                  size="small"
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((v) => !v)}
                >
                  {showPassword ? 'Hide' : 'Show'}
                </Button>
              }
            />
          </Flex>
          {error && <Alert type="error" showIcon title={error} role="alert" />}
          <Button type="primary" htmlType="submit" block loading={submitting}>
            Submit
          </Button>
        </Flex>
      </form>
    </Flex>
  );
}
