import { AlertOutlined, AuditOutlined, FileSearchOutlined, FormOutlined } from '@ant-design/icons';
import { Card, Col, Row, Skeleton, Space, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { VARIANTS } from '@lcmdp/contract/vocabulary';
import { paths } from '@/config/paths';
import { useSummary } from '../api/get-summary';
import styles from './home.module.css';

const FUNCTIONS = [
  { key: 'detect', icon: <FileSearchOutlined /> },
  { key: 'review', icon: <AuditOutlined /> },
  { key: 'report', icon: <FormOutlined /> },
  { key: 'trace', icon: <AlertOutlined /> },
] as const;

function Figures() {
  const { t } = useTranslation('home');
  const summary = useSummary();
  return (
    <section aria-labelledby="figures-title">
      <Typography.Title level={2} id="figures-title" className={styles.sectionTitle}>
        {t('figuresTitle')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {VARIANTS.map((variant) => (
          <Col xs={24} md={12} key={variant}>
            <Card title={t(`variant.${variant}`)} size="small">
              {summary.data ? (
                <Row gutter={8}>
                  <Col span={8}>
                    <Statistic title={t('figures.violations')} value={summary.data[variant].violations_confirmed} />
                  </Col>
                  <Col span={8}>
                    <Statistic title={t('figures.nonViolations')} value={summary.data[variant].non_violations_confirmed} />
                  </Col>
                  <Col span={8}>
                    <Statistic title={t('figures.reports')} value={summary.data[variant].reports_received} />
                  </Col>
                </Row>
              ) : (
                <Skeleton active paragraph={{ rows: 1 }} title={false} />
              )}
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}

export default function Home() {
  const { t } = useTranslation('home');
  return (
    <>
      <section className={styles.banner}>
        <h1>{t('bannerTitle')}</h1>
        <p>{t('bannerText')}</p>
        <Space wrap>
          <Link to={paths.submitViolation('laos')} className={`${styles.cta} ${styles.ctaPrimary}`}>
            {t('reportCta')}
          </Link>
          <Link to={paths.violation('laos')} className={styles.cta}>
            {t('browseCta')}
          </Link>
        </Space>
      </section>
      <section aria-labelledby="functions-title">
        <Typography.Title level={2} id="functions-title" className={styles.sectionTitle}>
          {t('functionsTitle')}
        </Typography.Title>
        <Row gutter={[16, 16]}>
          {FUNCTIONS.map(({ key, icon }) => (
            <Col xs={24} sm={12} lg={6} key={key}>
              <Card className={styles.function}>
                <span className={styles.icon} aria-hidden>
                  {icon}
                </span>
                <h3>{t(`functions.${key}.title`)}</h3>
                <p>{t(`functions.${key}.text`)}</p>
              </Card>
            </Col>
          ))}
        </Row>
      </section>
      <Figures />
    </>
  );
}
