import type { OwnSite } from '@alliance/shared/own-site';
import { useEffect } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** The quote-request widget's element (widget/src/main.tsx); attributes are strings. */
      'quote-request': {
        'provider-id': string;
        'event-types': string;
        'base-url': string;
        'api-base'?: string;
        country?: string;
      };
    }
  }
}

/** Loads the real widget script once per page (it defines <quote-request> and ignores a second copy). */
function useWidgetScript(src: string) {
  useEffect(() => {
    if ([...document.scripts].some((script) => script.src === src)) return;
    const script = document.createElement('script');
    script.src = src;
    script.defer = true;
    document.head.append(script);
  }, [src]);
}

/** The widget as a couple will see it on the provider's site: the real script, this provider's attributes. */
export function WidgetPreview({ site }: { site: OwnSite }) {
  useWidgetScript(site.scriptUrl);
  return (
    <div className="widget-preview">
      <quote-request
        provider-id={String(site.providerId)}
        event-types={JSON.stringify(site.eventTypes)}
        base-url={site.baseUrl}
      />
    </div>
  );
}
