import dayjs from 'dayjs';
import { pickerLocale } from './picker-locale';

describe('date picker locale', () => {
  it('gives Lao words, and Lao month names through dayjs', () => {
    const lo = pickerLocale('lo');
    expect(lo.lang.today).toBe('ມື້ນີ້');
    expect(lo.lang.locale).toBe('lo_LA');
    // rc-picker maps lo_LA to the dayjs locale "lo", which this module loads.
    expect(dayjs('2026-03-15').locale('lo').format('MMMM')).toBe('ມີນາ');
    expect(pickerLocale('en').lang.today).toBe('Today');
  });
});
