import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HexColorInput, isHexColor, normalizeHex } from './HexColorInput';

function Harness({ initial = '', onValue }: { initial?: string; onValue?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return <HexColorInput aria-label="Primary colour" value={value} onChange={(v) => (setValue(v), onValue?.(v))} />;
}

describe('HexColorInput', () => {
  it('normalizes to six upper-case hex digits without #', () => {
    expect(normalizeHex('#1a2b3c')).toBe('1A2B3C');
    expect(normalizeHex('zz12-34 56789')).toBe('123456');
    expect(isHexColor('A1B2C3')).toBe(true);
    expect(isHexColor('A1B2C')).toBe(false);
  });

  it('accepts a pasted #rrggbb and keeps it on blur', async () => {
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Primary colour' });
    await userEvent.type(input, '#ff00aa');
    expect(input).toHaveValue('FF00AA');
    fireEvent.blur(input);
    expect(input).toHaveValue('FF00AA');
    expect(onValue).toHaveBeenLastCalledWith('FF00AA');
  });

  it('clears an incomplete value on blur', async () => {
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Primary colour' });
    await userEvent.type(input, 'abc');
    fireEvent.blur(input);
    expect(input).toHaveValue('');
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('shows a value the parent sets', () => {
    render(<Harness initial="00FF00" />);
    expect(screen.getByRole('textbox', { name: 'Primary colour' })).toHaveValue('00FF00');
  });
});
