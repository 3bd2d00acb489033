import type { Interest, Locale, RelationshipStatus, SearchGender, SignupReason } from '@dating/contracts';
import { pick } from './random.js';
import type { AgeBand } from './portraits.js';

/** Whom a member is looking for (soughtGender of their gender and sexuality; `any`: both). */
type Seeks = SearchGender;

/** What a generated member's text is written from: every statement in it is true of the profile. */
export interface TextFacts {
  language: Locale;
  name: string;
  age: number;
  gender: 'male' | 'female';
  seeks: Seeks;
  reason: SignupReason;
  city: string | null;
  /** Everyday interests of the profile that the text may mention (at most three are). */
  interests: Interest[];
  relationship: RelationshipStatus;
  ageBand: AgeBand;
}

/** Interests a profile text talks about (the intimate ones stay in the interest list only), per language. */
export const INTEREST_WORDS = {
  gym: { en: 'the gym', nl: 'de sportschool', de: 'Fitness', fr: 'la salle de sport', it: 'la palestra', es: 'el gimnasio', pl: 'siłownia' },
  sports: { en: 'sports', nl: 'sporten', de: 'Sport', fr: 'le sport', it: 'lo sport', es: 'el deporte', pl: 'sport' },
  dancing: { en: 'dancing', nl: 'dansen', de: 'Tanzen', fr: 'la danse', it: 'il ballo', es: 'el baile', pl: 'taniec' },
  travelling: { en: 'travelling', nl: 'reizen', de: 'Reisen', fr: 'les voyages', it: 'i viaggi', es: 'los viajes', pl: 'podróże' },
  party: { en: 'going out', nl: 'uitgaan', de: 'Ausgehen', fr: 'les sorties', it: 'le serate fuori', es: 'salir de fiesta', pl: 'imprezy' },
  music: { en: 'music', nl: 'muziek', de: 'Musik', fr: 'la musique', it: 'la musica', es: 'la música', pl: 'muzyka' },
  movies: { en: 'films', nl: 'films', de: 'Kino', fr: 'le cinéma', it: 'il cinema', es: 'el cine', pl: 'kino' },
  videogames: { en: 'gaming', nl: 'gamen', de: 'Videospiele', fr: 'les jeux vidéo', it: 'i videogiochi', es: 'los videojuegos', pl: 'gry komputerowe' },
  gardening: { en: 'gardening', nl: 'tuinieren', de: 'Gärtnern', fr: 'le jardinage', it: 'il giardinaggio', es: 'la jardinería', pl: 'ogród' },
  hiking: { en: 'hiking', nl: 'wandelen', de: 'Wandern', fr: 'la randonnée', it: 'le escursioni', es: 'el senderismo', pl: 'górskie wędrówki' },
  biking: { en: 'cycling', nl: 'fietsen', de: 'Radfahren', fr: 'le vélo', it: 'la bici', es: 'la bici', pl: 'rower' },
  reading: { en: 'reading', nl: 'lezen', de: 'Lesen', fr: 'la lecture', it: 'la lettura', es: 'la lectura', pl: 'książki' },
  animals: { en: 'animals', nl: 'dieren', de: 'Tiere', fr: 'les animaux', it: 'gli animali', es: 'los animales', pl: 'zwierzęta' },
  beach: { en: 'the beach', nl: 'het strand', de: 'Strandtage', fr: 'la plage', it: 'il mare', es: 'la playa', pl: 'plaża' },
  art: { en: 'art', nl: 'kunst', de: 'Kunst', fr: "l'art", it: "l'arte", es: 'el arte', pl: 'sztuka' },
  photography: { en: 'photography', nl: 'fotograferen', de: 'Fotografie', fr: 'la photo', it: 'la fotografia', es: 'la fotografía', pl: 'fotografia' },
  theater: { en: 'the theatre', nl: 'theater', de: 'Theater', fr: 'le théâtre', it: 'il teatro', es: 'el teatro', pl: 'teatr' },
  cooking: { en: 'cooking', nl: 'koken', de: 'Kochen', fr: 'la cuisine', it: 'la cucina', es: 'la cocina', pl: 'gotowanie' },
  wine: { en: 'a good glass of wine', nl: 'een goed glas wijn', de: 'ein gutes Glas Wein', fr: 'un bon verre de vin', it: 'un buon bicchiere di vino', es: 'una buena copa de vino', pl: 'dobre wino' },
  coffee: { en: 'coffee', nl: 'koffie', de: 'Kaffee', fr: 'le café', it: 'il caffè', es: 'el café', pl: 'kawa' },
  outdoors: { en: 'the outdoors', nl: 'buiten zijn', de: 'Natur', fr: 'la nature', it: 'la natura', es: 'la naturaleza', pl: 'przyroda' },
} as const satisfies Partial<Record<Interest, Record<Locale, string>>>;
export type TextInterest = keyof typeof INTEREST_WORDS;
export const TEXT_INTERESTS = Object.keys(INTEREST_WORDS) as TextInterest[];
const isTextInterest = (interest: Interest): interest is TextInterest => interest in INTEREST_WORDS;

