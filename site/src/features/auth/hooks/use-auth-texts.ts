/** The form rules the three auth screens share. */
import type { Rule } from 'antd/es/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { checkConfirmPassword, checkEmail, checkNewPassword, checkSignInPassword } from '@/lib/account-rules';
import { ruleOf } from '@/lib/form-rules';

type Key = 'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'passwordMin' | 'confirmRequired' | 'passwordsDiffer';

export function useAuthRules(): Record<'email' | 'signInPassword' | 'newPassword' | 'confirmPassword', Rule[]> {
  const { t } = useTranslation('auth');
  return useMemo(() => {
    const say = (key: Key) => t(`validation.${key}`);
    return {
      email: [ruleOf(checkEmail, say)],
      signInPassword: [ruleOf(checkSignInPassword, say)],
      newPassword: [ruleOf((value) => checkNewPassword(value), say)],
      confirmPassword: [({ getFieldValue }) => ruleOf((value) => checkConfirmPassword(value, getFieldValue('password')), say)],
    };
  }, [t]);
}
