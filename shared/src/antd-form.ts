// antd's form machinery, pickers and sliders: its own shared singleton entry, loaded when a form
// or a dialog with fields opens (see antd.ts). Apart from antd-detail, so a detail page that only
// shows cards and descriptions does not load the date picker and the form store.
export { default as DatePicker } from 'antd/es/date-picker';
export { default as Form } from 'antd/es/form';
export { default as InputNumber } from 'antd/es/input-number';
export { default as Slider } from 'antd/es/slider';
export type { FormInstance, FormProps } from 'antd';
