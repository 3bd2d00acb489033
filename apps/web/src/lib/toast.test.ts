import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, currentToasts, dismissToast, showToast, subscribeToToasts } from './toast';

afterEach(() => {
  for (const toast of currentToasts()) dismissToast(toast.id);
});

describe('toast store', () => {
  it('shows a confirmation and a failure, oldest first, and removes one by its id', () => {
    const saved = showToast('Profiel opgeslagen');
    const failed = showToast('Liken is niet gelukt', 'error');
    expect(currentToasts()).toEqual([
      { id: saved, tone: 'success', text: 'Profiel opgeslagen' },
      { id: failed, tone: 'error', text: 'Liken is niet gelukt' },
    ]);
    dismissToast(saved);
    expect(currentToasts().map((toast) => toast.text)).toEqual(['Liken is niet gelukt']);
  });

  it('keeps at most three: the oldest goes when a fourth arrives', () => {
    for (const text of ['een', 'twee', 'drie', 'vier']) showToast(text);
    expect(currentToasts()).toHaveLength(MAX_TOASTS);
    expect(currentToasts().map((toast) => toast.text)).toEqual(['twee', 'drie', 'vier']);
  });

  it('replaces a toast with the same text instead of stacking it twice', () => {
    const first = showToast('Gekopieerd');
    showToast('Iets anders');
    const again = showToast('Gekopieerd');
    expect(again).not.toBe(first);
    expect(currentToasts().map((toast) => toast.text)).toEqual(['Iets anders', 'Gekopieerd']);
  });

  it('tells subscribers about each change, keeps the list unchanged between changes, and stops after unsubscribing', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    const id = showToast('Opgeslagen');
    const snapshot = currentToasts();
    expect(currentToasts()).toBe(snapshot);
    dismissToast(id);
    dismissToast(id); // already gone: no change, no call
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    showToast('Nog een');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