/** Whom the member is looking for, as the text says it (tests check the text against the profile with it). */
export const SEEKS_WORDS: Record<Locale, Record<Seeks, string>> = {
  en: { female: 'a woman', male: 'a man', any: 'a man or a woman' },
  nl: { female: 'een vrouw', male: 'een man', any: 'een man of een vrouw' },
  de: { female: 'eine Frau', male: 'einen Mann', any: 'einen Mann oder eine Frau' },
  fr: { female: 'une femme', male: 'un homme', any: 'un homme ou une femme' },
  it: { female: 'una donna', male: 'un uomo', any: 'un uomo o una donna' },
  es: { female: 'una mujer', male: 'un hombre', any: 'un hombre o una mujer' },
  pl: { female: 'kobiety', male: 'mężczyzny', any: 'mężczyzny lub kobiety' },
};

const LOOKING: Record<Locale, { lead: string; why: Record<SignupReason, string> }> = {
  en: { lead: 'Looking for', why: { relationship: 'to build something lasting with', friendship: 'to start as friends and see where it goes', dating: 'to go on a few nice dates with', chat: 'to chat with and get to know', adventure: 'for a bit of excitement' } },
  nl: { lead: 'Ik zoek', why: { relationship: 'voor een serieuze relatie', friendship: 'om eerst vrienden mee te worden', dating: 'om leuk mee uit te gaan', chat: 'om gezellig mee te kletsen', adventure: 'voor een beetje avontuur' } },
  de: { lead: 'Ich suche', why: { relationship: 'für eine feste Beziehung', friendship: 'erst einmal für eine Freundschaft', dating: 'für ein paar schöne Dates', chat: 'zum Schreiben und Kennenlernen', adventure: 'für ein kleines Abenteuer' } },
  fr: { lead: 'Je cherche', why: { relationship: 'pour une relation sérieuse', friendship: 'pour commencer par une amitié', dating: 'pour quelques jolis rendez-vous', chat: 'pour discuter et apprendre à se connaître', adventure: 'pour une petite aventure' } },
  it: { lead: 'Cerco', why: { relationship: 'per una relazione seria', friendship: "per iniziare con un'amicizia", dating: "per qualche bell'appuntamento", chat: 'con cui chiacchierare e conoscersi', adventure: 'per una piccola avventura' } },
  es: { lead: 'Busco', why: { relationship: 'para una relación seria', friendship: 'para empezar con una amistad', dating: 'para tener algunas citas bonitas', chat: 'con quien charlar y conocernos', adventure: 'para una pequeña aventura' } },
  pl: { lead: 'Szukam', why: { relationship: 'do poważnego związku', friendship: 'na początek do przyjaźni', dating: 'na kilka udanych randek', chat: 'do rozmowy i bliższego poznania', adventure: 'na małą przygodę' } },
};

const AND: Record<Locale, string> = { en: 'and', nl: 'en', de: 'und', fr: 'et', it: 'e', es: 'y', pl: 'i' };

