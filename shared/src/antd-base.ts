// The few antd components every first paint needs (login, loading, not-found, messages), shared
// as their own Module Federation singleton so the login page does not load all of antd.
// Screens import from '@portal/shared/antd', which re-exports these too.
// Typography stays out (its editable and copyable text weigh more than the login form).
export { Alert, App, Button, ConfigProvider, Flex, Input, Spin, theme } from 'antd';
export type { ButtonProps, InputProps, ThemeConfig } from 'antd';
