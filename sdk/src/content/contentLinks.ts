import type { ContentLink } from '@drawkit/contract';

/**
 * Whether a CMS link shows for the segment: its capability on, and its `unlessCapability` off
 * (shop-core §2 'Footer': "about us (when terms-of-use capability absent)").
 */
export function showsContentLink(link: ContentLink, can: (capability: string) => boolean): boolean {
  if (link.capability !== null && !can(link.capability)) return false;
  if (link.unlessCapability !== null && can(link.unlessCapability)) return false;
  return true;
}

/** A blog category page's path: "page 1 omits the page from the URL" (shop-core §2). */
export function blogCategoryPath(slug: string, page = 1): string {
  return page <= 1 ? `/blog/category/${slug}` : `/blog/category/${slug}/${page}`;
}
