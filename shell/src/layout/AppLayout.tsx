import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useSession } from '@portal/shared/platform';
import { DRAWER_BREAKPOINT } from '@portal/shared/core';
import { Button, Drawer, Flex, Layout, Typography, theme } from '@portal/shared/antd';
import { LogoutOutlined, MenuOutlined } from '@portal/shared/icons';
import { IdlePrefetch } from '../remotes/IdlePrefetch';
import { useMediaQuery } from '../theme/useMediaQuery';
import { sessionApi } from '../session/sessionApi';
import { RecentVisits } from '../search/RecentVisits';
import { SearchBox } from '../search/SearchBox';
import { SystemMessagesDialog } from '../systemMessages/SystemMessagesDialog';
import { LiveChannel } from './LiveChannel';
import { NavDrawer } from './NavDrawer';
import { PortalProviders } from './PortalProviders';

const DRAWER_WIDTH = 240;

/**
 * The portal's frame. The drawer is open by default when logged in and the window is wider than
 * 900 px (spec 000 §2); at 900 px or less it starts hidden (no icon rail) and the menu button opens it.
 */
export function AppLayout() {
  const loggedIn = useSession((s) => s.status === 'loggedIn');
  const user = useSession((s) => s.user);
  const wide = useMediaQuery(`(min-width: ${DRAWER_BREAKPOINT + 1}px)`);
  const [open, setOpen] = useState(wide);
  const { token } = theme.useToken();
  const navigate = useNavigate();

  // Crossing the breakpoint restores that width's default.
  useEffect(() => setOpen(wide), [wide]);

  const logout = async () => {
    try {
      await sessionApi.logout();
    } finally {
      useSession.getState().signedOut();
      void navigate('/login', { replace: true });
    }
  };

  return (
    <PortalProviders>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            paddingInline: 16,
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            position: 'sticky',
            top: 0,
            zIndex: 10,
          }}
        >
          {loggedIn && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={open ? 'Close menu' : 'Open menu'}
              aria-expanded={open}
              onClick={() => setOpen((o) => !o)}
            />
          )}
          <Typography.Title level={4} style={{ margin: 0, flex: 1 }}>
            Portal
          </Typography.Title>
          {loggedIn && <SearchBox />}
          {loggedIn && user && (
            <Flex align="center" gap={8}>
              <Typography.Text>{user.name}</Typography.Text>
              <Button icon={<LogoutOutlined />} onClick={logout}>
                Log out
              </Button>
            </Flex>
          )}
        </Layout.Header>
        <Layout>
          {loggedIn && wide && (
            <Layout.Sider
              width={DRAWER_WIDTH}
              collapsedWidth={0}
              collapsed={!open}
              trigger={null}
              theme={token.colorBgBase === '#000' ? 'dark' : 'light'}
              style={{ background: token.colorBgContainer, borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
              data-testid="drawer"
              aria-hidden={!open}
            >
              {open && <NavDrawer />}
            </Layout.Sider>
          )}
          {loggedIn && !wide && (
            <Drawer
              placement="left"
              open={open}
              onClose={() => setOpen(false)}
              size={DRAWER_WIDTH}
              title="Menu"
              styles={{ body: { padding: 0 } }}
              rootClassName="portal-drawer"
              data-testid="drawer"
            >
              <NavDrawer onNavigate={() => setOpen(false)} />
            </Drawer>
          )}
          <Layout.Content style={{ padding: 16, minWidth: 0 }}>
            <Outlet />
          </Layout.Content>
        </Layout>
        {loggedIn && <SystemMessagesDialog />}
        {loggedIn && <IdlePrefetch />}
        {loggedIn && <RecentVisits />}
        <LiveChannel />
      </Layout>
    </PortalProviders>
  );
}
