/**
 * The publisher's identity shown on the legal notice and the privacy policy. DEMONSTRATION
 * PLACEHOLDERS, not configuration: a real company's identity is a legal statement, reviewed and
 * committed, never an environment variable. The pages say these are fictitious (legal.demoNotice)
 * while `isDemo` is true; replace every value and set it to false before going live.
 */
export const PUBLISHER = {
  isDemo: true,
  company: 'Alliance SAS',
  legalForm: 'société par actions simplifiée au capital de 10 000 € (exemple)',
  address: '1 rue de l’Exemple, 75000 Paris, France (adresse fictive)',
  registration: 'RCS Paris 000 000 000 (numéro fictif)',
  director: 'Le président d’Alliance SAS (nom à compléter)',
  host: 'Hébergeur à compléter (nom, adresse, téléphone)',
  /** `.example` is reserved (RFC 2606): no mail reaches a stranger while the placeholder stays. */
  email: 'contact@alliance.example',
} as const;
