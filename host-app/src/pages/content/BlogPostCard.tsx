import { formatLongDate } from '@drawkit/sdk';
import type { BlogPost } from '@drawkit/sdk';
import { Link } from 'react-router';

export function BlogPostCard({ post }: { post: BlogPost }) {
  return (
    <li className="blog-card" data-testid="blog-card">
      <h3>
        <Link to={`/blog/${post.slug}`}>{post.title}</Link>
      </h3>
      {post.datePublished && <time dateTime={post.datePublished}>{formatLongDate(post.datePublished)}</time>}
      <p>{post.summary}</p>
    </li>
  );
}
