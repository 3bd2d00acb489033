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
