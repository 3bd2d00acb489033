import { userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberCard } from '@/components/member/member-card';
import { useCurrentUser } from '@/lib/current-member';
import { LocalLink } from '@/lib/localized-path';
import { useFindMatches } from '../api/find-matches';
import { memberSearchFor, type MatchFinderChoices } from '../lib/match-finder-state';

/** The suggested members for the answers, and the way on: sign up (visitors) or search more (members). */
export function MatchFinderResults({ choices, onChange }: { choices: MatchFinderChoices; onChange: () => void }) {
  const { t } = useTranslation('likes');
  const { t: tr } = useTranslation('reference');
  const user = useCurrentUser();
  const matches = useFindMatches(choices);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const profiles = matches.data ?? [];
  const chosen = [tr(`matchFinderAge.${choices.age}`), tr(`matchFinderAppearance.${choices.appearance}`), tr(`matchFinderRace.${choices.race}`)];

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="match-finder-results" aria-labelledby="match-finder-results-title" aria-busy={matches.isPending}>
      <div className="section-header">
        <h2 id="match-finder-results-title" ref={headingRef} tabIndex={-1}>
          {t('matchFinder.resultsTitle')}
        </h2>
        <p role="status">{matches.isPending ? t('matchFinder.loading') : matches.isSuccess ? t('matchFinder.count', { count: profiles.length }) : null}</p>
      </div>
      <p className="match-finder-chosen">
        {t('matchFinder.choices', { choices: chosen.join(', ') })}{' '}
        <button type="button" className="link-button" onClick={onChange}>
          {t('matchFinder.change')}
        </button>
      </p>
      {matches.isError ? (
        <Alert tone="danger" live>
          <p>{userMessage(matches.error, t('matchFinder.failed'))}</p>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void matches.refetch()}>
            {t('retry')}
          </button>
        </Alert>
      ) : null}
      {matches.isSuccess && profiles.length === 0 ? <p className="lead">{t('matchFinder.empty')}</p> : null}
      {profiles.length > 0 ? (
        <ul className="member-grid" aria-label={t('matchFinder.resultsTitle')}>
          {profiles.map((profile) => (
            <MemberCard key={profile.id} profile={profile} />
          ))}
        </ul>
      ) : null}
      {matches.isSuccess ? (
        <div className="card match-finder-next text-center">
          <h2>{user ? t('matchFinder.memberTitle') : t('matchFinder.visitorTitle')}</h2>
          <p className="lead">{user ? t('matchFinder.memberText') : t('matchFinder.visitorText')}</p>
          {user ? (
            <LocalLink to="members" search={memberSearchFor(choices)} className="btn btn-primary btn-large">
              {t('matchFinder.searchMore')}
            </LocalLink>
          ) : (
            <LocalLink to="signup" className="btn btn-primary btn-large">
              {t('matchFinder.signUp')}
            </LocalLink>
          )}
        </div>
      ) : null}
    </section>
  );
}
