import { Drawer, Grid, Menu } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { menuItems } from '@/components/layout/menu-items';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import styles from '@/components/layout/layout.module.css';
import { currentTab } from '@/config/paths';
import { store, useAuth } from '@/lib/auth-store';

/** Desktop layout at the md breakpoint and up, the mobile layout (slide-in sidebar) below it (spec §2). */
export function useIsMobile(): boolean {
  const screens = Grid.useBreakpoint();
  // Before the first measurement antd reports nothing; guess from the window.
  if (screens.md === undefined) return typeof window !== 'undefined' && window.innerWidth < 768;
  return !screens.md;
}

export function MainLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const auth = useAuth();
  const mobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const tab = currentTab(pathname);

  useEffect(() => {
    store.setTab(tab);
    setDrawerOpen(false);
  }, [tab]);

  const items = menuItems(t, auth.role, mobile);
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <SiteHeader mobile={mobile} onOpenMenu={() => setDrawerOpen(true)} />
      {mobile ? (
        <Drawer placement="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} title={t('appName')} width={300}>
          <nav aria-label={t('menu.open')}>
            <Menu mode="inline" selectedKeys={[tab]} items={items} />
          </nav>
        </Drawer>
      ) : (
        <nav aria-label={t('appName')}>
          <Menu mode="horizontal" selectedKeys={[tab]} items={items} />
        </nav>
      )}
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
