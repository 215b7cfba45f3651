import { BLOG_PREVIEW_SIZE, blogCategoryPath, loadBlogCategories, loadBlogPosts } from '@drawkit/sdk';
import type { BlogCategory } from '@drawkit/sdk';
import { Link } from 'react-router';
import { PageLoading } from '../../layout/PageLoading';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { BlogPostCard } from './BlogPostCard';
import { useContent } from './useContent';

/** `/blog`: every category with its latest posts ("4 otherwise", shop-core §9) and a link to its pages. */
export function BlogIndexPage() {
  useDocumentTitle('News');
  const categories = useContent('categories', loadBlogCategories);
  return (
    <section className="page blog-page" aria-labelledby="blog-title">
      <header className="page-intro">
        <h1 id="blog-title">News</h1>
        <p>Jackpots, winner stories and the causes your tickets support.</p>
      </header>
      {categories.kind === 'loading' && <PageLoading label="Loading news…" />}
      {categories.kind === 'failed' && <p role="alert">We couldn't load the news. Please reload the page to try again.</p>}
      {categories.kind === 'ready' && (
        <>
          <CategoryNav categories={categories.value} />
          {categories.value.map((category) => (
            <CategoryLatest key={category.slug} category={category} />
          ))}
        </>
      )}
    </section>
  );
}

export function CategoryNav({ categories, current }: { categories: readonly BlogCategory[]; current?: string }) {
  return (
    <nav aria-label="News categories" className="blog-categories">
      <ul>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link to={blogCategoryPath(category.slug)} aria-current={category.slug === current ? 'page' : undefined}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CategoryLatest({ category }: { category: BlogCategory }) {
  const posts = useContent(`latest:${category.slug}`, (client) => loadBlogPosts(client, { category: category.slug }));
  if (posts.kind !== 'ready' || posts.value.posts.length === 0) return null;
  return (
    <section className="blog-section" aria-labelledby={`category-${category.slug}`}>
      <h2 id={`category-${category.slug}`}>{category.name}</h2>
      <ul className="blog-cards">
        {posts.value.posts.slice(0, BLOG_PREVIEW_SIZE).map((post) => (
          <BlogPostCard key={post.slug} post={post} />
        ))}
      </ul>
      {posts.value.pageInfo.total > BLOG_PREVIEW_SIZE && <Link to={blogCategoryPath(category.slug)}>More in {category.name}</Link>}
    </section>
  );
}
