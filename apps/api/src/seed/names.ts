/** First names for generated demo members, by the language most spoken in their country. */
export const FIRST_NAMES: Record<string, { female: readonly string[]; male: readonly string[] }> = {
  nl: {
    female: ['Sanne', 'Lotte', 'Emma', 'Fleur', 'Anouk', 'Lisa', 'Iris', 'Sophie', 'Julia', 'Eva', 'Noor', 'Femke', 'Marloes', 'Ilse', 'Kim', 'Esther', 'Mirjam', 'Petra', 'Ingrid', 'Annelies'],
    male: ['Daan', 'Bram', 'Sem', 'Lucas', 'Thijs', 'Jeroen', 'Ruben', 'Niels', 'Stijn', 'Joost', 'Bas', 'Wouter', 'Maarten', 'Pieter', 'Koen', 'Sander', 'Erik', 'Hans', 'Gerrit', 'Wim'],
  },
  de: {
    female: ['Anna', 'Lena', 'Laura', 'Sarah', 'Julia', 'Katharina', 'Lea', 'Hannah', 'Sabine', 'Claudia', 'Petra', 'Nicole', 'Jana', 'Franziska', 'Miriam', 'Ute', 'Birgit', 'Heike', 'Anja', 'Carina'],
    male: ['Lukas', 'Jonas', 'Felix', 'Maximilian', 'Leon', 'Tobias', 'Stefan', 'Michael', 'Andreas', 'Thomas', 'Florian', 'Sebastian', 'Jan', 'Matthias', 'Markus', 'Uwe', 'Jürgen', 'Dieter', 'Rainer', 'Klaus'],
  },
  en: {
    female: ['Emily', 'Olivia', 'Sophie', 'Grace', 'Chloe', 'Hannah', 'Jessica', 'Amy', 'Lauren', 'Megan', 'Sarah', 'Rachel', 'Emma', 'Charlotte', 'Lucy', 'Kate', 'Helen', 'Susan', 'Karen', 'Linda'],
    male: ['James', 'Oliver', 'Jack', 'Harry', 'Thomas', 'Daniel', 'Matthew', 'Ryan', 'Liam', 'Noah', 'Ethan', 'Michael', 'David', 'Chris', 'Mark', 'Paul', 'Steven', 'Richard', 'Andrew', 'Peter'],
  },
  fr: {
    female: ['Camille', 'Manon', 'Léa', 'Chloé', 'Inès', 'Julie', 'Sarah', 'Marie', 'Élodie', 'Claire', 'Amélie', 'Aurélie', 'Nathalie', 'Sophie', 'Céline', 'Isabelle', 'Émilie', 'Pauline', 'Margaux', 'Lucie'],
    male: ['Lucas', 'Hugo', 'Louis', 'Gabriel', 'Arthur', 'Théo', 'Nicolas', 'Julien', 'Thomas', 'Antoine', 'Maxime', 'Pierre', 'Alexandre', 'Mathieu', 'Romain', 'Sébastien', 'Olivier', 'Laurent', 'François', 'Éric'],
  },
  it: {
    female: ['Giulia', 'Sofia', 'Aurora', 'Alice', 'Chiara', 'Francesca', 'Martina', 'Sara', 'Valentina', 'Elena', 'Federica', 'Silvia', 'Paola', 'Laura', 'Alessia', 'Roberta', 'Elisa', 'Monica', 'Anna', 'Beatrice'],
    male: ['Leonardo', 'Francesco', 'Alessandro', 'Lorenzo', 'Matteo', 'Andrea', 'Marco', 'Luca', 'Giuseppe', 'Davide', 'Simone', 'Federico', 'Stefano', 'Paolo', 'Roberto', 'Giovanni', 'Antonio', 'Riccardo', 'Fabio', 'Massimo'],
  },
  es: {
    female: ['Lucía', 'Sofía', 'Martina', 'María', 'Paula', 'Julia', 'Carmen', 'Laura', 'Elena', 'Marta', 'Ana', 'Cristina', 'Isabel', 'Raquel', 'Alba', 'Nuria', 'Sara', 'Claudia', 'Irene', 'Beatriz'],
    male: ['Hugo', 'Mateo', 'Martín', 'Lucas', 'Pablo', 'Daniel', 'Alejandro', 'Javier', 'Carlos', 'David', 'Sergio', 'Miguel', 'Antonio', 'Jorge', 'Álvaro', 'Raúl', 'Manuel', 'Adrián', 'Diego', 'Iván'],
  },
  pl: {
    female: ['Zuzanna', 'Julia', 'Maja', 'Zofia', 'Hanna', 'Anna', 'Katarzyna', 'Magdalena', 'Agnieszka', 'Joanna', 'Monika', 'Ewa', 'Karolina', 'Aleksandra', 'Natalia', 'Marta', 'Justyna', 'Paulina', 'Dorota', 'Beata'],
    male: ['Antoni', 'Jan', 'Jakub', 'Szymon', 'Filip', 'Kacper', 'Piotr', 'Tomasz', 'Paweł', 'Michał', 'Krzysztof', 'Marcin', 'Łukasz', 'Mateusz', 'Adam', 'Marek', 'Grzegorz', 'Andrzej', 'Wojciech', 'Rafał'],
  },
};

export const COUNTRY_NAME_LANGUAGE: Record<string, keyof typeof FIRST_NAMES> = {
  US: 'en', NL: 'nl', BE: 'nl', FR: 'fr', IT: 'it', ES: 'es', DE: 'de', AT: 'de', IE: 'en', GB: 'en', CA: 'en',
  PL: 'pl', AU: 'en', NZ: 'en', CH: 'de',
};

/** Short self-descriptions, per language; generated members pick one. */
export const DESCRIPTIONS: Record<keyof typeof FIRST_NAMES, readonly string[]> = {
  nl: ['Houd van lange wandelingen en goede gesprekken.', 'Spontaan, nieuwsgierig en altijd in voor een terrasje.', 'Op zoek naar iemand om mee te lachen.', 'Liefhebber van muziek, reizen en lekker eten.'],
  de: ['Ich mag lange Spaziergänge und gute Gespräche.', 'Spontan, neugierig und immer für einen Kaffee zu haben.', 'Auf der Suche nach jemandem zum Lachen.', 'Liebe Musik, Reisen und gutes Essen.'],
  en: ['Love long walks and good conversations.', 'Spontaneous, curious and always up for a coffee.', 'Looking for someone to laugh with.', 'Into music, travel and good food.'],
  fr: ["J'aime les longues balades et les bonnes conversations.", 'Spontanée, curieuse et toujours partante pour un café.', "À la recherche de quelqu'un avec qui rire.", 'Fan de musique, de voyages et de bonne cuisine.'],
  it: ['Amo le lunghe passeggiate e le belle chiacchierate.', 'Spontanea, curiosa e sempre pronta per un caffè.', 'Cerco qualcuno con cui ridere.', 'Appassionata di musica, viaggi e buon cibo.'],
  es: ['Me encantan los paseos largos y las buenas conversaciones.', 'Espontánea, curiosa y siempre lista para un café.', 'Busco a alguien con quien reír.', 'Me gusta la música, viajar y la buena comida.'],
  pl: ['Lubię długie spacery i dobre rozmowy.', 'Spontaniczna, ciekawa świata i zawsze chętna na kawę.', 'Szukam kogoś, z kim mogę się pośmiać.', 'Kocham muzykę, podróże i dobre jedzenie.'],
};
