import { beforeEach, describe, expect, it, vi } from 'vitest';
import { upload } from '@/lib/upload.ts';
import { mockFetch } from '@/testing/fetch-mock.ts';
import {
  addPortfolioItem,
  deletePortfolioItem,
  getPortfolio,
  updatePortfolioItem,
} from './portfolio-api.ts';

vi.mock('@/lib/upload.ts', () => ({ upload: vi.fn(async () => null) }));

beforeEach(() => vi.mocked(upload).mockClear());

describe('portfolio api (D33–D36)', () => {
  it('posts the texts, then the picture under `picture`', async () => {
    const picture = new File(['x'], 'projekt.png', { type: 'image/png' });
    await addPortfolioItem({ picture, title: 'Kampania', info: '' }, {});
    const [path, form, options] = vi.mocked(upload).mock.calls[0] ?? [];
    expect(path).toBe('/freelancer/portfolios');
    expect([...(form as FormData).keys()]).toEqual(['title', 'info', 'picture']);
    expect((form as FormData).get('info')).toBe('');
    expect(((form as FormData).get('picture') as File).name).toBe('projekt.png');
    expect(options).toMatchObject({ method: 'POST' });
  });

  it('reads the small renditions, patches the texts and deletes by the contract paths', async () => {
    const requests = mockFetch({
      'GET /api/freelancer/7/portfolios?size=small': { json: [] },
      'PATCH /api/freelancer/portfolios': {},
      'DELETE /api/portfolio/5': {},
    });
    expect(await getPortfolio(7)).toEqual([]);
    await updatePortfolioItem({ pictureId: 5, title: 'A', info: 'B' });
    await deletePortfolioItem(5);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/freelancer/7/portfolios?size=small',
      'PATCH /api/freelancer/portfolios',
      'DELETE /api/portfolio/5',
    ]);
    expect(JSON.parse(String(requests[1]?.body))).toEqual({ pictureId: 5, title: 'A', info: 'B' });
  });
});
