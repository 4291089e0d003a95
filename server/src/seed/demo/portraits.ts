import { inCity, ofCity } from './names.ts';
import type { Random } from './random.ts';

/**
 * Portrait HTML written with the editor's own tags only (p, strong, em, u, ul, li) and with every
 * inserted value escaped, so the demo rows are already what the allowlist sanitiser would keep.
 */
export interface PortraitInput {
  name: string;
  city: string;
  /** French names of the services offered, for the optional list. */
  services: readonly string[];
  /** French names of the languages spoken besides French, lower case (e.g. "anglais"). */
  otherLanguages: readonly string[];
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

type Fill = { name: string; inCity: string; ofCity: string; years: number };

const INTRODUCTIONS: readonly ((f: Fill) => string)[] = [
  (f) => `<strong>${f.name}</strong> imagine et orchestre ${f.inCity} des mariages qui vous ressemblent.`,
  (f) => `Wedding planner ${f.inCity}, j’accompagne les futurs mariés de la première idée jusqu’au dernier slow.`,
  (f) =>
    `Chez <strong>${f.name}</strong>, nous créons ${f.inCity} et dans toute la région des célébrations <em>élégantes</em> et pleines d’émotion.`,
  (f) => `Vous rêvez d’un mariage ${f.inCity} ou dans un domaine des environs ? <strong>${f.name}</strong> s’occupe de tout.`,
  (f) => `Installée ${f.inCity}, notre agence organise des mariages <em>sur mesure</em>, intimes ou grandioses.`,
];

const MIDDLES: readonly ((f: Fill) => string)[] = [
  (f) => `Depuis ${f.years} ans, nous mettons notre sens du détail au service de votre histoire.`,
  () => 'Chaque projet commence par un café et une écoute attentive de vos envies.',
  () => 'Château, domaine viticole ou bord de mer : nous dénichons le lieu qui vous fera dire <em>oui</em>.',
  () => 'Budget, planning, prestataires : vous profitez, nous nous occupons du reste.',
  (f) => `Notre carnet d’adresses réunit les meilleurs traiteurs, fleuristes et photographes autour ${f.ofCity}.`,
  () => 'Le jour J, nous veillons sur chaque minute pour que vous n’ayez plus qu’à savourer.',
  () => 'Nous croyons aux mariages <strong>responsables</strong> : circuits courts, décoration chinée et zéro gaspillage.',
  () => 'Bohème, champêtre ou chic : votre style guide chacun de nos choix.',
];

const CLOSINGS: readonly string[] = [
  '<u>Premier rendez-vous offert</u> pour faire connaissance.',
  'Parlons de votre projet, nous répondons sous 24 heures !',
  'Nous serions ravis de rencontrer votre couple.',
  'Racontez-nous votre histoire, nous écrirons la suite ensemble.',
];

export function portraitHtml(random: Random, input: PortraitInput): string {
  const fill: Fill = {
    name: escapeHtml(input.name),
    inCity: escapeHtml(inCity(input.city)),
    ofCity: escapeHtml(ofCity(input.city)),
    years: random.int(2, 18),
  };
  const middles = random.shuffle(MIDDLES).slice(0, random.int(1, 2));
  const sentences = [random.pick(INTRODUCTIONS)(fill), ...middles.map((middle) => middle(fill))];
  if (input.otherLanguages.length > 0) {
    sentences.push(
      `Nous accompagnons aussi les couples ${listInFrench(input.otherLanguages.map((l) => `en ${escapeHtml(l)}`))}.`,
    );
  }
  const paragraphs = [`<p>${sentences.join(' ')}</p>`];
  // Some providers list their services, as the editor's bullet list invites them to.
  if (input.services.length > 1 && random.chance(0.4)) {
    paragraphs.push(`<p>Nos formules :</p><ul>${input.services.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>`);
  }
  // Two to four sentences in all, the closing one included.
  if (sentences.length < 4 && random.chance(0.6)) paragraphs.push(`<p>${random.pick(CLOSINGS)}</p>`);
  return paragraphs.join('');
}

/** "a", "a et b", "a, b et c". */
function listInFrench(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}
