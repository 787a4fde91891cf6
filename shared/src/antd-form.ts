// antd's form machinery, pickers and sliders: its own shared singleton entry, loaded when a form
// or a dialog with fields opens (see antd.ts). Apart from antd-detail, so a detail page that only
// shows cards and descriptions does not load the date picker and the form store.
export { DatePicker, Form, InputNumber, Slider } from 'antd';
export type { FormInstance, FormProps } from 'antd';
