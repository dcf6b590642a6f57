import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { menuItems } from './menu-items';
import { DesktopNav, MobileNav } from './site-nav';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './layout.module.css';
import { currentTab } from '@/config/paths';
import { useIsMobile } from '@/lib/use-is-mobile';
import { useLawFiles } from '@/lib/law-files';
import { store, useAuth } from '@/lib/auth-store';

/** Desktop layout at the md breakpoint and up, the mobile layout (slide-in sidebar) below it (spec §2). */
export function MainLayout() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const auth = useAuth();
  const mobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const tab = currentTab(pathname);

  useEffect(() => {
    store.setTab(tab);
    setDrawerOpen(false);
  }, [tab]);

  const laws = useLawFiles();
  const items = menuItems(t, auth.role, mobile, laws.data, i18n.language);
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <SiteHeader mobile={mobile} onOpenMenu={() => setDrawerOpen(true)} />
      {mobile ? (
        <MobileNav
          items={items}
          tab={tab}
          open={drawerOpen}
          onClose={closeDrawer}
          label={t('appName')}
          closeLabel={t('menu.close')}
        />
      ) : (
        <DesktopNav items={items} tab={tab} label={t('appName')} />
      )}
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
