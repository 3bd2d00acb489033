import { ChoiceGroup } from '@dating/ui';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
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
    <ChoiceGroup
      id={id}
      name={step}
      legend={
        <h2 ref={headingRef} tabIndex={-1}>
          {t(`matchFinder.questions.${step}`)}
        </h2>
      }
      // The key is one of the six answer labels; TypeScript cannot pair step and option here.
      choices={MATCH_FINDER_OPTIONS[step].map((option) => ({ value: option, label: tr(`${LABEL_GROUP[step]}.${option}` as 'matchFinderAge.18-35') }))}
      value={value}
      onChange={onChange}
      error={error}
      className="match-finder-question"
      choicesClassName="match-finder-choices"
    />
  );
}
