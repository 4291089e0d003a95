import { bundle } from './bundle.ts';

// The admin's texts in this language, with the widget parts' and the shared messages: one file to load.
export default bundle(
  import.meta.glob(
    [
      '../locales/de/*.json',
      '../../../../widget/src/i18n/locales/de/{common,account,registration}.json',
      '../../../../widget/src/project-app/i18n/locales/de/newProject.json',
      '../../../../shared/src/i18n/de.json',
      '../../../../shared/src/i18n/providers/de.json',
    ],
    { eager: true, import: 'default' },
  ),
);
