import { loadPreview } from '@drawkit/sdk';
import type { BlogPost, CmsPage } from '@drawkit/sdk';
import { Notice } from '@drawkit/widgets';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../layout/PageLoading';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { BlogPostView } from './BlogPostPage';
import { CmsPageView } from './InfoPage';
import { useContent } from './useContent';

const INVALID_LINK = 'This preview link is not valid or has expired.';

/**
 * `/preview` (shop-core §2 "CMS preview"): an editor's view of a page or post in any status,
 * `?token=&collection=pages|blog_posts&slug=`. Drafts are read only with a valid preview token
 * (`GET /cms/preview/items/...`); without one the page says the link is not valid.
 */
export function PreviewPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const collection = search.get('collection') === 'blog_posts' ? 'blog_posts' : 'pages';
  const slug = search.get('slug') ?? '';
  useDocumentTitle('Preview');
  const item = useContent(`${collection}:${slug}:${token}`, (client) =>
    token === '' ? Promise.resolve({ ok: false as const, notFound: false, messages: [] }) : loadPreview<CmsPage | BlogPost>(client, token, collection, { slug }),
  );
  if (item.kind === 'loading') return <PageLoading label="Loading preview…" />;
  if (item.kind !== 'ready') {
    return (
      <section className="page page--narrow">
        <Notice level="error">{INVALID_LINK}</Notice>
      </section>
    );
  }
  const [first] = item.value;
  if (!first) {
    return (
      <section className="page page--narrow">
        <Notice level="warning">Nothing to preview at this address.</Notice>
      </section>
    );
  }
  return (
    <>
      <p className="preview-flag" role="status" data-testid="preview-flag">
        Preview: {first.status}
      </p>
      {collection === 'blog_posts' ? <BlogPostView post={first as BlogPost} /> : <CmsPageView page={first as CmsPage} />}
    </>
  );
}
