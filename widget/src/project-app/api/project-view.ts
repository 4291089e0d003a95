import { projectDetailResponseSchema } from '@alliance/shared/couple-account';
import type { Api } from '../../api/client.ts';
import {
  getEventTypes,
  getLanguages,
  getRanges,
  getServiceTypes,
  type LanguageItem,
  type NamedItem,
  type RangeItem,
} from './projects.ts';

// The calls the creation pages make too (save-project, suggestions, choose) are shared, not copied.
export { chooseProviders, getMoreSuggestions, getSuggestions, saveProject } from './projects.ts';

/** Every list the project form offers, labelled in the language the client sends (Accept-Language). */
export interface ReferenceLists {
  eventTypes: NamedItem[];
  serviceTypes: NamedItem[];
  languages: LanguageItem[];
  guestRanges: RangeItem[];
  budgetRanges: RangeItem[];
  plannerBudgetRanges: RangeItem[];
}

/** One of the couple's projects, past or future, with the requests it sent; another couple's id answers 404. */
export const getProject = (api: Api, id: number) =>
  api.authed('project', 'get', `api/project/${id}`, projectDetailResponseSchema);

/** The six lists at once: the edit form needs them all, the details view labels its slugs with them. */
export async function getReferenceLists(api: Api): Promise<ReferenceLists> {
  const [eventTypes, serviceTypes, languages, guestRanges, budgetRanges, plannerBudgetRanges] = await Promise.all([
    getEventTypes(api),
    getServiceTypes(api),
    getLanguages(api),
    getRanges(api, 'guest'),
    getRanges(api, 'budget'),
    getRanges(api, 'planner-budget'),
  ]);
  return { eventTypes, serviceTypes, languages, guestRanges, budgetRanges, plannerBudgetRanges };
}
