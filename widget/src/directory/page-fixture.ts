import { DIRECTORY_ENHANCE_CONFIG_ID, type DirectoryEnhanceConfig } from '@alliance/shared/directory-enhance';

/** The texts a French directory page hands the script (server/src/i18n/locales/fr.json, directory.enhance). */
export const TEXTS: DirectoryEnhanceConfig['texts'] = {
  favoriteFailed: 'Le favori n’a pas pu être enregistré. Veuillez réessayer.',
  sessionExpired: 'Votre session a expiré : reconnectez-vous pour retrouver vos favoris.',
  cityList: 'Villes proposées',
  citySearching: 'Recherche des villes…',
  cityNoResults: 'Aucune ville trouvée',
  cityResults: 'Villes proposées : flèches haut et bas pour choisir, Entrée pour valider.',
  citySearchFailed: 'La recherche des villes n’a pas abouti : vous pouvez saisir la ville vous-même.',
};

export const PROVIDER_A = '11111111-1111-4111-8111-111111111111';
export const PROVIDER_B = '22222222-2222-4222-8222-222222222222';

const heart = (publicId: string, name: string) =>
  `<button type="button" class="fav" data-favorite="${publicId}" aria-pressed="false" aria-label="Ajouter ${name} à mes favoris" hidden></button>`;
const card = (publicId: string, name: string, imageId: number) => `
  <li><article class="card">
    <img class="photo" src="/image/${imageId}" width="400" height="400" alt="Photo de ${name}">
    <div><h2><a href="/wedding-planners/profile/${name.toLowerCase()}">${name}</a></h2></div>
    ${heart(publicId, name)}
  </article></li>`;

/** A département listing page as the server renders it: the search form, two cards, the config. */
export function listingPage(options: { config?: boolean } = {}): string {
  const config: DirectoryEnhanceConfig = { texts: TEXTS };
  return `
    <form class="search" method="get" action="/wedding-planners/search">
      <label>Département
        <select name="departement">
          <option value="">Tous les départements</option>
          <option value="corse-du-sud">Corse-du-Sud (2A)</option>
          <option value="gironde" selected>Gironde (33)</option>
          <option value="paris">Paris (75)</option>
        </select>
      </label>
      <label>Ville (facultatif)<input type="text" name="city" autocomplete="address-level2" maxlength="100"></label>
      <button type="submit">Rechercher</button>
    </form>
    <ol class="cards">${card(PROVIDER_A, 'Alba', 7)}${card(PROVIDER_B, 'Bruna', 8)}</ol>
    ${options.config === false ? '' : `<script type="application/json" id="${DIRECTORY_ENHANCE_CONFIG_ID}">${JSON.stringify(config)}</script>`}`;
}

/** Sets the couple's session cookies as the widget writes them. */
export function signIn(token = 'access-1', refreshToken = 'refresh-1'): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the tokens live in cookies (spec §9), as the page has them
  document.cookie = `token=${token}; Path=/`;
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = `refresh_token=${refreshToken}; Path=/`;
}
