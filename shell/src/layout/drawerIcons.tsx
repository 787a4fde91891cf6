import type { ReactNode } from 'react';
import { FileTextOutlined, HomeOutlined, RollbackOutlined, ShoppingCartOutlined, TeamOutlined } from '@portal/shared/icons';

// The drawer's icons, by the names remotes use in their route data (DrawerData.icon). Route data is
// JSON, so an icon travels as a name; a new area that wants another icon adds one line here (and the
// icon to @portal/shared/icons). An unknown name shows no icon rather than failing the drawer.
const ICONS: Record<string, () => ReactNode> = {
  home: () => <HomeOutlined />,
  'file-text': () => <FileTextOutlined />,
  'shopping-cart': () => <ShoppingCartOutlined />,
  rollback: () => <RollbackOutlined />,
  team: () => <TeamOutlined />,
};

export function drawerIcon(name: string | undefined): ReactNode {
  return name ? ICONS[name]?.() : undefined;
}
