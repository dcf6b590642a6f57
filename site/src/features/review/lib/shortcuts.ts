/** The review view's keyboard shortcuts: a status at the user's level, or the next / previous item. */
import type { Decision } from './chain-rules';

export type ShortcutAction = { kind: 'decide'; decision: Decision } | { kind: 'step'; by: 1 | -1 };

const SHORTCUTS: Record<string, ShortcutAction> = {
  v: { kind: 'decide', decision: 'violation' },
  n: { kind: 'decide', decision: 'non_violation' },
  u: { kind: 'decide', decision: 'to_be_updated' },
  j: { kind: 'step', by: 1 },
  k: { kind: 'step', by: -1 },
};

/** Keys typed into a field are text, not shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.getAttribute('role') === 'combobox';
}

/** The action of a key press, or null (modifier keys, held keys, typing, keys without a shortcut). */
export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'repeat' | 'target'>) {
  if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || isTypingTarget(event.target)) return null;
  return SHORTCUTS[event.key.toLowerCase()] ?? null;
}
