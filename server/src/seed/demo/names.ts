import { slugify } from '@alliance/shared/text';
import type { Random } from './random.ts';

// Word lists in the style of real French wedding-planner businesses. Combined by the templates
// below they give some ten thousand distinct names; beyond that, names repeat in other cities
// as they do in real directories, and only the slug gets the city appended.

// biome-ignore format: word lists read better packed
const PHRASES = [
  'Un Jour Parfait', 'Le Plus Beau Jour', 'Un Oui Enchanté', 'Mille et Un Oui', 'Le Temps d’un Oui', 'Doux Serments',
  'Pour le Meilleur', 'Belle Promesse', 'L’Instant Précieux', 'Les Jolis Jours', 'Sous le Charme', 'Bonheur à Deux',
  'Éclats de Joie', 'Rêve d’un Jour', 'Au Fil des Noces', 'La Fabrique à Mariages', 'Carnet de Noces', 'Le Grand Oui',
  'Tendres Promesses', 'Petits Bonheurs', 'Les Heureux Élus', 'L’Art de Dire Oui', 'Jour de Fête', 'Oui pour la Vie',
  'Cœur Battant', 'La Belle Échappée', 'Les Mots Doux', 'À Tout Jamais', 'Le Bel Été', 'Main dans la Main',
] as const;

// biome-ignore format: word lists read better packed
const WORDS = [
  'Lumière', 'Dentelle', 'Pivoine', 'Bohème', 'Félicité', 'Éclat', 'Opaline', 'Cerise', 'Velours', 'Champagne',
  'Magnolia', 'Lavande', 'Aurore', 'Soie', 'Ivoire', 'Rosée', 'Saphir', 'Camélia', 'Jasmin', 'Embruns', 'Sérénade',
  'Harmonie', 'Azur', 'Plume', 'Organza', 'Mimosa', 'Glycine', 'Alchimie', 'Émeraude', 'Capucine', 'Bergamote',
  'Nacre', 'Coquelicot', 'Gardénia', 'Hortensia', 'Étincelle', 'Rosalie', 'Arabesque', 'Mistral', 'Céleste',
  'Orangerie', 'Vendanges', 'Tulle', 'Perle', 'Iris', 'Olivier', 'Églantine', 'Lilas', 'Santal', 'Tourterelle',
] as const;

const HOUSES = ['Atelier', 'Maison', 'Studio', 'Agence', 'Collectif'] as const;
const TRADES = ['Mariages', 'Événements', 'Wedding Planner', 'Weddings', 'Réceptions', 'Cérémonies'] as const;

// biome-ignore format: word lists read better packed
const FIRST_NAMES = [
  'Camille', 'Léa', 'Chloé', 'Manon', 'Inès', 'Julie', 'Sarah', 'Emma', 'Louise', 'Alice', 'Clara', 'Juliette', 'Anaïs',
  'Pauline', 'Margaux', 'Elsa', 'Hélène', 'Agathe', 'Charlotte', 'Amélie', 'Mathilde', 'Lucie', 'Océane', 'Victoire',
  'Capucine', 'Eugénie', 'Ophélie', 'Sophie', 'Marion', 'Justine', 'Hugo', 'Thomas', 'Lucas', 'Antoine', 'Maxime',
  'Julien', 'Nicolas', 'Adrien', 'Romain', 'Baptiste', 'Étienne', 'Arthur', 'Louis', 'Gabriel', 'Olivier', 'Yanis',
] as const;

// biome-ignore format: word lists read better packed
const LAST_NAMES = [
  'Martin', 'Bernard', 'Dubois', 'Durand', 'Lefèvre', 'Moreau', 'Laurent', 'Simon', 'Michel', 'Garnier', 'Faure',
  'Rousseau', 'Blanc', 'Guérin', 'Muller', 'Henry', 'Roussel', 'Nicolas', 'Perrin', 'Morin', 'Mathieu', 'Clément',
  'Gauthier', 'Dumont', 'Lopez', 'Fontaine', 'Chevalier', 'Robin', 'Masson', 'Sanchez', 'Girard', 'Bonnet', 'Dupuis',
  'Lambert', 'Fabre', 'Marchand', 'Duval', 'Lemoine', 'Caron', 'Aubert', 'Mercier', 'Benoît', 'Leroy', 'Colin',
] as const;

// Followed by "de <first name>", elided as needed.
const OF_SOMEONE = ['Les Noces', 'L’Atelier', 'Les Mariages', 'Le Carnet', 'La Maison', 'Les Fêtes'] as const;
const SOLO_TRADES = ['Wedding Planner', 'Organisation', 'Mariages', 'Conseil'] as const;

/** "de" before a name, elided before a vowel or a mute h, as a French reader expects. */
export function ofName(name: string): string {
  return /^[aeiouyhâàéèêëîïôöûüœ]/i.test(name) ? `d’${name}` : `de ${name}`;
}

/** "à Lyon", "au Havre", "aux Sables-d’Olonne", "à La Rochelle". */
export function inCity(city: string): string {
  if (city.startsWith('Le ')) return `au ${city.slice(3)}`;
  if (city.startsWith('Les ')) return `aux ${city.slice(4)}`;
  return `à ${city}`;
}

/** "de Lyon", "du Havre", "des Sables-d’Olonne", "d’Angers". */
export function ofCity(city: string): string {
  if (city.startsWith('Le ')) return `du ${city.slice(3)}`;
  if (city.startsWith('Les ')) return `des ${city.slice(4)}`;
  return ofName(city);
}

/** A business name; `city` only feeds the rare "… de <city>" shape. */
export function businessName(random: Random, city: string): string {
  const shape = random.next();
  if (shape < 0.18) return random.pick(PHRASES);
  if (shape < 0.3) return `${random.pick(HOUSES)} ${random.pick(WORDS)}`;
  if (shape < 0.5) return `${random.pick(HOUSES)} ${random.pick(WORDS)} ${random.pick(TRADES)}`;
  if (shape < 0.62) return `${random.pick(OF_SOMEONE)} ${ofName(random.pick(FIRST_NAMES))}`;
  if (shape < 0.77) return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)} ${random.pick(SOLO_TRADES)}`;
  if (shape < 0.92) {
    const first = random.pick(WORDS);
    const second = random.pick(WORDS.filter((word) => word !== first));
    return random.chance(0.3) ? `${first} & ${second} ${random.pick(TRADES)}` : `${first} & ${second}`;
  }
  return `${random.pick(PHRASES)} ${ofCity(city)}`;
}

/**
 * Hands out unique slugs in generation order: the plain name first, then name + city, then a
 * counter. Provider n always gets the same slug whatever the total, so a larger seed extends a
 * smaller one instead of renaming it.
 */
export function createSlugRegistry(): (name: string, city: string) => string {
  const taken = new Set<string>();
  // Next counter per name + city: 100 000 providers in a dozen test cities repeat names a lot.
  const counters = new Map<string, number>();
  return (name, city) => {
    const plain = slugify(name);
    if (!taken.has(plain)) {
      taken.add(plain);
      return plain;
    }
    const local = slugify(`${name} ${city}`);
    let n = counters.get(local) ?? 1;
    let slug = n === 1 ? local : `${local}-${n}`;
    while (taken.has(slug)) slug = `${local}-${++n}`;
    counters.set(local, n + 1);
    taken.add(slug);
    return slug;
  };
}
