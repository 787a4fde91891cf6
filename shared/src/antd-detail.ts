// antd for detail pages and dialogs (cards, descriptions, results): its own shared singleton entry,
// loaded when a screen that draws these opens (see antd.ts). A list page must not import it at first
// paint: its dialogs are lazy. Forms and pickers are in antd-form.ts.
export {
  Card,
  Descriptions,
  Popconfirm,
  Progress,
  Radio,
  Result,
  Skeleton,
  Switch,
  Timeline,
} from 'antd';
