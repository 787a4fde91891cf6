import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiError, useSession } from '@portal/shared/platform';
import { accessFrom } from '@portal/shared/core';
import { sessionApi } from '../session/sessionApi';
import { LoginPage } from './LoginPage';

jest.mock('../session/sessionApi', () => ({ sessionApi: { login: jest.fn() } }));
const login = sessionApi.login as jest.Mock;

const user = {
  id: 1,
  email: 'csr@demo.local',
  name: 'Casey',
  userType: 'INTERNAL' as const,
  repCode: null,
  repManagerCode: null,
  access: accessFrom(['order']),
};

function renderLogin(from?: string) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/login', state: from ? { from: { pathname: from, search: '', hash: '' } } : null }]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<div>landed on {'<path>'}</div>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function fillAndSubmit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

beforeEach(() => {
  login.mockReset();
  useSession.getState().signedOut();
});

describe('LoginPage', () => {
  it('has real labels for Email and Password and a Submit button', () => {
    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('asks for both fields without calling the server', async () => {
    renderLogin();
    await fillAndSubmit('csr@demo.local', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter email and password');
    expect(login).not.toHaveBeenCalled();
  });

  it('shows Incorrect Email or Password on 401', async () => {
    login.mockRejectedValueOnce(new ApiError('Incorrect Email or Password', 401));
    renderLogin();
    await fillAndSubmit('csr@demo.local', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect Email or Password');
  });

  it('shows the try-again text on a server failure', async () => {
    login.mockRejectedValueOnce(new ApiError('Something went wrong.', 500));
    renderLogin();
    await fillAndSubmit('csr@demo.local', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured while logging in. Please try again later.');
  });

  it("reads 'Incorrect Email or Password' for every refusal above 400, a lockout (429) too (spec 000 §8)", async () => {
    login.mockRejectedValueOnce(new ApiError('Too many failed login attempts. Please wait 15 minutes and try again.', 429));
    renderLogin();
    await fillAndSubmit('csr@demo.local', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect Email or Password');
  });

  it('signs in and returns to the page the user came from', async () => {
    login.mockResolvedValueOnce(user);
    render(
      <MemoryRouter initialEntries={[{ pathname: '/login', state: { from: { pathname: '/returns', search: '?page=2', hash: '' } } }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/returns" element={<div>returns list</div>} />
        </Routes>
      </MemoryRouter>,
    );
    await fillAndSubmit('csr@demo.local', 'demo1234');
    expect(await screen.findByText('returns list')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({ email: 'csr@demo.local', password: 'demo1234' });
    expect(useSession.getState().user).toEqual(user);
  });

  it('toggles the password between hidden and shown', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
});
