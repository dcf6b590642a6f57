import 'i18next';
import type common from '@/locales/en/common.json';
import type home from '@/locales/en/home.json';
import type items from '@/locales/en/items.json';
import type report from '@/locales/en/report.json';
import type auth from '@/locales/en/auth.json';
import type accounts from '@/locales/en/accounts.json';
import type review from '@/locales/en/review.json';
import type checks from '@/locales/en/checks.json';
import type catalogue from '@/locales/en/catalogue.json';
import type analysis from '@/locales/en/analysis.json';
import type cases from '@/locales/en/cases.json';
import type companies from '@/locales/en/companies.json';
import type history from '@/locales/en/history.json';
import type monthlyReports from '@/locales/en/monthly-reports.json';
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
      auth: typeof auth;
      accounts: typeof accounts;
      review: typeof review;
      checks: typeof checks;
      catalogue: typeof catalogue;
      analysis: typeof analysis;
      cases: typeof cases;
      companies: typeof companies;
      history: typeof history;
      monthlyReports: typeof monthlyReports;
      vocab: ReturnType<typeof vocab>;
    };
    returnNull: false;
  }
}
