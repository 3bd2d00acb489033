import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION, dismissToast, type Toast } from '@/lib/toast';

/**
 * The toasts, newest last, in a named region (every piece of content in a landmark). A confirmation is a
 * polite status, a failure an alert; each has a close button and closes by itself unless the member
 * points at it or has focus in it.
 */
export default function ToastList({ toasts }: { toasts: readonly Toast[] }) {
  const { t } = useTranslation();
  return (
    <section className="toasts" aria-label={t('toast.region')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} closeLabel={t('common.close')} />
      ))}
    </section>
  );
}

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;

  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), TOAST_DURATION[toast.tone]);
    return () => window.clearTimeout(timer);
  }, [held, toast]);

  return (
    <div
      className={`toast toast-${toast.tone}`}
      role={toast.tone === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismissToast(toast.id);
      }}
    >
      <span className="toast-icon" aria-hidden="true" />
      <p className="toast-text">{toast.text}</p>
      <button type="button" className="toast-close" aria-label={closeLabel} onClick={() => dismissToast(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
