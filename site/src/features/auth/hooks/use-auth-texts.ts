/** What the three auth screens share: their form rules, and the "too many attempts" wait. */
import type { Rule } from 'antd/es/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { checkConfirmPassword, checkEmail, checkNewPassword, checkSignInPassword } from '@/features/accounts/lib/account-rules';
import { ruleOf } from '@/features/accounts/lib/form-rules';

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

/** "Please wait N seconds and try again", from a 429's Retry-After, or "wait a moment" without one. */
export function useWaitText() {
  const { t } = useTranslation('auth');
  return (retryAfter?: number) => (retryAfter ? t('wait', { count: Math.ceil(retryAfter) }) : t('waitMoment'));
}
