// The few antd components every first paint needs (login, loading, not-found, messages), shared
// as their own Module Federation singleton so the login page does not load all of antd.
// Screens import from '@portal/shared/antd', which re-exports these too.
// Typography stays out (its editable and copyable text weigh more than the login form).
export { default as Alert } from 'antd/es/alert';
export { default as App } from 'antd/es/app';
export { default as Button } from 'antd/es/button';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Flex } from 'antd/es/flex';
export { default as Input } from 'antd/es/input';
export { default as Spin } from 'antd/es/spin';
export { default as theme } from 'antd/es/theme';
export type { ButtonProps, InputProps, ThemeConfig } from 'antd';
