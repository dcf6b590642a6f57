import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmitFailure } from '../lib/submit-failure';

const TEXTS = {
  invalid: ['submit.errors.invalidTitle', 'submit.errors.invalidText'],
  rateLimited: ['submit.errors.rateLimitedTitle', 'submit.errors.rateLimitedText'],
  tooLarge: ['submit.errors.tooLargeTitle', 'submit.errors.tooLargeText'],
  network: ['submit.errors.networkTitle', 'submit.errors.networkText'],
  server: ['submit.errors.serverTitle', 'submit.errors.serverText'],
} as const;

/** Why the report was not sent, that nothing typed is lost, and a retry button that sends it again. */
export function SubmitFailureAlert({
  failure,
  onRetry,
  retrying,
  translate,
}: {
  failure: SubmitFailure;
  onRetry: () => void;
  retrying: boolean;
  translate: (serverMessage: string) => string;
}) {
  const { t } = useTranslation('report');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [failure]);
  const [title, text] = TEXTS[failure.kind];
  const other = failure.kind === 'invalid' ? failure.other : [];
  return (
    <div ref={ref}>
      <Alert
        type={failure.kind === 'rateLimited' || failure.kind === 'invalid' ? 'warning' : 'error'}
        showIcon
        message={t(title)}
        description={
          <>
            <p style={{ margin: 0 }}>{t(text)}</p>
            {other.length > 0 && (
              <>
                <p style={{ margin: '8px 0 0' }}>{t('submit.otherProblems')}</p>
                <ul style={{ margin: 0 }}>
                  {other.map((m) => (
                    <li key={m}>{translate(m)}</li>
                  ))}
                </ul>
              </>
            )}
            {/* Below the text rather than beside it: there is no room beside it on a phone. */}
            {failure.kind !== 'invalid' && (
              <Button icon={<ReloadOutlined aria-hidden />} onClick={onRetry} loading={retrying} style={{ marginTop: 12 }}>
                {t('submit.retry')}
              </Button>
            )}
          </>
        }
        style={{ marginBottom: 16 }}
      />
    </div>
  );
}
