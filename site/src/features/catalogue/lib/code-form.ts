/** The violation-code form's values, and how they become the body of update_violation_code. */
import type { ViolationGroup, WireViolationCode } from '@lcmdp/contract';
import { localNameIn } from './names';
import type { ViolationCodeInput } from '../api/save-violation-code';

export interface CodeFormValues {
  code?: string;
  group?: ViolationGroup;
  nameLo?: string;
  nameEn?: string;
  legalReference?: string;
  legalReferenceLo?: string;
  referenceConfirmed?: boolean;
}

/** Input limits, as `violationCodeUpsertSchema` checks them. */
export const CODE_LIMITS = { code: 50, name: 500, legalReference: 500 } as const;

export function codeFormValues(code?: WireViolationCode): CodeFormValues {
  if (!code) return { referenceConfirmed: false };
  return {
    code: code.code,
    group: code.group,
    nameLo: localNameIn(code.names, 'lo') ?? '',
    nameEn: localNameIn(code.names, 'en') ?? '',
    legalReference: code.legal_reference ?? '',
    legalReferenceLo: code.legal_reference_lo ?? '',
    referenceConfirmed: code.reference_confirmed,
  };
}

export function toCodeInput(values: CodeFormValues, id: string | undefined, usercheck: number | null): ViolationCodeInput {
  const nameEn = (values.nameEn ?? '').trim();
  return {
    ...(id ? { _id: id } : {}),
    code: (values.code ?? '').trim(),
    group: values.group as ViolationGroup,
    names: [{ locale: 'lo', name: (values.nameLo ?? '').trim() }, ...(nameEn ? [{ locale: 'en' as const, name: nameEn }] : [])],
    legalReference: (values.legalReference ?? '').trim(),
    legalReferenceLo: (values.legalReferenceLo ?? '').trim(),
    referenceConfirmed: Boolean(values.referenceConfirmed),
    usercheck,
  };
}

/** Where the server's field messages (zod paths) belong on the form. */
export function codeFieldOf(path: string): keyof CodeFormValues | null {
  if (path === 'code' || path === 'group' || path === 'legalReference' || path === 'legalReferenceLo') return path;
  if (path.startsWith('names')) return 'nameLo';
  return null;
}
