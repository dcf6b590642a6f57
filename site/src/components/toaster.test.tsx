import { act, fireEvent, render, screen } from '@testing-library/react';
import { AUTO_CLOSE_MS, closesOnDrag, toast } from '@/lib/toast';
import { initI18n } from '@/lib/i18n';
import { Toaster } from './toaster';

describe('toasts', () => {
  beforeAll(() => initI18n());
  afterEach(() => {
    act(() => toast.clear());
    vi.useRealTimers();
  });

  it('close on a drag of 80 % of their width, not less', () => {
    expect(closesOnDrag(240, 300)).toBe(true);
    expect(closesOnDrag(-250, 300)).toBe(true);
    expect(closesOnDrag(230, 300)).toBe(false);
  });

  it('close by themselves after 5000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void toast.success('Copied'));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(AUTO_CLOSE_MS - 10));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(20));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('close when dragged sideways far enough, and snap back otherwise', () => {
    render(<Toaster />);
    act(() => void toast.error('Failed'));
    const card = screen.getByRole('alert');
    Object.defineProperty(card, 'offsetWidth', { value: 300 });
    card.setPointerCapture = () => undefined;
    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 200, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 200, pointerId: 1 });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 350, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 350, pointerId: 1 });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
