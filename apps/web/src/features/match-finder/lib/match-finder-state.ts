import { MATCH_FINDER_AGES, MATCH_FINDER_APPEARANCES, MATCH_FINDER_RACES } from '@dating/contracts';

/** The three questions of the match finder, in order (spec section 3). */
export const MATCH_FINDER_STEPS = ['age', 'appearance', 'race'] as const;
export type MatchFinderStep = (typeof MATCH_FINDER_STEPS)[number];

export const MATCH_FINDER_OPTIONS = {
  age: MATCH_FINDER_AGES,
  appearance: MATCH_FINDER_APPEARANCES,
  race: MATCH_FINDER_RACES,
} as const;

export type MatchFinderChoices = {
  [K in MatchFinderStep]: (typeof MATCH_FINDER_OPTIONS)[K][number];
};

/** Answers so far; all three make the query of GET /api/match-finder.php and the page's URL. */
export type PartialChoices = Partial<MatchFinderChoices>;

function pick<T extends readonly string[]>(options: T, value: string | null): T[number] | undefined {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T[number]) : undefined;
}

/** The answers in a query string (?age=18-35&appearance=sexy&race=white); unknown values are dropped. */
export function parseChoices(params: URLSearchParams): PartialChoices {
  const choices: PartialChoices = {};
  const age = pick(MATCH_FINDER_AGES, params.get('age'));
  const appearance = pick(MATCH_FINDER_APPEARANCES, params.get('appearance'));
  const race = pick(MATCH_FINDER_RACES, params.get('race'));
  if (age) choices.age = age;
  if (appearance) choices.appearance = appearance;
  if (race) choices.race = race;
  return choices;
}

export function isComplete(choices: PartialChoices): choices is MatchFinderChoices {
  return MATCH_FINDER_STEPS.every((step) => choices[step] !== undefined);
}

export function toChoiceParams(choices: MatchFinderChoices): URLSearchParams {
  return new URLSearchParams(MATCH_FINDER_STEPS.map((step) => [step, choices[step]]));
}

/** The first question without an answer (where the quiz starts), or the last one. */
export function firstOpenStep(choices: PartialChoices): number {
  const index = MATCH_FINDER_STEPS.findIndex((step) => choices[step] === undefined);
  return index === -1 ? MATCH_FINDER_STEPS.length - 1 : index;
}

/** "Search more": the member search with the chosen age group as its age filter. */
export function memberSearchFor(choices: MatchFinderChoices): string {
  return choices.age === '18-35' ? 'min_age=18&max_age=35' : 'min_age=35';
}
