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
export { default as Badge } from 'antd/es/badge';
export { default as Checkbox } from 'antd/es/checkbox';
export { default as Divider } from 'antd/es/divider';
export { default as Drawer } from 'antd/es/drawer';
export { default as Dropdown } from 'antd/es/dropdown';
export { default as Empty } from 'antd/es/empty';
export { default as Layout } from 'antd/es/layout';
export { default as Menu } from 'antd/es/menu';
export { default as Modal } from 'antd/es/modal';
export { default as Pagination } from 'antd/es/pagination';
export { default as Select } from 'antd/es/select';
export { default as Space } from 'antd/es/space';
export { default as Tag } from 'antd/es/tag';
export { default as Tooltip } from 'antd/es/tooltip';
export { default as Typography } from 'antd/es/typography';
export { default as message } from 'antd/es/message';
export type { DrawerProps, DropdownProps, InputRef, MenuProps, ModalProps, SelectProps } from 'antd';
