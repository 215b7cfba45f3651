import { loadCmsPage } from '@drawkit/sdk';
import type { CmsPage } from '@drawkit/sdk';
import { useDrawkit, useStore } from '@drawkit/widgets';
import { useLocation } from 'react-router';
import { PageLoading } from '../../layout/PageLoading';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { useCapabilities } from '../../session/useCapabilities';
import { NotFoundPage } from '../NotFoundPage';
import { ContactForm } from './ContactForm';
import { ContentBlocks } from './ContentBlocks';
import { useContent } from './useContent';

/** The CMS page's path for a storefront path: `/about/privacy/` → `about/privacy`. */
export function cmsSlugOf(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
}

/**
 * An info page (`/about`, `/about/*`) or any other page the CMS lists: its title, summary and
 * body from `GET /items/pages?slug=`, in the site's locale. A page whose capability the
 * segment lacks, or that the CMS does not have, is the 404 page.
 */
export function InfoPage() {
  const { pathname } = useLocation();
  const slug = cmsSlugOf(pathname);
  const locale = useStore(useDrawkit().session, (state) => state.config?.locale ?? 'en-AU');
  const page = useContent(`${locale}:${slug}`, (client) => loadCmsPage(client, slug, locale));
  const can = useCapabilities();
  const hidden = page.kind === 'ready' && page.value.capability !== null && !can(page.value.capability);
  useDocumentTitle(page.kind === 'ready' && !hidden ? page.value.title : page.kind === 'loading' ? undefined : 'Page not found');

  if (page.kind === 'loading') return <PageLoading />;
  if (page.kind === 'missing' || hidden) return <NotFoundPage />;
  if (page.kind === 'failed') {
    return (
      <section className="page">
        <p role="alert">We couldn't load this page. Please reload the page to try again.</p>
      </section>
    );
  }
  return <CmsPageView page={page.value} />;
}

export function CmsPageView({ page }: { page: CmsPage }) {
  return (
    <article className="page content-page" aria-labelledby="content-title" data-testid="cms-page">
      <header className="page-intro">
        <h1 id="content-title">{page.title}</h1>
        {page.summary && <p>{page.summary}</p>}
      </header>
      <ContentBlocks blocks={page.blocks} />
      {page.slug === 'about/contact-us' && <ContactForm />}
    </article>
  );
}
