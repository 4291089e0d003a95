import { bundle } from './bundle.ts';

// The admin's texts in this language, with the widget parts' and the shared messages: one file to load.
export default bundle(
  import.meta.glob(
    [
      '../locales/en/*.json',
      '../../../../widget/src/i18n/locales/en/{common,account,registration}.json',
      '../../../../widget/src/project-app/i18n/locales/en/newProject.json',
      '../../../../shared/src/i18n/en.json',
      '../../../../shared/src/i18n/providers/en.json',
    ],
    { eager: true, import: 'default' },
  ),
);
