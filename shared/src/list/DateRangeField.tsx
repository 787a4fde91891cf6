import { DatePicker } from '@portal/shared/antd-form';
import { DATE_FORMAT, dayjs } from '@portal/shared/core';

/**
 * A date-range filter's field: two YYYY-MM-DD values, either may be empty. Its own module, loaded
 * when the filter drawer first shows it: the date picker is the heaviest antd part a list uses.
 */
export function DateRangeField({ label, from, to, onChange }: { label: string; from?: string; to?: string; onChange: (from: string | null, to: string | null) => void }) {
  return (
    <DatePicker.RangePicker
      aria-label={label}
      format={DATE_FORMAT}
      allowEmpty={[true, true]}
      value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
      onChange={(range) => onChange(range?.[0] ? range[0].format(DATE_FORMAT) : null, range?.[1] ? range[1].format(DATE_FORMAT) : null)}
    />
  );
}

export default DateRangeField;
