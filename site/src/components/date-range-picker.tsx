/**
 * antd's date range picker, in a chunk of its own: the lists load it on desktop at once and on phones at the first
 * touch of the date field (it is the heaviest control of a phone's list page).
 */
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { dateFormat } from '@/lib/dates';
import { pickerLocale } from '@/lib/picker-locale';

const ISO = 'YYYY-MM-DD';

export interface DateRangePickerProps {
  ids: { start: string; end: string };
  language: string;
  from?: string;
  to?: string;
  placeholder: [string, string];
  /** Opened by a touch on the stand-in field: open (and focused) as soon as it arrives. */
  openInitially: boolean;
  onChange: (range: { from?: string; to?: string }) => void;
}

export default function DateRangePicker({ ids, language, from, to, placeholder, openInitially, onChange }: DateRangePickerProps) {
  const [open, setOpen] = useState(openInitially);
  return (
    <DatePicker.RangePicker
      locale={pickerLocale(language)}
      id={ids}
      format={dateFormat(language)}
      placeholder={placeholder}
      value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
      allowEmpty={[true, true]}
      open={open}
      onOpenChange={setOpen}
      autoFocus={openInitially}
      onChange={(dates) => onChange({ from: dates?.[0]?.format(ISO), to: dates?.[1]?.format(ISO) })}
    />
  );
}
