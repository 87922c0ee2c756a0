import { describe, expect, it } from 'vitest';
import { listPageOf, listPagePath, listPagePaths, pageCount, pageSlice, POSTS_PER_PAGE } from './list-pages';

const posts = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('blog pagination', () => {
  it('shows six posts a page', () => {
    expect(POSTS_PER_PAGE).toBe(6);
    expect(pageSlice(posts(8), 1)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageSlice(posts(8), 2)).toEqual([7, 8]);
    expect(pageSlice(posts(12), 2)).toEqual([7, 8, 9, 10, 11, 12]);
  });

  it('has no page past the last, nor before the first', () => {
    expect(pageSlice(posts(8), 3)).toBeNull();
    expect(pageSlice(posts(12), 3)).toBeNull();
    expect(pageSlice(posts(8), 0)).toBeNull();
    expect(pageSlice(posts(8), 1.5)).toBeNull();
    // An empty blog keeps its first page.
    expect(pageSlice([], 1)).toEqual([]);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(6)).toBe(1);
    expect(pageCount(7)).toBe(2);
  });

  it('writes page 1 as the list’s own address and later pages under page/', () => {
    expect(listPagePath('/blog/', 1)).toBe('/blog/');
    expect(listPagePath('/blog/', 2)).toBe('/blog/page/2/');
    expect(listPagePaths('/blog/', 8)).toEqual(['/blog/page/2/']);
    expect(listPagePaths('/blog/', 13)).toEqual(['/blog/page/2/', '/blog/page/3/']);
    expect(listPagePaths('/blog/', 6)).toEqual([]);
  });

  it('reads a later page’s address, one address per page', () => {
    expect(listPageOf('/blog/page/2/')).toEqual({ base: '/blog/', page: 2 });
    expect(listPageOf('/blog/page/12/')).toEqual({ base: '/blog/', page: 12 });
    for (const path of ['/blog/', '/blog/page/1/', '/blog/page/02/', '/blog/page/0/', '/blog/page/x/', '/page/2/']) {
      expect(listPageOf(path), path).toBeNull();
    }
  });
});
