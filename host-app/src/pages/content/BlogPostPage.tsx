import { blogCategoryPath, formatLongDate, loadBlogPost, loadCmsFile } from '@drawkit/sdk';
import type { BlogPost } from '@drawkit/sdk';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../layout/PageLoading';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { NotFoundPage } from '../NotFoundPage';
import { ContentBlocks } from './ContentBlocks';
import { useContent } from './useContent';

/** `/blog/{blogSlug}`: one post with its hero image; an unknown slug is the 404 page. */
export function BlogPostPage() {
  const { blogSlug = '' } = useParams();
  const post = useContent(`post:${blogSlug}`, (client) => loadBlogPost(client, blogSlug));
  useDocumentTitle(post.kind === 'ready' ? post.value.title : post.kind === 'loading' ? undefined : 'Page not found');
  if (post.kind === 'loading') return <PageLoading />;
  if (post.kind === 'missing') return <NotFoundPage />;
  if (post.kind === 'failed') {
    return (
      <section className="page">
        <p role="alert">We couldn't load this post. Please reload the page to try again.</p>
      </section>
    );
  }
  return <BlogPostView post={post.value} />;
}

export function BlogPostView({ post }: { post: BlogPost }) {
  return (
    <article className="page content-page" aria-labelledby="post-title">
      <header className="page-intro">
        <p>
          <Link to="/blog">News</Link> / <Link to={blogCategoryPath(post.category)}>{post.category.replace(/-/g, ' ')}</Link>
        </p>
        <h1 id="post-title">{post.title}</h1>
        <p>
          {post.author}
          {post.datePublished && (
            <>
              {', '}
              <time dateTime={post.datePublished}>{formatLongDate(post.datePublished)}</time>
            </>
          )}
        </p>
      </header>
      {post.image && <HeroImage id={post.image} />}
      <ContentBlocks blocks={post.blocks} />
    </article>
  );
}

function HeroImage({ id }: { id: string }) {
  const file = useContent(`file:${id}`, (client) => loadCmsFile(client, id));
  if (file.kind !== 'ready') return null;
  return <img className="content-hero" src={file.value.url} alt={file.value.description} width={file.value.width} height={file.value.height} />;
}
