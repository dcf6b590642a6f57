/** The antd rules of the account forms (personal information, add and edit account), in the page's language. */
import type { StaffRole } from '@lcmdp/contract';
import type { Rule } from 'antd/es/form';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkConfirmPassword,
  checkCurrentPassword,
  checkEmail,
  checkFullName,
  checkNewPassword,
  checkPhone,
  checkRole,
} from '@/lib/account-rules';
import type { MessageKey } from '../lib/account-values';
import { ruleOf } from '@/lib/form-rules';

export type AccountRules = Record<
  'fullName' | 'email' | 'phone' | 'role' | 'currentPassword' | 'password' | 'confirmPassword',
  Rule[]
>;

/** Says a rule's (or the server's) message key in the page's language. */
export function useSay() {
  const { t } = useTranslation('accounts');
  return useCallback((key: MessageKey) => t(`validation.${key}`), [t]);
}

/**
 * `roles`: the roles the form offers (any other is an invalid option). `passwordOptional`: an empty password
 * keeps the current one (editing an account).
 */
export function useAccountRules({
  roles,
  passwordOptional = false,
}: { roles?: readonly StaffRole[]; passwordOptional?: boolean } = {}) {
  const say = useSay();
  return useMemo<AccountRules>(() => {
    return {
      fullName: [ruleOf(checkFullName, say)],
      email: [ruleOf(checkEmail, say)],
      phone: [ruleOf(checkPhone, say)],
      role: [ruleOf((value) => checkRole(value, roles), say)],
      currentPassword: [ruleOf(checkCurrentPassword, say)],
      password: [ruleOf((value) => checkNewPassword(value, { optional: passwordOptional }), say)],
      confirmPassword: [
        ({ getFieldValue }) =>
          ruleOf((value) => checkConfirmPassword(value, getFieldValue('password'), { optional: passwordOptional }), say),
      ],
    };
  }, [say, roles, passwordOptional]);
}
