// antd for detail pages, forms and dialogs: its own shared singleton entry, loaded when a screen
// that draws these opens (see antd.ts). A list page must not import it at first paint: its dialogs
// and the filter drawer's date field are lazy.
export {
  Card,
  DatePicker,
  Descriptions,
  Form,
  InputNumber,
  Popconfirm,
  Progress,
  Radio,
  Result,
  Skeleton,
  Slider,
  Switch,
  Timeline,
} from 'antd';
export type { FormInstance, FormProps } from 'antd';
