import { bundle } from './bundle.ts';

// The admin's texts in this language, with the widget parts' and the shared messages: one file to load.
export default bundle(
  import.meta.glob(
    [
      '../locales/fr/*.json',
      '../../../../widget/src/i18n/locales/fr/{common,account,registration}.json',
      '../../../../widget/src/project-app/i18n/locales/fr/newProject.json',
      '../../../../shared/src/i18n/fr.json',
      '../../../../shared/src/i18n/providers/fr.json',
    ],
    { eager: true, import: 'default' },
  ),
);
