import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CheckFailure } from '../lib/check-failure';

const FIELD_LABELS = ['images', 'text', 'url', 'desc'] as const;
type FieldLabel = (typeof FIELD_LABELS)[number];
const isLabelled = (field: string): field is FieldLabel => (FIELD_LABELS as readonly string[]).includes(field);

/** Why the check gave no verdict; the inputs stay as they were, so asking again is one click. */
export function CheckFailureAlert({ failure, shownOnFields = [] }: { failure: CheckFailure; shownOnFields?: string[] }) {
  const { t } = useTranslation('checks');
  let message: string;
  let details: string[] = [];
  switch (failure.kind) {
    case 'invalid': {
      const rest = failure.fields.filter(([field]) => !shownOnFields.includes(field.split('.')[0]));
      message = failure.fields.length ? t('errors.invalidFields') : t('errors.invalid', { message: failure.message });
      details = rest.map(([field, text]) => {
        const head = field.split('.')[0];
        return `${isLabelled(head) ? t(`errors.fields.${head}`) : field}: ${text}`;
      });
      break;
    }
    case 'rateLimited':
      message = failure.seconds ? t('errors.rateLimited', { count: failure.seconds }) : t('errors.rateLimitedNoTime');
      break;
    case 'unavailable':
      message = t('errors.unavailable');
      details = [failure.message];
      break;
    case 'tooLarge':
      message = failure.subject === 'page' ? t('errors.pageTooLarge') : t('errors.tooLarge');
      break;
    case 'pageUnreachable':
      message = t('errors.pageUnreachable');
      details = [failure.message];
      break;
    case 'network':
      message = t('errors.network');
      break;
    default:
      message = t('errors.other', { message: failure.message });
  }
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={message}
      description={details.length ? details.map((d) => <div key={d}>{d}</div>) : undefined}
      style={{ marginTop: 16, maxWidth: 880 }}
    />
  );
}
