// The admin order queue's scenarios of `npm run bench` (issue 27): GET /api/admin-panel/orders as
// the /admin/orders screen sends it: the default tab (every status, oldest waiting first), one
// status tab, each filter, a company search and an order number. With BENCH_SCALE=1 over the
// scale data's 50,500 orders. `target: 'order-queue'` puts them in the one-client pass too (no
// stated target: the issue asks for "cheap counts", the rows show what they cost).

/** Company words of the scale data's investors, with Polish letters. */
const COMPANY_PHRASES = ['handel', 'sprzedaż', 'usługi', 'łódź', 'źródło'];
/** The same typed without Polish letters, and phone parts matched by their digits (issue 28). */
const FOLDED_PHRASES = ['sprzedaz', 'uslugi', 'LODZ', '601 23', '+48 512'];

export function orderQueueScenarios(token, { tag = '' } = {}) {
  const get = (query) => ({ method: 'GET', path: `/admin-panel/orders?${query}`, token });
  const page = (i) => `page=${i % 20}&size=10`;
  const status = (i) => ['NEW', 'VERYFICATION', 'ACTIVE', 'REALIZED'][i % 4];
  const scenario = (name, request) => ({
    name: `GET /api/admin-panel/orders ${name}${tag}`,
    target: 'order-queue',
    request,
  });
  return [
    scenario('(all, oldest waiting first)', (i) => get(page(i))),
    scenario('(one status tab)', (i) => get(`${page(i)}&status=${status(i)}`)),
    scenario('(tab, sort=createdAt,desc)', (i) =>
      get(`${page(i)}&status=${status(i)}&sort=createdAt,desc`),
    ),
    scenario('(Bez opiekuna, Nowe)', (i) => get(`${page(i)}&status=NEW&guardian=none`)),
    scenario('(Moje)', (i) => get(`${page(i)}&guardian=me`)),
    scenario('(Czeka na akceptację)', (i) => get(`${page(i)}&awaitingAnswer=true`)),
    scenario('(starsze niż 3 dni)', (i) => get(`${page(i)}&olderThanDays=3`)),
    scenario('(company search)', (i) =>
      get(`q=${encodeURIComponent(COMPANY_PHRASES[i % COMPANY_PHRASES.length])}`),
    ),
    scenario('(search without Polish letters, phone digits)', (i) =>
      get(`q=${encodeURIComponent(FOLDED_PHRASES[i % FOLDED_PHRASES.length])}`),
    ),
    scenario('(order number)', (i) => get(`q=${(i % 3) + 1}`)),
  ];
}
