import 'i18next';
import type { resources } from '@/locales';

// Keys are typed from the English files: a key missing there is a type error; the parity test checks Lao.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
    returnNull: false;
  }
}
