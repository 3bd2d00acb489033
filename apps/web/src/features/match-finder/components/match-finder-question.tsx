import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from '@dating/ui';
import { MATCH_FINDER_OPTIONS, type MatchFinderStep, type PartialChoices } from '../lib/match-finder-state';

/** The labels of the answers, from the reference catalogue. */
const LABEL_GROUP = { age: 'matchFinderAge', appearance: 'matchFinderAppearance', race: 'matchFinderRace' } as const;

interface QuestionProps {
  step: MatchFinderStep;
  headingRef: Ref<HTMLHeadingElement>;
  value: PartialChoices[MatchFinderStep];
  onChange: (value: string) => void;
  error?: string | null;
}

/** One question as a radio group; its heading takes the focus when the question changes. */
export function MatchFinderQuestion({ step, headingRef, value, onChange, error }: QuestionProps) {
  const { t } = useTranslation('likes');
  const { t: tr } = useTranslation('reference');
  const id = `match-finder-${step}`;
  return (
    <fieldset className="choice-group match-finder-question" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>
        <h2 ref={headingRef} tabIndex={-1}>
          {t(`matchFinder.questions.${step}`)}
        </h2>
      </legend>
      <div className="choices match-finder-choices">
        {MATCH_FINDER_OPTIONS[step].map((option) => (
          <label key={option} className="choice">
            <input
              type="radio"
              name={step}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              aria-invalid={error ? true : undefined}
            />
            {/* The key is one of the six answer labels; TypeScript cannot pair step and option here. */}
            <span>{tr(`${LABEL_GROUP[step]}.${option}` as 'matchFinderAge.18-35')}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={id} error={error} />
    </fieldset>
  );
}
