import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MATCH_FINDER_STEPS, firstOpenStep, isComplete, type MatchFinderChoices, type PartialChoices } from '../lib/match-finder-state';
import { MatchFinderQuestion } from './match-finder-question';

interface QuizProps {
  initial: PartialChoices;
  onDone: (choices: MatchFinderChoices) => void;
}

/** The three questions one after another, with Back and Next; the last one shows the matches. */
export function MatchFinderQuiz({ initial, onDone }: QuizProps) {
  const { t } = useTranslation('likes');
  const [choices, setChoices] = useState<PartialChoices>(initial);
  const [stepIndex, setStepIndex] = useState(() => (isComplete(initial) ? 0 : firstOpenStep(initial)));
  const [missing, setMissing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const step = MATCH_FINDER_STEPS[stepIndex]!;
  const last = stepIndex === MATCH_FINDER_STEPS.length - 1;

  // A new question is a new screen: focus (and a screen reader) goes to its heading.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [stepIndex]);

  const go = (index: number) => {
    moved.current = true;
    setMissing(false);
    setStepIndex(index);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choices[step] === undefined) {
      setMissing(true);
      return;
    }
    if (!last) go(stepIndex + 1);
    else if (isComplete(choices)) onDone(choices);
  };

  return (
    <form className="card match-finder-quiz" onSubmit={submit} noValidate>
      <div className="match-finder-progress">
        <p>{t('matchFinder.step', { step: stepIndex + 1, total: MATCH_FINDER_STEPS.length })}</p>
        <ol className="match-finder-dots" aria-hidden="true">
          {MATCH_FINDER_STEPS.map((key, index) => (
            <li key={key} className={index <= stepIndex ? 'is-done' : undefined} />
          ))}
        </ol>
      </div>
      <MatchFinderQuestion
        key={step}
        headingRef={headingRef}
        step={step}
        value={choices[step]}
        onChange={(value) => {
          setMissing(false);
          setChoices((old) => ({ ...old, [step]: value }));
        }}
        error={missing ? t('matchFinder.choose') : null}
      />
      <div className="form-actions match-finder-actions">
        {stepIndex > 0 ? (
          <button type="button" className="btn btn-secondary" onClick={() => go(stepIndex - 1)}>
            {t('matchFinder.back')}
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary">
          {last ? t('matchFinder.show') : t('matchFinder.next')}
        </button>
      </div>
    </form>
  );
}
