import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';
import { isComplete, parseChoices, toChoiceParams, type PartialChoices } from '../lib/match-finder-state';
import { MatchFinderQuiz } from './match-finder-quiz';
import { MatchFinderResults } from './match-finder-results';

/** What "change my choices" hands back to the quiz: the answers to start from. */
interface ChangeState {
  choices: PartialChoices;
}

function choicesOf(state: unknown): PartialChoices {
  const choices = (state as Partial<ChangeState> | null)?.choices;
  return choices ? parseChoices(new URLSearchParams(Object.entries(choices))) : {};
}

/**
 * /match-finder: three questions (age group, look, background), then suggested members. The
 * answers live in the URL (?age=18-35&appearance=sexy&race=white), so back and a shared link work.
 */
export function MatchFinderPage() {
  const { t } = useTranslation('likes');
  const { t: tc } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const chosen = parseChoices(searchParams);
  useDocumentTitle(tc('pages.matchFinder.title'));

  const change = () => {
    if (!isComplete(chosen)) return;
    const state: ChangeState = { choices: chosen };
    navigate({ search: '' }, { state });
  };

  return (
    <div className="page match-finder-page">
      <header className="page-header">
        <h1>{tc('pages.matchFinder.title')}</h1>
        <p className="lead">{t('matchFinder.intro')}</p>
      </header>
      {isComplete(chosen) ? (
        <MatchFinderResults choices={chosen} onChange={change} />
      ) : (
        <MatchFinderQuiz key={location.key} initial={{ ...choicesOf(location.state), ...chosen }} onDone={(choices) => setSearchParams(toChoiceParams(choices))} />
      )}
    </div>
  );
}
