declare module 'virtual:seven-countries-phone-metadata' {
  import type { MetadataJson } from 'libphonenumber-js/core';

  const metadata: MetadataJson;
  export default metadata;
}