/** Polish counts years as "lata" after 2–4 (but not 12–14), otherwise "lat". */
const polishYears = (n: number) => (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 'lata' : 'lat');

type Facts = TextFacts & { g: (female: string, male: string) => string };

const INTROS: Record<Locale, ((f: Facts) => string)[]> = {
  en: [
    (f) => `I'm ${f.name}, ${f.age}, living in ${f.city}.`,
    (f) => `${f.age} years young and at home in ${f.city}.`,
    (f) => `Hi! ${f.name} here, ${f.age}, from ${f.city}.`,
  ],
  nl: [
    (f) => `Ik ben ${f.name}, ${f.age} jaar, en woon in ${f.city}.`,
    (f) => `${f.age} jaar en thuis in ${f.city}.`,
    (f) => `Hoi! ${f.name} hier, ${f.age}, uit ${f.city}.`,
  ],
  de: [
    (f) => `Ich bin ${f.name}, ${f.age}, und wohne in ${f.city}.`,
    (f) => `${f.age} Jahre jung und in ${f.city} zu Hause.`,
    (f) => `Hallo! ${f.name} hier, ${f.age}, aus ${f.city}.`,
  ],
  fr: [
    (f) => `Moi, c'est ${f.name}, ${f.age} ans, et j'habite à ${f.city}.`,
    (f) => `Bonjour ! Je m'appelle ${f.name}, j'ai ${f.age} ans et je vis à ${f.city}.`,
  ],
  it: [
    (f) => `Sono ${f.name}, ho ${f.age} anni e vivo a ${f.city}.`,
    (f) => `Ciao! ${f.name}, ${f.age} anni, di casa a ${f.city}.`,
  ],
  es: [
    (f) => `Soy ${f.name}, tengo ${f.age} años y vivo en ${f.city}.`,
    (f) => `¡Hola! Me llamo ${f.name}, tengo ${f.age} años y soy de ${f.city}.`,
  ],
  pl: [
    (f) => `Cześć, jestem ${f.name} i mam ${f.age} ${polishYears(f.age)}. Moje miasto to ${f.city}.`,
    (f) => `Mam ${f.age} ${polishYears(f.age)}, a moje miasto to ${f.city}.`,
  ],
};

/** Without a city: name and age only. */
const SHORT_INTRO: Record<Locale, (f: Facts) => string> = {
  en: (f) => `I'm ${f.name}, ${f.age}.`,
  nl: (f) => `Ik ben ${f.name}, ${f.age} jaar.`,
  de: (f) => `Ich bin ${f.name}, ${f.age}.`,
  fr: (f) => `Moi, c'est ${f.name}, ${f.age} ans.`,
  it: (f) => `Sono ${f.name}, ho ${f.age} anni.`,
  es: (f) => `Soy ${f.name} y tengo ${f.age} años.`,
  pl: (f) => `Cześć, jestem ${f.name} i mam ${f.age} ${polishYears(f.age)}.`,
};

