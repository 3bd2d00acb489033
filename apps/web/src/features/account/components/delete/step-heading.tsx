import { useEffect, useRef, type ReactNode } from 'react';

/** The heading of a step; it takes focus when the step appears, so the member starts reading there. */
export function StepHeading({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h3 id={id} ref={ref} tabIndex={-1} className="step-title">
      {children}
    </h3>
  );
}
