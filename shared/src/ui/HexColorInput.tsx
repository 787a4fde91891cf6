import { useState } from 'react';
import { Input } from '@portal/shared/antd';

// spec 001 §8 (swatches, printer mappings) and spec 002 (trade show stations, drafted colours): a
// colour is 6 hex digits; typed input is upper-cased, filtered to hex characters and cut to 6 (a
// leading '#' is accepted and dropped); a value that is not exactly 6 digits is cleared on blur.

/** Upper-cased hex digits of `raw`, without '#', at most 6. */
export function normalizeHex(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^0-9A-F]/g, '')
    .slice(0, 6);
}

export const isHexColor = (value: string): boolean => /^[0-9A-F]{6}$/.test(value);

export interface HexColorInputProps {
  /** 6 hex digits without '#', or '' (empty). */
  value: string;
  onChange: (value: string) => void;
  id?: string;
  'aria-label'?: string;
  disabled?: boolean;
  placeholder?: string;
}

export function HexColorInput({ value, onChange, id, 'aria-label': ariaLabel, disabled, placeholder = 'RRGGBB' }: HexColorInputProps) {
  const [text, setText] = useState(value);
  const [last, setLast] = useState(value);
  if (value !== last) {
    // The parent changed the value: show it.
    setLast(value);
    setText(value);
  }
  return (
    <Input
      id={id}
      aria-label={ariaLabel}
      disabled={disabled}
      placeholder={placeholder}
      prefix={
        <span
          aria-hidden
          data-testid="hex-swatch"
          style={{
            display: 'inline-block',
            width: 14,
            height: 14,
            borderRadius: 2,
            border: '1px solid rgba(0,0,0,0.25)',
            background: isHexColor(text) ? `#${text}` : 'transparent',
          }}
        />
      }
      value={text}
      onChange={(e) => {
        const next = normalizeHex(e.target.value);
        setText(next);
        setLast(next);
        onChange(next);
      }}
      onBlur={() => {
        if (text && !isHexColor(text)) {
          setText('');
          setLast('');
          onChange('');
        }
      }}
    />
  );
}
