/**
 * antd ships no Lao locale: the date pickers' words and (through dayjs) their month and day names would stay
 * English on a Lao screen. This is the Lao picker locale; pages that show a date picker pass it.
 */
import type { DatePickerProps } from 'antd';
import enUS from 'antd/es/date-picker/locale/en_US';
import 'dayjs/locale/lo';

type PickerLocale = NonNullable<DatePickerProps['locale']>;

const LAO: PickerLocale = {
  ...enUS,
  lang: {
    ...enUS.lang,
    // rc-picker asks dayjs for month and weekday names in the locale named here (lo_LA → dayjs "lo").
    locale: 'lo_LA',
    placeholder: 'ເລືອກວັນທີ',
    yearPlaceholder: 'ເລືອກປີ',
    monthPlaceholder: 'ເລືອກເດືອນ',
    rangePlaceholder: ['ວັນທີເລີ່ມຕົ້ນ', 'ວັນທີສິ້ນສຸດ'],
    today: 'ມື້ນີ້',
    now: 'ຕອນນີ້',
    backToToday: 'ກັບໄປມື້ນີ້',
    ok: 'ຕົກລົງ',
    clear: 'ລ້າງ',
    month: 'ເດືອນ',
    year: 'ປີ',
    dateSelect: 'ເລືອກວັນທີ',
    monthSelect: 'ເລືອກເດືອນ',
    yearSelect: 'ເລືອກປີ',
    decadeSelect: 'ເລືອກທົດສະວັດ',
    dateFormat: 'D/M/YYYY',
    previousMonth: 'ເດືອນກ່ອນ (PageUp)',
    nextMonth: 'ເດືອນຖັດໄປ (PageDown)',
    previousYear: 'ປີກ່ອນ (Control + ຊ້າຍ)',
    nextYear: 'ປີຖັດໄປ (Control + ຂວາ)',
    previousDecade: 'ທົດສະວັດກ່ອນ',
    nextDecade: 'ທົດສະວັດຖັດໄປ',
  },
};

export function pickerLocale(language: string): PickerLocale {
  return language.startsWith('en') ? enUS : LAO;
}
