/**
 * What couples write to providers, as templates: `{prenom}`, `{date}`, `{ville}` and `{invites}`
 * are filled per project by the loader. Lengths from a line to a long paragraph; some carry a
 * phone number, an e-mail address or a link, which the inbox masks until the unlock.
 */
export const MESSAGE_TEMPLATES = [
  'Bonjour, nous nous marions le {date} à {ville}, environ {invites} invités. Êtes-vous disponible à cette date ? Merci, {prenom}',
  'Bonjour,\nNous cherchons un prestataire pour notre mariage du {date} près de {ville}. Nous serons environ {invites}. ' +
    'Pourriez-vous nous envoyer vos tarifs et vos disponibilités ?\nBelle journée,\n{prenom}',
  'Bonjour ! Mon fiancé et moi organisons notre mariage le {date} dans un domaine à côté de {ville}. ' +
    'Nous aimerions une ambiance champêtre et chaleureuse, avec une cérémonie laïque en extérieur puis un dîner sous les arbres. ' +
    'Nous attendons {invites} invités. Vous pouvez me joindre au 06 12 34 56 78 en fin de journée. Merci beaucoup, {prenom}',
  'Hello, we are getting married on {date} in {ville} ({invites} guests). Could you send us a quote? Thanks, {prenom}',
  'Bonjour,\n\nJe vous contacte pour notre mariage prévu le {date} à {ville}. Nous avons déjà trouvé le lieu et cherchons ' +
    'maintenant quelqu’un pour nous accompagner sur la décoration et la coordination du jour J. Nous serons {invites} environ, ' +
    'famille et amis proches. Notre budget est encore à affiner mais nous voulons quelque chose de simple et élégant.\n\n' +
    'Pouvez-vous me répondre sur {prenom}.mariage@example.com ?\n\nMerci d’avance,\n{prenom}',
  'Bonjour, disponible le {date} ? Mariage à {ville}, {invites} personnes.',
  'Bonjour,\nNous avons vu votre travail sur Instagram et nous adorons ! Notre mariage aura lieu le {date} à {ville} ' +
    '(voir notre site https://notre-mariage.example.fr). Nous serons {invites}. Avez-vous encore des disponibilités ?\n{prenom}',
  'Bonjour, nous organisons un PACS suivi d’une petite fête le {date} à {ville} avec {invites} proches. ' +
    'Nous cherchons une formule simple. Pouvez-vous nous dire ce que vous proposez ? Bonne journée, {prenom}',
  'Bonjour,\n\nNous nous marions le {date}. La cérémonie aura lieu à la mairie de {ville} puis la réception dans une salle ' +
    'à une vingtaine de minutes. Nous attendons {invites} invités dont beaucoup d’enfants. Nous aimerions savoir si vous ' +
    'pouvez vous déplacer, quels sont vos forfaits, et si un acompte est demandé à la réservation. Nous sommes joignables ' +
    'le soir et le week-end au +33 6 98 76 54 32.\n\nÀ très bientôt,\n{prenom}',
  'Bonjour, je prépare une surprise pour les 10 ans de mariage de mes parents le {date} à {ville}, {invites} personnes. ' +
    'Est-ce quelque chose que vous faites ? Merci, {prenom}',
  'Bonjour,\nNotre mariage est prévu le {date} à {ville}. Nous serions ravis d’échanger avec vous par téléphone pour vous ' +
    'présenter notre projet : {invites} invités, un thème bohème, une cérémonie en fin d’après-midi. Merci, {prenom}',
  'Bonjour, pouvez-vous me communiquer vos tarifs pour un mariage le {date} à {ville} ? {invites} invités. Cordialement, {prenom}',
] as const;

export const FIRSTNAMES = [
  'Camille',
  'Léa',
  'Manon',
  'Chloé',
  'Emma',
  'Inès',
  'Sarah',
  'Julie',
  'Laura',
  'Marie',
  'Thomas',
  'Lucas',
  'Hugo',
  'Nicolas',
  'Julien',
  'Maxime',
  'Antoine',
  'Alexandre',
  'Pauline',
  'Élodie',
] as const;

export const LASTNAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefebvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
] as const;

export const THEMES = ['Champêtre chic', 'Bohème', 'Élégant et intemporel', 'Bord de mer', 'Industriel', 'Vintage'] as const;

/** A list as an SQL array literal of strings (the loader's statements take no parameters). */
export const sqlTextArray = (items: readonly string[]) =>
  `array[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(', ')}]::text[]`;
