import { bundle } from './bundle.ts';

// The admin's texts in this language, with the widget parts' and the shared messages: one file to load.
export default bundle(
  import.meta.glob(
    [
      '../locales/it/*.json',
      '../../../../widget/src/i18n/locales/it/{common,account,registration}.json',
      '../../../../widget/src/project-app/i18n/locales/it/newProject.json',
      '../../../../shared/src/i18n/it.json',
      '../../../../shared/src/i18n/providers/it.json',
    ],
    { eager: true, import: 'default' },
  ),
);
