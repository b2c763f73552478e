// The admin tables' scenarios of `npm run bench` (issue 10): F1, the freelancers (F4, F5) and
// investors (F2, F3) tables listed, sorted by each key and searched, as the admin panel sends
// them. With BENCH_SCALE=1 they run over the scale data (100,000 freelancers and 20,000 investors
// by default, written by the demo generator's --scale); otherwise over the few users the benchmark
// made. The searches carry `target: 'admin-search'` (the one-client pass: issue 29's p95 <= 10 ms);
// `ratioTarget` names issue 29's share of the floor: 'admin-list' (F1 and every unfiltered list,
// 1/4) or 'admin-search' (1/5).

/** Phrases an admin types, with Polish letters (names, surnames, a company word). */
const POLISH_PHRASES = [
  'łukasz',
  'wiśniewsk',
  'grażyna',
  'żółkiewsk',
  'małgorzata',
  'dąbrowsk',
  'sławomir',
  'źródło',
];
/** The same names typed without Polish letters, which fold to the same text (issue 28). */
const ACCENT_FREE_PHRASES = [
  'lukasz',
  'wisniewsk',
  'grazyna',
  'ZOLKIEWSK',
  'malgorzata',
  'dabrowsk',
];
/** Parts of phone numbers in the formats people type: matched by their digits (issue 28). */
const PHONE_PHRASES = ['601 23', '+48 512', '7123-4', '(+48) 81', '0048 6'];
/** Fragments of e-mail addresses (a person's, not a whole domain). */
const EMAIL_PHRASES = [
  'kowalska.anna',
  'jmazur1',
  'nowak.1',
  'lewandowski.p',
  'zielinska.',
  'wojcik.m',
];

const withPicturesByUrl = (path) => `${path}${path.includes('?') ? '&' : '?'}pictures=url`;

/**
 * The scenarios; requests spread over the first 20 pages (size 10, the default) and alternate
 * the sort direction, searches rotate over the phrases above.
 */
export function adminTableScenarios(token, { tag = '' } = {}) {
  // The freelancers' pages ask for their avatars by URL, as the admin panel does (issue 29).
  const get = (path) => ({
    method: 'GET',
    path: path.startsWith('/admin-panel/freelancers') ? withPicturesByUrl(path) : path,
    token,
  });
  const page = (i) => `page=${i % 20}&size=10`;
  const direction = (i) => (i % 2 === 0 ? 'asc' : 'desc');
  const rotate = (list, i) => encodeURIComponent(list[i % list.length]);
  const sorted = (table, keys) =>
    keys.map((key) => ({
      name: `GET /api/admin-panel/${table}?sort=${key},asc|desc${tag}`,
      ratioTarget: 'admin-list',
      request: (i) => get(`/admin-panel/${table}?${page(i)}&sort=${key},${direction(i)}`),
    }));
  const ratioTarget = 'admin-search';
  const searched = (table) => [
    {
      name: `GET /api/admin-panel/${table}/search (Polish letters)${tag}`,
      target: 'admin-search',
      ratioTarget,
      request: (i) => get(`/admin-panel/${table}/search/${rotate(POLISH_PHRASES, i)}`),
    },
    {
      name: `GET /api/admin-panel/${table}/search (without Polish letters)${tag}`,
      target: 'admin-search',
      ratioTarget,
      request: (i) => get(`/admin-panel/${table}/search/${rotate(ACCENT_FREE_PHRASES, i)}`),
    },
    {
      name: `GET /api/admin-panel/${table}/search (e-mail fragment)${tag}`,
      target: 'admin-search',
      ratioTarget,
      request: (i) => get(`/admin-panel/${table}/search/${rotate(EMAIL_PHRASES, i)}`),
    },
  ];
  return [
    {
      name: `GET /api/admin-panel/stats${tag}`,
      ratioTarget: 'admin-list',
      request: () => get('/admin-panel/stats'),
    },
    {
      name: `GET /api/admin-panel/freelancers (default order)${tag}`,
      ratioTarget: 'admin-list',
      request: (i) => get(`/admin-panel/freelancers?${page(i)}`),
    },
    {
      // API.md's shape, for other clients: ten small avatars inlined as data URLs.
      name: `GET /api/admin-panel/freelancers (default order, avatars as data URLs)${tag}`,
      request: (i) => ({ method: 'GET', path: `/admin-panel/freelancers?${page(i)}`, token }),
    },
    ...sorted('freelancers', ['firstName', 'lastName', 'company']),
    ...searched('freelancers'),
    {
      // The worst case we know: a whole domain matches a seventh of the freelancers.
      name: `GET /api/admin-panel/freelancers/search/@wp.pl (a domain: broad)${tag}`,
      target: 'admin-search',
      ratioTarget,
      request: () => get(`/admin-panel/freelancers/search/${encodeURIComponent('@wp.pl')}`),
    },
    {
      name: `GET /api/admin-panel/investors (default order)${tag}`,
      ratioTarget: 'admin-list',
      request: (i) => get(`/admin-panel/investors?${page(i)}`),
    },
    ...sorted('investors', ['company', 'createdAt', 'hasActiveOrder']),
    ...searched('investors'),
    {
      // Only investors have phones in the scale data.
      name: `GET /api/admin-panel/investors/search (phone digits)${tag}`,
      target: 'admin-search',
      ratioTarget,
      request: (i) => get(`/admin-panel/investors/search/${rotate(PHONE_PHRASES, i)}`),
    },
  ];
}
