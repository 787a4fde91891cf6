// antd for detail pages and dialogs (cards, descriptions, results): its own shared singleton entry,
// loaded when a screen that draws these opens (see antd.ts). A list page must not import it at first
// paint: its dialogs are lazy. Forms and pickers are in antd-form.ts.
export { default as Card } from 'antd/es/card';
export { default as Descriptions } from 'antd/es/descriptions';
export { default as Popconfirm } from 'antd/es/popconfirm';
export { default as Progress } from 'antd/es/progress';
export { default as Radio } from 'antd/es/radio';
export { default as Result } from 'antd/es/result';
export { default as Skeleton } from 'antd/es/skeleton';
export { default as Switch } from 'antd/es/switch';
export { default as Timeline } from 'antd/es/timeline';
