import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiError, useSession } from '@portal/shared/platform';
import { EXTERNAL_MESSAGES, PASSWORD_LINK_MESSAGES } from '@portal/shared/core';
import { sessionApi } from '../session/sessionApi';
import { LoginPage } from './LoginPage';
import { SetPasswordPage } from './SetPasswordPage';

jest.mock('../session/sessionApi', () => ({ sessionApi: { checkPasswordLink: jest.fn(), setPassword: jest.fn(), login: jest.fn() } }));
const checkPasswordLink = sessionApi.checkPasswordLink as jest.Mock;
const setPassword = sessionApi.setPassword as jest.Mock;

const TOKEN = 'tok_en-1';
const EMAIL = 'new.buyer@customer.example';

function Where() {
  return <output aria-label="where">{useLocation().pathname}</output>;
}

function renderPage(search = `?token=${TOKEN}`) {
  return render(
    <MemoryRouter initialEntries={[`/set-password${search}`]}>
      <Routes>
        <Route path="/set-password" element={<SetPasswordPage />} />
        <Route path="/login" element={<LoginPage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

async function type(newPassword: string, repeat: string) {
  await userEvent.type(await screen.findByLabelText('New password'), newPassword);
  await userEvent.type(screen.getByLabelText('Repeat the new password'), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
}

beforeEach(() => {
  checkPasswordLink.mockReset().mockResolvedValue({ email: EMAIL });
  setPassword.mockReset();
  useSession.getState().signedOut();
});

describe('SetPasswordPage (/set-password?token=…)', () => {
  it('checks the link first and names the account; asks the new password twice', async () => {
    renderPage();
    expect(await screen.findByText(EMAIL)).toBeInTheDocument();
    expect(checkPasswordLink).toHaveBeenCalledWith(TOKEN);
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Repeat the new password')).toHaveAttribute('type', 'password');
  });

  it('refuses, without calling the server, a password the portal would refuse and two that differ', async () => {
    renderPage();
    await type('short', 'short');
    expect(screen.getByRole('alert')).toHaveTextContent(EXTERNAL_MESSAGES.passwordRequired);
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Repeat the new password'));
    await type('Fairway2026!', 'Fairway2026?');
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORD_LINK_MESSAGES.mismatch);
    expect(setPassword).not.toHaveBeenCalled();
  });

  it('on success sends the user to sign in, their e-mail filled in, with a note that the password is set', async () => {
    setPassword.mockResolvedValue({ email: EMAIL });
    renderPage();
    await type('Fairway2026!', 'Fairway2026!');
    expect(setPassword).toHaveBeenCalledWith({ token: TOKEN, password: 'Fairway2026!' });
    await waitFor(() => expect(screen.getByLabelText('where')).toHaveTextContent('/login'));
    expect(screen.getByText(PASSWORD_LINK_MESSAGES.passwordSet)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
  });

  it.each([
    ['an unknown link', new ApiError(PASSWORD_LINK_MESSAGES.unknown, 404), PASSWORD_LINK_MESSAGES.unknown],
    ['a used link', new ApiError(PASSWORD_LINK_MESSAGES.used, 410), PASSWORD_LINK_MESSAGES.used],
    ['an expired link', new ApiError(PASSWORD_LINK_MESSAGES.expired, 410), PASSWORD_LINK_MESSAGES.expired],
  ])('%s says so at once, with no form, and leads to the sign-in page', async (_name, error, text) => {
    checkPasswordLink.mockRejectedValue(error);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' })).toHaveAttribute('href', '/login');
  });

  it('a page opened without a token is an unknown link (the server is not asked)', async () => {
    renderPage('');
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_LINK_MESSAGES.unknown);
    expect(checkPasswordLink).not.toHaveBeenCalled();
  });

  it('a link that expires while the page is open: the form gives way to the message', async () => {
    setPassword.mockRejectedValue(new ApiError(PASSWORD_LINK_MESSAGES.expired, 410));
    renderPage();
    await type('Fairway2026!', 'Fairway2026!');
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_LINK_MESSAGES.expired);
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('a failure of the server keeps the form, with the try-again text', async () => {
    setPassword.mockRejectedValue(new ApiError('Something went wrong.', 500));
    renderPage();
    await type('Fairway2026!', 'Fairway2026!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByLabelText('New password')).toBeEnabled();
  });
});
