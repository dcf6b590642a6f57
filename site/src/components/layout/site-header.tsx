import { DownOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Descriptions, Dropdown, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { BASENAME, paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { store, useAuth } from '@/lib/auth-store';
import { LANGUAGES, type Language } from '@/lib/i18n';
import styles from './layout.module.css';

function LanguageButtons() {
  const { t, i18n } = useTranslation();
  return (
    <Space.Compact aria-label={t('language.switch')} role="group">
      {LANGUAGES.map((lng: Language) => (
        <Button
          key={lng}
          size="small"
          type={i18n.language === lng ? 'primary' : 'default'}
          aria-pressed={i18n.language === lng}
          lang={lng}
          onClick={() => void i18n.changeLanguage(lng)}
        >
          {t(`language.${lng}`)}
        </Button>
      ))}
    </Space.Compact>
  );
}

function ProfileMenu() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const logout = async () => {
    await api.post('/logout').catch(() => undefined);
    store.signOut();
    navigate(paths.home);
    // Spec §2: logging out goes to home and reloads the page.
    window.location.assign(`${BASENAME}${paths.home}`);
  };
  const role = auth.role ? t(`header.roles.${auth.role}`) : '';
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'role', label: t('header.role', { role }), disabled: true },
            { key: 'profile', label: t('header.personalInformation'), onClick: () => setOpen(true) },
            { type: 'divider' },
            { key: 'logout', label: t('header.logout'), danger: true, onClick: () => void logout() },
          ],
        }}
      >
        <Button icon={<UserOutlined />} aria-haspopup="menu">
          <span className={styles.hideOnPhone}>{auth.full_name ?? auth.email}</span> <DownOutlined />
        </Button>
      </Dropdown>
      <Modal open={open} title={t('header.personalInformation')} footer={null} onCancel={() => setOpen(false)}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Email">{auth.email}</Descriptions.Item>
          <Descriptions.Item label={t('header.role', { role: '' }).replace(/[:：]\s*$/, '')}>{role}</Descriptions.Item>
        </Descriptions>
      </Modal>
    </>
  );
}

export function SiteHeader({ onOpenMenu, mobile }: { onOpenMenu: () => void; mobile: boolean }) {
  const { t } = useTranslation();
  const auth = useAuth();
  return (
    <header className={styles.header}>
      <Space size="middle">
        {mobile && (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('menu.open')}
            onClick={onOpenMenu}
            className={styles.onDark}
          />
        )}
        <Link to={paths.home} className={styles.brand}>
          <img src={`${BASENAME}/favicon.svg`} alt="" width={32} height={32} />
          <span>
            <strong>{t('appName')}</strong>
            <small className={styles.hideOnPhone}>{t('appTitle')}</small>
          </span>
        </Link>
      </Space>
      <Space size="middle">
        <LanguageButtons />
        {auth.isLoggedIn ? (
          <ProfileMenu />
        ) : (
          <Link to={paths.login} className={styles.loginLink}>
            {t('header.login')}
          </Link>
        )}
      </Space>
    </header>
  );
}
