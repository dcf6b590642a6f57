import 'i18next';
import type common from '@/locales/en/common.json';
import type home from '@/locales/en/home.json';
import type items from '@/locales/en/items.json';
import type report from '@/locales/en/report.json';
import type { vocab } from '@/locales/vocab';

// Keys are typed from the English files: a key missing there is a type error; the parity test checks Lao.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      items: typeof items;
      report: typeof report;
      vocab: ReturnType<typeof vocab>;
    };
    returnNull: false;
  }
}
