import { bundle } from './bundle.ts';

// The admin's texts in this language, with the widget parts' and the shared messages: one file to load.
export default bundle(
  import.meta.glob(
    [
      '../locales/nl/*.json',
      '../../../../widget/src/i18n/locales/nl/{common,account,registration}.json',
      '../../../../widget/src/project-app/i18n/locales/nl/newProject.json',
      '../../../../shared/src/i18n/nl.json',
      '../../../../shared/src/i18n/providers/nl.json',
    ],
    { eager: true, import: 'default' },
  ),
);
