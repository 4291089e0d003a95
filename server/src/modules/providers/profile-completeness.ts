// The completeness query lives in providers.repo.ts; this path stays for the media modules'
// imports until they move to it (issue 22, section 3).
export { refreshProfileCompleteness } from './providers.repo.ts';
