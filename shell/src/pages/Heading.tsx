import type { ReactNode } from 'react';
import { theme } from '@portal/shared/antd-base';

// Headings and hints of the shell's own pages (login, not found, crash, area unavailable) in antd's
// typography tokens, without antd's Typography: it brings editable and copyable text (their icons,
// a text area, resize observers) to the login page, which shows one heading.

type Level = 1 | 2 | 3 | 4 | 5;

export function Heading({ level, role, children }: { level: Level; role?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const Tag = `h${level}` as const;
  return (
    <Tag
      role={role}
      style={{
        margin: 0,
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token[`fontSizeHeading${level}`],
        lineHeight: token[`lineHeightHeading${level}`],
      }}
    >
      {children}
    </Tag>
  );
}

export function Hint({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <span style={{ color: token.colorTextSecondary }}>{children}</span>;
}
