/**
 * The menu, without a menu library (it is on every page, so it must be light): top-level links and disclosure
 * buttons that open their group (Escape or a click elsewhere closes it). The mobile menu is a slide-in panel.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '@/lib/use-dismiss';
import { Link } from 'react-router-dom';
import { contains, type NavItem } from './menu-items';
import styles from './site-nav.module.css';

function Entry({ item, tab, nested }: { item: NavItem; tab: string; nested: boolean }) {
  if (item.kind === 'link') {
    return (
      <Link to={item.to} className={styles.link} aria-current={item.key === tab ? 'page' : undefined}>
        {item.label}
      </Link>
    );
  }
  if (item.kind === 'external') {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {item.label} <span aria-hidden>↗</span>
      </a>
    );
  }
  return nested ? <NestedGroup item={item} tab={tab} /> : <Group item={item} tab={tab} />;
}

function NestedGroup({ item, tab }: { item: Extract<NavItem, { kind: 'group' }>; tab: string }) {
  return (
    <div className={styles.nested} role="group" aria-label={item.label}>
      <span className={styles.groupLabel}>{item.label}</span>
      <ul>
        {item.children.map((child) => (
          <li key={child.key}>
            <Entry item={child} tab={tab} nested />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Group({ item, tab }: { item: Extract<NavItem, { kind: 'group' }>; tab: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, ref);
  useEffect(() => setOpen(false), [tab]);
  return (
    <div className={styles.group} ref={ref}>
      <button
        type="button"
        className={`${styles.link} ${contains(item, tab) ? styles.current : ''}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {item.label} <span aria-hidden>▾</span>
      </button>
      <div id={id} className={styles.panel} hidden={!open}>
        <ul>
          {item.children.map((child) => (
            <li key={child.key}>
              <Entry item={child} tab={tab} nested />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function DesktopNav({ items, tab, label }: { items: NavItem[]; tab: string; label: string }) {
  return (
    <nav aria-label={label} className={styles.desktop}>
      <ul className={styles.bar}>
        {items.map((item) => (
          <li key={item.key}>
            <Entry item={item} tab={tab} nested={false} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function MobileNav({
  items,
  tab,
  open,
  onClose,
  label,
  closeLabel,
}: {
  items: NavItem[];
  tab: string;
  open: boolean;
  onClose: () => void;
  label: string;
  closeLabel: string;
}) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  return (
    <>
      <div className={`${styles.overlay} ${open ? styles.overlayOpen : ''}`} onClick={onClose} aria-hidden />
      <nav ref={panel} aria-label={label} className={`${styles.sidebar} ${open ? styles.sidebarOpen : ''}`} hidden={!open}>
        <button type="button" className={styles.close} onClick={onClose}>
          {closeLabel} ✕
        </button>
        <ul className={styles.vertical}>
          {items.map((item) => (
            <li key={item.key}>
              {item.kind === 'group' ? <NestedGroup item={item} tab={tab} /> : <Entry item={item} tab={tab} nested />}
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
