import { LEGAL_PAGES } from '@alliance/shared/legal-pages';
import type { FastifyInstance } from 'fastify';
import { translator } from '../../i18n/index.ts';
import { PUBLISHER } from '../../www/legal/publisher.ts';
import { wwwOrigin } from '../../www/origins.ts';
import { renderDocument } from '../../www/render.tsx';
import { DirectoryTextPage } from '../../www/views/DirectoryTextPage.tsx';

/** Each legal page: its texts under `legal.<key>` (server/src/i18n/locales/legal.*.json) and its number of sections. */
const PAGES = [
  { key: 'privacy', path: LEGAL_PAGES.privacy, sections: 8 },
  { key: 'legalNotice', path: LEGAL_PAGES.legalNotice, sections: 5 },
  { key: 'termsOfUse', path: LEGAL_PAGES.termsOfUse, sections: 7 },
  { key: 'contact', path: LEGAL_PAGES.contact, sections: 5 },
] as const;

const htmlCache = { 'cache-control': 'public, max-age=300', vary: 'Accept-Language, Cookie' };

/**
 * The legal pages every French site has (issue 4): privacy policy, legal notice, terms of use for
 * couples, contact; rendered like the terms of sale, in the visitor's language. The publisher's
 * identity comes from PUBLISHER (demonstration placeholders, said so on the pages).
 */
export function registerLegalPages(app: FastifyInstance): void {
  const values = {
    company: PUBLISHER.company,
    legalForm: PUBLISHER.legalForm,
    address: PUBLISHER.address,
    registration: PUBLISHER.registration,
    director: PUBLISHER.director,
    host: PUBLISHER.host,
    email: PUBLISHER.email,
  };
  for (const page of PAGES) {
    app.get(page.path, { schema: { hide: true } }, async (request, reply) => {
      const t = translator(request.locale);
      const text = (name: string) => t(`legal.${page.key}.${name}`, values);
      const sections = Array.from({ length: page.sections }, (_, i) => ({
        title: text(`s${i + 1}Title`),
        text: text(`s${i + 1}Text`),
      }));
      const mail = `mailto:${PUBLISHER.email}`;
      const html = renderDocument(
        DirectoryTextPage({
          locale: request.locale,
          title: text('title'),
          description: text('description'),
          canonical: wwwOrigin(request) + page.path,
          intro: text('intro'),
          sections,
          // A dated version for the texts that bind; the contact page has none.
          outro: page.key === 'contact' ? undefined : t('legal.updated'),
          children: (
            <>
              {PUBLISHER.isDemo && (page.key === 'legalNotice' || page.key === 'privacy') ? (
                <p className="notice">{t('legal.demoNotice')}</p>
              ) : null}
              {page.key === 'contact' ? (
                <p>
                  <a href={mail}>{t('legal.contact.write', values)}</a>
                </p>
              ) : null}
            </>
          ),
        }),
      );
      return reply.type('text/html; charset=utf-8').headers(htmlCache).send(html);
    });
  }
}
