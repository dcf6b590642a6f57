import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('errors.notFoundTitle')}</h1>}
      subTitle={t('errors.notFoundText')}
      extra={
        <Link to={paths.home}>
          <Button type="primary">{t('errors.backHome')}</Button>
        </Link>
      }
    />
  );
}
