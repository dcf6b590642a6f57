import { lazy, useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '@/lib/use-dismiss';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AntdScope } from '@/components/antd-scope';
import { UserIcon } from '@/components/icons';
import { BASENAME, paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { store, useAuth } from '@/lib/auth-store';
import { LANGUAGES } from '@/lib/i18n';
import styles from './layout.module.css';

const ProfileModal = lazy(() => import('./profile-modal'));

function LanguageButtons() {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('language.switch')} className={styles.languages}>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={i18n.language === lng}
          onClick={() => void i18n.changeLanguage(lng)}
        >
          {t(`language.${lng}`)}
        </button>
      ))}
    </div>
  );
}

function ProfileMenu() {
  const { t } = useTranslation();
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, ref);
  const logout = async () => {
    await api.post('/logout').catch(() => undefined);
    store.signOut();
    // Spec §2: logging out goes to home and reloads the page.
    window.location.assign(`${BASENAME}${paths.home}`);
  };
  const role = auth.role ? t(`header.roles.${auth.role}`) : '';
  return (
    <div className={styles.profile} ref={ref}>
      <button
        type="button"
        className={styles.profileButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={styles.hideOnPhone}>{auth.full_name ?? auth.email}</span> <UserIcon /> <span aria-hidden>▾</span>
      </button>
      <div id={id} className={styles.profileMenu} hidden={!open}>
        <p className={styles.roleLine}>{t('header.role', { role })}</p>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            setProfileOpen(true);
          }}
        >
          {t('header.personalInformation')}
        </button>
        <button type="button" onClick={() => void logout()}>
          {t('header.logout')}
        </button>
      </div>
      {profileOpen && (
        <AntdScope>
          <ProfileModal onClose={() => setProfileOpen(false)} />
        </AntdScope>
      )}
    </div>
  );
}

export function SiteHeader({ onOpenMenu, mobile }: { onOpenMenu: () => void; mobile: boolean }) {
  const { t } = useTranslation();
  const auth = useAuth();
  return (
    <header className={styles.header}>
      <div className={styles.headerStart}>
        {mobile && (
          <button type="button" className={styles.menuButton} aria-label={t('menu.open')} onClick={onOpenMenu}>
            ☰
          </button>
        )}
        <Link to={paths.home} className={styles.brand}>
          <img src={`${BASENAME}/favicon.svg`} alt="" width={32} height={32} />
          <span>
            <strong>{t('appName')}</strong>
            <small className={styles.hideOnPhone}>{t('appTitle')}</small>
          </span>
        </Link>
      </div>
      <div className={styles.headerEnd}>
        <LanguageButtons />
        {auth.isLoggedIn ? (
          <ProfileMenu />
        ) : (
          <Link to={paths.login} className={styles.loginLink}>
            {t('header.login')}
          </Link>
        )}
      </div>
    </header>
  );
}
