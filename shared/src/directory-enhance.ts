/**
 * What a directory page hands its enhancement script (widget/src/directory/), as JSON in the
 * element of id DIRECTORY_ENHANCE_CONFIG_ID: translated texts, so the script carries no i18n
 * library. The same for every visitor of the page (the
 * page is cached whole): anything about the couple is read by the script from its cookies.
 */
export const DIRECTORY_ENHANCE_CONFIG_ID = 'directory-enhance';

export interface DirectoryEnhanceTexts {
  /** A favourite could not be saved (the heart went back). */
  favoriteFailed: string;
  /** The couple's session ended: the hearts are gone until they sign in again. */
  sessionExpired: string;
  /** The city suggestions' list, by name. */
  cityList: string;
  citySearching: string;
  cityNoResults: string;
  /** Suggestions arrived: how to pick one with the keyboard. */
  cityResults: string;
  citySearchFailed: string;
}

export interface DirectoryEnhanceConfig {
  texts: DirectoryEnhanceTexts;
}
