/**
 * Toasts (spec §9): top-right, closing by themselves after 5000 ms, and closed by dragging them sideways over 80 %
 * of their width. A tiny store; <Toaster /> shows it. antd's message/notification cannot be dragged.
 */
import { useSyncExternalStore } from 'react';
import { config } from '@/config/env';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  text?: string;
}

/** The share of its width a toast must be dragged to close (spec §9: 80 %). */
export const DRAG_TO_CLOSE = 0.8;
export const AUTO_CLOSE_MS = config.toastDurationMs;

let toasts: Toast[] = [];
let next = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function show(kind: ToastKind, title: string, text?: string): number {
  const id = next++;
  toasts = [...toasts, { id, kind, title, text }];
  emit();
  return id;
}

export const toast = {
  success: (title: string, text?: string) => show('success', title, text),
  error: (title: string, text?: string) => show('error', title, text),
  info: (title: string, text?: string) => show('info', title, text),
  dismiss(id: number) {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  },
  clear() {
    toasts = [];
    emit();
  },
};

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}

/** Whether a drag of `dx` pixels on a toast `width` wide closes it. */
export function closesOnDrag(dx: number, width: number): boolean {
  return width > 0 && Math.abs(dx) >= width * DRAG_TO_CLOSE;
}
