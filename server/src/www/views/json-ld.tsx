/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` written as JSON
 * escapes, so a provider named `</script><script>…` can neither close the element nor open a
 * comment; the data parses back unchanged.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** Structured data blocks of a page (schema.org), each object its own script element. */
export function JsonLd(props: { data: readonly Record<string, unknown>[] }) {
  return (
    <>
      {props.data.map((item) => (
        <script
          key={String(item['@type'])}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON, with every character that could end the element escaped (jsonForScript)
          dangerouslySetInnerHTML={{ __html: jsonForScript(item) }}
        />
      ))}
    </>
  );
}

/** schema.org `BreadcrumbList` of a page's breadcrumb (site paths made absolute on `origin`). */
export function breadcrumbList(origin: string, crumbs: readonly { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: origin + crumb.path,
    })),
  };
}
