/** Public paths of the legal/side pages served on the www host; imported by www, the couples' app and the widget so links never drift. */
export const LEGAL_PAGES = {
  privacy: '/confidentialite/',
  legalNotice: '/mentions-legales/',
  termsOfUse: '/conditions-utilisation/',
  contact: '/contact/',
  termsOfSale: '/cgv/',
} as const;

export type LegalPageKey = keyof typeof LEGAL_PAGES;
