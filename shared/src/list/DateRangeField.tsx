import { DatePicker } from '@portal/shared/antd-form';
import { useMemo } from 'react';
import { DATE_FORMAT } from '@portal/shared/core';
import { usePickerValue } from '../ui/usePickerValue';

/**
 * A date-range filter's field: two YYYY-MM-DD values, either may be empty. Its own module, loaded
 * when the filter drawer first shows it: the date picker is the heaviest antd part a list uses.
 */
export function DateRangeField({
  label,
  from,
  to,
  onChange,
}: {
  label: string;
  from?: string;
  to?: string;
  onChange: (from: string | null, to: string | null) => void;
}) {
  const fromValue = usePickerValue(from);
  const toValue = usePickerValue(to);
  const value = useMemo(() => [fromValue, toValue] as [typeof fromValue, typeof toValue], [fromValue, toValue]);
  return (
    <DatePicker.RangePicker
      aria-label={label}
      format={DATE_FORMAT}
      allowEmpty={[true, true]}
      value={value}
      onChange={(range) => onChange(range?.[0] ? range[0].format(DATE_FORMAT) : null, range?.[1] ? range[1].format(DATE_FORMAT) : null)}
    />
  );
}

export default DateRangeField;
