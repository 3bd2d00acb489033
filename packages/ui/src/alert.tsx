import type { ReactNode } from 'react';

type AlertTone = 'info' | 'success' | 'warning' | 'danger';

interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  /** Announce the alert to screen readers as soon as it appears. */
  live?: boolean;
  className?: string;
}

export function Alert({ tone = 'info', children, live = false, className = '' }: AlertProps) {
  const role = live ? (tone === 'danger' ? 'alert' : 'status') : undefined;
  return (
    <div className={`alert alert-${tone} ${className}`} role={role}>
      {children}
    </div>
  );
}
