import { DIRECTORY_ENHANCE_CONFIG_ID, type DirectoryEnhanceConfig } from '@alliance/shared/directory-enhance';
import type { TFunction } from 'i18next';
import { jsonForScript } from '../../www/views/json-ld.tsx';
import { DIRECTORY_SCRIPT_PATH } from '../widget/widget.routes.ts';

/**
 * The directory page's optional script and what it needs from the page: its texts in the
 * page's language (DirectoryEnhanceConfig). The page works fully
 * without it; it adds the favourite hearts, the city suggestions and the image view counts.
 */
export function DirectoryEnhance(props: { t: TFunction }) {
  const { t } = props;
  const config: DirectoryEnhanceConfig = {
    texts: {
      favoriteFailed: t('directory.enhance.favoriteFailed'),
      sessionExpired: t('directory.enhance.sessionExpired'),
      cityList: t('directory.enhance.cityList'),
      citySearching: t('directory.enhance.citySearching'),
      cityNoResults: t('directory.enhance.cityNoResults'),
      cityResults: t('directory.enhance.cityResults'),
      citySearchFailed: t('directory.enhance.citySearchFailed'),
    },
  };
  return (
    <>
      <script
        type="application/json"
        id={DIRECTORY_ENHANCE_CONFIG_ID}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON, with every character that could end the element escaped (jsonForScript)
        dangerouslySetInnerHTML={{ __html: jsonForScript(config) }}
      />
      <script src={DIRECTORY_SCRIPT_PATH} defer />
    </>
  );
}
