import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useSession } from '@portal/shared/platform';
import { accessFrom, type SessionUser } from '@portal/shared/core';
import { RouteGuard } from './RouteGuard';

const base: SessionUser = {
  id: 1,
  email: 'v@demo.local',
  name: 'V',
  userType: 'INTERNAL',
  repCode: null,
  repManagerCode: null,
  access: accessFrom([]),
};

function LoginProbe() {
  const location = useLocation();
  return (
    <div>
      login page, from {(location.state as { from?: { pathname: string; search: string } })?.from?.pathname}
      {(location.state as { from?: { search: string } })?.from?.search}
    </div>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginProbe />} />
        <Route
          path="/saved"
          element={
            <RouteGuard rule="orderPages">
              <div>saved orders</div>
            </RouteGuard>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RouteGuard', () => {
  it('waits while the session is being checked', () => {
    useSession.setState({ status: 'loading', user: null });
    renderAt('/saved');
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('saved orders')).not.toBeInTheDocument();
  });

  it('sends a logged-out visitor to /login and remembers the origin', () => {
    useSession.getState().signedOut();
    renderAt('/saved?page=3');
    expect(screen.getByText('login page, from /saved?page=3')).toBeInTheDocument();
  });

  it('keeps a user without order access out of an order page', () => {
    useSession.getState().signedIn(base);
    renderAt('/saved');
    expect(screen.queryByText('saved orders')).not.toBeInTheDocument();
    expect(screen.getByText("The page you are looking for doesn't exist")).toBeInTheDocument();
  });

  it('lets a user with order access in', () => {
    useSession.getState().signedIn({ ...base, access: accessFrom(['orderView']) });
    renderAt('/saved');
    expect(screen.getByText('saved orders')).toBeInTheDocument();
  });
});
