import type { DataOptionKind, Variant } from '@lcmdp/contract';

/** Query keys of the catalogue lists; mutations invalidate through them. */
export const catalogueKeys = {
  codes: (variant: Variant) => ['catalogue', 'codes', variant] as const,
  types: (variant: Variant) => ['catalogue', 'types', variant] as const,
  options: (variant: Variant, kind?: DataOptionKind) =>
    (kind ? ['catalogue', 'options', variant, kind] : ['catalogue', 'options', variant]) as readonly unknown[],
};

/** The report form's cached library (features/report/api/get-data-options.ts): refreshed after a change here. */
export const REPORT_DATA_OPTIONS_KEY = ['data-options'] as const;