const LIFE: Record<Locale, Record<AgeBand | 'again', (f: Facts) => string>> = {
  en: {
    young: () => "Work and friends keep me busy, but there's always room for someone nice.",
    middle: () => 'I know what I want and I like to keep things honest.',
    older: () => 'Life has taught me to enjoy the little things.',
    again: () => "After a few quiet years I'm ready for something new.",
  },
  nl: {
    young: () => 'Druk met werk en vrienden, maar er is altijd ruimte voor iemand leuks.',
    middle: () => 'Ik weet wat ik wil en houd van eerlijkheid.',
    older: () => 'Het leven heeft me geleerd te genieten van de kleine dingen.',
    again: () => 'Na een paar rustige jaren ben ik klaar voor iets nieuws.',
  },
  de: {
    young: () => 'Job und Freunde halten mich auf Trab, aber für jemand Nettes ist immer Platz.',
    middle: () => 'Ich weiß, was ich will, und mag es ehrlich.',
    older: () => 'Das Leben hat mich gelehrt, die kleinen Dinge zu genießen.',
    again: () => 'Nach ein paar ruhigen Jahren bin ich bereit für etwas Neues.',
  },
  fr: {
    young: (f) => `Entre le travail et les amis, je suis bien ${f.g('occupée', 'occupé')}, mais il y a toujours de la place pour quelqu'un de bien.`,
    middle: () => "Je sais ce que je veux et j'aime la sincérité.",
    older: () => "La vie m'a appris à profiter des petites choses.",
    again: (f) => `Après quelques années calmes, je suis ${f.g('prête', 'prêt')} pour du nouveau.`,
  },
  it: {
    young: (f) => `Tra lavoro e amici sono sempre ${f.g('impegnata', 'impegnato')}, ma per la persona giusta il tempo si trova.`,
    middle: () => 'So quello che voglio e apprezzo la sincerità.',
    older: () => 'La vita mi ha insegnato a godermi le piccole cose.',
    again: (f) => `Dopo qualche anno tranquillo sono ${f.g('pronta', 'pronto')} per qualcosa di nuovo.`,
  },
  es: {
    young: (f) => `Entre el trabajo y los amigos siempre estoy ${f.g('liada', 'liado')}, pero para alguien especial siempre hay tiempo.`,
    middle: () => 'Sé lo que quiero y valoro la sinceridad.',
    older: () => 'La vida me ha enseñado a disfrutar de las pequeñas cosas.',
    again: (f) => `Después de unos años tranquilos, estoy ${f.g('lista', 'listo')} para algo nuevo.`,
  },
  pl: {
    young: () => 'Praca i znajomi zajmują mi sporo czasu, ale dla kogoś fajnego zawsze go znajdę.',
    middle: () => 'Wiem, czego chcę, i cenię szczerość.',
    older: () => 'Życie nauczyło mnie cieszyć się drobiazgami.',
    again: (f) => `Po kilku spokojnych latach jestem ${f.g('gotowa', 'gotowy')} na coś nowego.`,
  },
};

const LIKES: Record<Locale, ((list: string) => string)[]> = {
  en: [(l) => `Things I love: ${l}.`, (l) => `I'm into ${l}.`],
  nl: [(l) => `Ik hou van ${l}.`, (l) => `In mijn vrije tijd: ${l}.`],
  de: [(l) => `In meiner Freizeit: ${l}.`, (l) => `Was ich mag: ${l}.`],
  fr: [(l) => `Ce que j'aime : ${l}.`, (l) => `Mes passions : ${l}.`],
  it: [(l) => `Le mie passioni: ${l}.`, (l) => `Nel tempo libero: ${l}.`],
  es: [(l) => `Mis pasiones: ${l}.`, (l) => `En mi tiempo libre: ${l}.`],
  pl: [(l) => `Moje pasje: ${l}.`, (l) => `W wolnym czasie: ${l}.`],
};

function list(language: Locale, items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${AND[language]} ${items.at(-1)}`;
}

/**
 * A short self-description in the member's language, combined from several templates: who and where
 * (name, age, city), a line that fits the age and relationship status, everyday interests the profile
 * really has, and whom the member is looking for and why (gender and sexuality, reason for signing up).
 */
export function profileText(facts: TextFacts, r: () => number): string {
  const f: Facts = { ...facts, g: (female, male) => (facts.gender === 'female' ? female : male) };
  const lang = facts.language;
  const intro = facts.city ? pick(r, INTROS[lang])(f) : SHORT_INTRO[lang](f);
  const again = (facts.relationship === 'divorced' || facts.relationship === 'widowed') && facts.ageBand !== 'young';
  const life = LIFE[lang][again ? 'again' : facts.ageBand](f);
  const words = facts.interests.filter(isTextInterest).slice(0, 3).map((i) => INTEREST_WORDS[i][lang]);
  const likes = words.length > 0 ? pick(r, LIKES[lang])(list(lang, words)) : null;
  const looking = `${LOOKING[lang].lead} ${SEEKS_WORDS[lang][facts.seeks]} ${LOOKING[lang].why[facts.reason]}.`;
  const middle = [life, likes].filter((s): s is string => s !== null);
  if (r() < 0.5) middle.reverse();
  return [intro, ...middle, looking].join(' ');
}
