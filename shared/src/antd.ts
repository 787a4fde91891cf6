// The portal's one copy of antd, shared as Module Federation singletons in four entries, so a page
// loads only the weight it draws (bytes measured by `bench`):
// - antd-base.ts: what every first paint needs (login, loading, messages);
// - antd.ts (this file): the frame and the lists (drawer, menus, search-by select, pager, tags);
// - antd-detail.ts: detail pages and dialogs (cards, descriptions, results, switches, …);
// - antd-form.ts: forms and pickers (Form, DatePicker, InputNumber), the heaviest part (together
//   with antd-detail about 97 KB gzip, which a list page never loads).
// antd shared whole is about 440 KB gzip; re-exporting only the components the portal uses keeps it
// tree-shaken. Import antd only from these; add a component to the entry of the screens that need it.
export * from '@portal/shared/antd-base';
export {
  Badge,
  Checkbox,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Layout,
  Menu,
  Modal,
  Pagination,
  Select,
  Space,
  Tag,
  Tooltip,
  Typography,
  message,
} from 'antd';
export type { DrawerProps, DropdownProps, InputRef, MenuProps, ModalProps, SelectProps } from 'antd';
