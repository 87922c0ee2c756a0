// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { blockRenderer, pageOf, sectionOf } from '../shared/test-support';
import { listedPosts, PostList } from './PostList';

afterEach(cleanup);

/** Eight posts, one a month of 2025, out of order on purpose: the list sorts them itself. */
const POSTS = [3, 8, 1, 5, 2, 7, 4, 6].map((month) => ({
  _id: `post-${month}`,
  title: `Post of month ${month}`,
  path: `/blog/month-${month}/`,
  publishedAt: `2025-0${month}-15`,
  summary: `Summary ${month}.`,
  authorName: 'Maya Lindqvist',
}));

const block = sectionOf<'postList'>({
  _key: 'posts',
  _type: 'postList',
  heading: 'Latest posts',
  text: null,
  posts: POSTS,
});
const show = blockRenderer(PostList, block, pageOf('en', 1, { path: '/blog/' }));

const titles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('h3')!.textContent);

describe('PostList', () => {
  it('shows the six newest posts on page 1, with date, author, link, and a next link only', () => {
    show();
    expect(titles()).toEqual([8, 7, 6, 5, 4, 3].map((month) => `Post of month ${month}`));
    const first = within(screen.getByRole('list')).getAllByRole('listitem')[0]!;
    expect(first.querySelector('time')!.getAttribute('dateTime')).toBe('2025-08-15');
    expect(first.textContent).toContain('August 15, 2025 · by Maya Lindqvist');
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/blog/month-8/');
    const pager = screen.getByRole('navigation', { name: 'Blog pages' });
    const links = within(pager).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('rel'), link.getAttribute('href')])).toEqual([
      ['next', '/blog/page/2/'],
    ]);
  });

  it('shows the rest on page 2, with a previous link to the blog’s own address', () => {
    show({}, { listPage: 2 });
    expect(titles()).toEqual(['Post of month 2', 'Post of month 1']);
    const links = within(screen.getByRole('navigation', { name: 'Blog pages' })).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('rel'), link.getAttribute('href')])).toEqual([['prev', '/blog/']]);
  });

  it('shows nothing past the last page, and no page links when one page is enough', () => {
    expect(show({}, { listPage: 3 }).container.innerHTML).toBe('');
    cleanup();
    show({ posts: POSTS.slice(0, 6) });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('listedPosts', () => {
  it('leaves out posts without address, day or title and orders a shared day by title', () => {
    const day = '2025-01-01';
    expect(
      listedPosts([
        { ...POSTS[0]!, path: null },
        { ...POSTS[1]!, publishedAt: null },
        { ...POSTS[2]!, _id: 'b', title: 'Beta', publishedAt: day },
        { ...POSTS[3]!, _id: 'a', title: 'Alpha', publishedAt: day },
      ]).map((post) => post.title),
    ).toEqual(['Alpha', 'Beta']);
    expect(listedPosts(null)).toEqual([]);
  });
});
