import { useMemo } from 'react';
import { dayjs } from '@portal/shared/core';
import type { Dayjs } from 'dayjs';

/**
 * A date picker's value for a date text ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss'): one object per
 * text, not one per render. antd's picker drops what the user typed but has not confirmed yet
 * whenever its value changes identity, so `value={dayjs(text)}` lost a typed date each time the
 * form re-rendered for another reason (ContestDialog.test.tsx).
 */
export function usePickerValue(text: string | null | undefined): Dayjs | null {
  return useMemo(() => (text ? dayjs(text) : null), [text]);
}
