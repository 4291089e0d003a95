import { bundle } from './bundle.ts';

// The admin's texts in this language, with the widget parts' and the shared messages: one file to load.
export default bundle(
  import.meta.glob(
    [
      '../locales/es/*.json',
      '../../../../widget/src/i18n/locales/es/{common,account,registration}.json',
      '../../../../widget/src/project-app/i18n/locales/es/newProject.json',
      '../../../../shared/src/i18n/es.json',
      '../../../../shared/src/i18n/providers/es.json',
    ],
    { eager: true, import: 'default' },
  ),
);
