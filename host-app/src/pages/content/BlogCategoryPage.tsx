import { blogCategoryPath, loadBlogCategories, loadBlogPosts } from '@drawkit/sdk';
import { Link, Navigate, useParams } from 'react-router';
import { PageLoading } from '../../layout/PageLoading';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { NotFoundPage } from '../NotFoundPage';
import { BlogPostCard } from './BlogPostCard';
import { CategoryNav } from './BlogIndexPage';
import { useContent } from './useContent';

/** A page number from the URL: a whole number from 1, else null (the 404 page). */
function pageOf(raw: string | undefined): number | null {
  if (raw === undefined) return 1;
  return /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : null;
}

/**
 * `/blog/category/{slug}/{page?}`: 12 posts a page, newest first (shop-core §9); "page 1
 * omits the page from the URL", so `/1` goes to the bare address. An unknown category or a
 * page past the last is the 404 page.
 */
export function BlogCategoryPage() {
  const { slug = '', page: rawPage } = useParams();
  const page = pageOf(rawPage);
  const categories = useContent('categories', loadBlogCategories);
  const posts = useContent(`${slug}:${page}`, (client) => loadBlogPosts(client, { category: slug, page: page ?? 1 }));
  const category = categories.kind === 'ready' ? categories.value.find((c) => c.slug === slug) : undefined;
  const missing = page === null || posts.kind === 'missing' || (categories.kind === 'ready' && !category) || (posts.kind === 'ready' && page > posts.value.pageCount);
  useDocumentTitle(missing ? 'Page not found' : category ? (page && page > 1 ? `${category.name}, page ${page}` : category.name) : undefined);

  if (rawPage === '1') return <Navigate to={blogCategoryPath(slug)} replace />;
  if (missing) return <NotFoundPage />;
  if (posts.kind === 'failed' || categories.kind === 'failed') {
    return (
      <section className="page">
        <p role="alert">We couldn't load the news. Please reload the page to try again.</p>
      </section>
    );
  }
  if (posts.kind !== 'ready' || categories.kind !== 'ready' || !category) return <PageLoading label="Loading news…" />;
  const { pageCount } = posts.value;
  return (
    <section className="page blog-page" aria-labelledby="blog-category-title">
      <header className="page-intro">
        <p>
          <Link to="/blog">News</Link>
        </p>
        <h1 id="blog-category-title">{category.name}</h1>
        <p>{category.description}</p>
      </header>
      <CategoryNav categories={categories.value} current={slug} />
      <ul className="blog-cards">
        {posts.value.posts.map((post) => (
          <BlogPostCard key={post.slug} post={post} />
        ))}
      </ul>
      {pageCount > 1 && (
        <nav aria-label="Pages" className="pager">
          {page > 1 && (
            <Link to={blogCategoryPath(slug, page - 1)} rel="prev">
              Newer posts
            </Link>
          )}
          <span>
            Page {page} of {pageCount}
          </span>
          {page < pageCount && (
            <Link to={blogCategoryPath(slug, page + 1)} rel="next">
              Older posts
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
