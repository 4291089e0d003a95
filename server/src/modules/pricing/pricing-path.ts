/** The public pricing page of the www host; the footer and the providers' landing link to it. */
export const PRICING_PATH = '/pricing/';
