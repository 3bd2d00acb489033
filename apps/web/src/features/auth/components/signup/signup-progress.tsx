import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const SIGNUP_PROGRESS_STEPS = ['checking', 'creating', 'matching', 'mailing'] as const;
const STEP_MS = 650;
const DONE_PAUSE_MS = 700;

interface SignupProgressProps {
  /** The signup call has succeeded. */
  finished: boolean;
  /** Called once every step shows as done. */
  onComplete: () => void;
}

/**
 * The four steps shown while the account is made (spec section 2). They advance at a steady
 * pace; the last one completes only when the signup call has succeeded.
 */
export function SignupProgress({ finished, onComplete }: SignupProgressProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const last = SIGNUP_PROGRESS_STEPS.length - 1;
  const allDone = finished && current >= last;
  const completeRef = useRef(onComplete);

  useEffect(() => {
    completeRef.current = onComplete;
  });

  useEffect(() => {
    if (current >= last) return;
    const timer = setTimeout(() => setCurrent((step) => step + 1), STEP_MS);
    return () => clearTimeout(timer);
  }, [current, last]);

  useEffect(() => {
    if (!allDone) return;
    const timer = setTimeout(() => completeRef.current(), DONE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [allDone]);

  return (
    <div className="signup-progress" role="status" aria-live="polite">
      <h2 className="signup-progress-title">{t(allDone ? 'signup.progress.done' : 'signup.progress.title')}</h2>
      <ol className="progress-steps">
        {SIGNUP_PROGRESS_STEPS.map((step, index) => {
          const state = allDone || index < current ? 'done' : index === current ? 'active' : 'pending';
          return (
            <li key={step} className={`progress-step progress-step-${state}`}>
              <span className="progress-step-icon" aria-hidden="true" />
              <span>{t(`signup.progress.steps.${step}`)}</span>
              <span className="sr-only">{t(`signup.progress.state.${state}`)}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
