/** The onboarding wizard's steps in order, apart from its page so a step can name another. */
export const STEPS = ['company', 'services', 'details', 'address', 'photos', 'finish'] as const;
export type Step = (typeof STEPS)[number];

export const stepHref = (step: Step) => `/onboarding?step=${step}`;
