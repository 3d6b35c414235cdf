import { formatIstDate } from '@/lib/format/ist';

/** Who wrote a post and when it went out. */
export function Byline({
  post,
  className,
  authorClassName,
}: {
  post: { author: string; publishedAt: string };
  className: string;
  authorClassName: string;
}) {
  return (
    <p className={className}>
      <span className={authorClassName}>By {post.author}</span>
      <span aria-hidden> · </span>
      <time dateTime={post.publishedAt}>{formatIstDate(post.publishedAt)}</time>
    </p>
  );
}
