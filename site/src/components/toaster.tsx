import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTO_CLOSE_MS, closesOnDrag, toast, useToasts, type Toast } from '@/lib/toast';
import styles from './toaster.module.css';

function ToastCard({ item }: { item: Toast }) {
  const { t } = useTranslation();
  const [dx, setDx] = useState(0);
  const [paused, setPaused] = useState(false);
  const start = useRef<number | null>(null);
  const card = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => toast.dismiss(item.id), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [item.id, paused]);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('button')) return;
    start.current = e.clientX;
    e.currentTarget.setPointerCapture(e.pointerId);
    setPaused(true);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setDx(e.clientX - start.current);
  };
  const onPointerUp = () => {
    if (start.current === null) return;
    start.current = null;
    if (closesOnDrag(dx, card.current?.offsetWidth ?? 0)) toast.dismiss(item.id);
    else {
      setDx(0);
      setPaused(false);
    }
  };

  return (
    <div
      ref={card}
      className={`${styles.toast} ${styles[item.kind]}`}
      role={item.kind === 'error' ? 'alert' : 'status'}
      style={{
        transform: dx ? `translateX(${dx}px)` : undefined,
        opacity: dx ? Math.max(0.2, 1 - Math.abs(dx) / 300) : undefined,
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => start.current === null && setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.body}>
        <strong>{item.title}</strong>
        {item.text && <p>{item.text}</p>}
      </div>
      <button type="button" className={styles.close} aria-label={t('actions.close')} onClick={() => toast.dismiss(item.id)}>
        ×
      </button>
    </div>
  );
}

/** Where toasts appear: top-right, newest last. */
export function Toaster() {
  const items = useToasts();
  return (
    <div className={styles.region} aria-live="polite">
      {items.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
    </div>
  );
}
