import { FREELANCER_SORT_KEYS, SEARCH_MAX } from '@handlowo/contract';
import { describe, expect, it } from 'vitest';
import { listPath } from '../api/list-path.ts';
import { changedParams, readTableParams } from './table-params.ts';

const keys = FREELANCER_SORT_KEYS;
const read = (search: string) => readTableParams(new URLSearchParams(search), keys);

describe('table state in the URL', () => {
  it('reads defaults from an empty URL and ignores values the API would refuse', () => {
    expect(read('')).toEqual({ page: 0, size: 10, sort: undefined, q: '' });
    expect(read('page=0&size=7&sort=email,asc&q=%20%20')).toEqual(read(''));
    expect(read('page=abc&size=-3')).toEqual(read(''));
  });

  it('counts pages from 1 in the URL and from 0 for the API', () => {
    expect(read('page=3&size=30&sort=lastName,desc&q=Żak')).toEqual({
      page: 2,
      size: 30,
      sort: { field: 'lastName', direction: 'desc' },
      q: 'Żak',
    });
  });

  it('goes back to the first page on a new phrase, size or sort, and keeps the rest', () => {
    const at = new URLSearchParams('page=4&size=5&sort=company,asc&q=anna&other=1');
    expect(changedParams(at, keys, { q: 'ewa' }).toString()).toBe(
      'size=5&sort=company%2Casc&q=ewa&other=1',
    );
    expect(changedParams(at, keys, { size: 50 }).get('page')).toBeNull();
    expect(changedParams(at, keys, { sort: undefined }).get('sort')).toBeNull();
    expect(changedParams(at, keys, { page: 1 }).get('page')).toBe('2');
    expect(changedParams(at, keys, { page: 0 }).get('page')).toBeNull();
  });

  it('trims the phrase and cuts it at the server limit', () => {
    const long = 'a'.repeat(SEARCH_MAX + 20);
    expect(changedParams(new URLSearchParams(), keys, { q: `  ${long} ` }).get('q')).toBe(
      'a'.repeat(SEARCH_MAX),
    );
  });
});

describe('listPath', () => {
  it('lists without a phrase and searches with one as an encoded path segment', () => {
    expect(listPath('/admin-panel/freelancers', read(''))).toBe(
      '/admin-panel/freelancers?page=0&size=10',
    );
    expect(
      listPath(
        '/admin-panel/freelancers',
        read('q=%C5%82%C3%B3dzka/50%25&page=2&sort=company,asc'),
      ),
    ).toBe(
      '/admin-panel/freelancers/search/%C5%82%C3%B3dzka%2F50%25?page=1&size=10&sort=company%2Casc',
    );
  });
});
