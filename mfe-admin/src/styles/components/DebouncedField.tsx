import { useEffect, useRef, useState } from 'react';
import { STYLE_FIELD_DEBOUNCE_MS } from '@portal/shared';
import { Input } from '@portal/shared/antd';
import { InputNumber } from '@portal/shared/antd-form';

// spec 002 §5: field edits are debounced by 500 ms. The field shows what is typed at once and hands
// the value to the draft 500 ms after the last keystroke (and at once on blur), so Save and Discard
// follow the draft, not every key.

function useDebouncedCommit<T>(value: T, commit: (v: T) => void) {
  const [local, setLocal] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(commit);
  latest.current = commit;
  useEffect(() => setLocal(value), [value]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const change = (v: T) => {
    setLocal(v);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(v), STYLE_FIELD_DEBOUNCE_MS);
  };
  const flush = () => {
    if (!timer.current) return;
    clearTimeout(timer.current);
    timer.current = null;
    latest.current(local);
  };
  return { local, change, flush };
}

export function DebouncedText(props: {
  label: string;
  value: string | null;
  onChange: (v: string | null) => void;
  disabled?: boolean;
  maxLength?: number;
  multiline?: boolean;
  type?: string;
}) {
  const { local, change, flush } = useDebouncedCommit<string | null>(props.value, props.onChange);
  const common = { 'aria-label': props.label, value: local ?? '', disabled: props.disabled, maxLength: props.maxLength, onBlur: flush };
  if (props.multiline) return <Input.TextArea {...common} autoSize={{ minRows: 3, maxRows: 8 }} onChange={(e) => change(e.target.value)} />;
  return <Input {...common} type={props.type} onChange={(e) => change(e.target.value === '' ? null : e.target.value)} />;
}

export function DebouncedNumber(props: {
  label: string;
  value: number | null;
  onChange: (v: number | null) => void;
  disabled?: boolean;
  min?: number;
  max?: number;
  step?: number;
  required?: boolean;
}) {
  const { local, change, flush } = useDebouncedCommit<number | null>(props.value, (v) =>
    props.onChange(v == null && props.required ? (props.value ?? 0) : v),
  );
  return (
    <InputNumber
      aria-label={props.label}
      value={local}
      min={props.min}
      max={props.max}
      step={props.step}
      disabled={props.disabled}
      onBlur={flush}
      onChange={(v) => change(typeof v === 'number' ? v : null)}
      style={{ width: '100%' }}
    />
  );
}
