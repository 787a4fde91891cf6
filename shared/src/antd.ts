// The portal's one copy of antd, shared as a Module Federation singleton. antd shared whole is
// about 440 KB gzip; re-exporting only the components the portal uses keeps it tree-shaken.
// Import antd only from here (`@portal/shared/antd`); add a component here when a screen needs it.
// The first-paint components live in antd-base.ts (their own, smaller shared entry).
export * from '@portal/shared/antd-base';
export {
  Badge,
  Card,
  Checkbox,
  DatePicker,
  Descriptions,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Form,
  InputNumber,
  Layout,
  Menu,
  Modal,
  Pagination,
  Popconfirm,
  Progress,
  Radio,
  Result,
  Select,
  Skeleton,
  Space,
  Switch,
  Tag,
  Timeline,
  Tooltip,
  Typography,
  message,
} from 'antd';
export type {
  DrawerProps,
  FormInstance,
  FormProps,
  InputRef,
  MenuProps,
  ModalProps,
  SelectProps,
} from 'antd';
