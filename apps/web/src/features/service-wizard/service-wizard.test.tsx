import type { InvestorData, WizardStep } from '@handlowo/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { documentTitle } from '@/config/titles.ts';
import { fakeToken, mockFetch, type RecordedRequest } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';
import { wizardStepTitle } from './lib/step-names.ts';
import { activity, atStep, pipelines, wizardInvestor } from './testing/wizard-fixtures.ts';

// The first render loads the lazy route modules, which takes a while on a cold worker.
configure({ asyncUtilTimeout: 3000 });

const headings: Record<WizardStep, string> = {
  0: 'Wybierz etap lejka sprzedażowego',
  1: 'Zdefiniuj usługi',
  2: 'Zdefiniuj produkty',
  3: 'Podsumowanie zlecenia',
};

/** GET /investor/me answers the current state; E3 sets the stage (and drops other services). */
function serve(initial: InvestorData, pipelineAnswer: { status?: number; json?: unknown } = {}) {
  let me = initial;
  const requests = mockFetch({
    'GET /api/investor/me': () => ({ json: me }),
    'GET /api/pipeline': { json: pipelines },
    'PATCH /api/order/31/pipeline/4': () => {
      if (pipelineAnswer.status) return pipelineAnswer;
      const [first, ...rest] = me.orders;
      if (first) {
        me = {
          ...me,
          orders: [{ ...first, pipeline: pipelines[1] ?? null, orderActivities: [] }, ...rest],
        };
      }
      return {};
    },
  });
  return requests;
}

const meLoads = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.url === '/api/investor/me').length;
const patches = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'PATCH').map((r) => r.url);

/** The wizard's frame (the page around it has its own links). */
function wizard(): HTMLElement {
  const section = screen.getByRole('heading', { level: 1 }).closest('section');
  if (!section) throw new Error('the wizard frame is not shown');
  return section;
}

async function atHeading(step: WizardStep) {
  expect(await screen.findByRole('heading', { level: 1, name: headings[step] })).toBeVisible();
}

describe('/investor/service', () => {
  beforeEach(() => {
    window.localStorage.setItem('token', fakeToken(['INVESTOR']));
  });

  it.each([0, 1, 2, 3] as const)(
    'opens on step %i as computed from A10, titled per step',
    async (step) => {
      serve(atStep[step]());
      renderRoute('/investor/service');
      await atHeading(step);
      await waitFor(() => expect(document.title).toBe(documentTitle(wizardStepTitle(step))));
      expect(
        screen.getByText(
          `Krok ${step + 1} z 4: ${['Etap lejka sprzedażowego', 'Usługi', 'Produkty', 'Podsumowanie'][step]}`,
        ),
      ).toBeInTheDocument();
    },
  );

  // Issue 27: 'Zamów ponownie' copies the services with start dates in the past.
  it('opens a repeated order on the services, asking for new start dates before moving on', async () => {
    serve(
      wizardInvestor(
        {
          pipeline: pipelines[0] ?? null,
          orderActivities: [{ ...activity, startDate: '2024-03-01' }],
        },
        { products: [] },
      ),
    );
    renderRoute('/investor/service');
    await atHeading(1);
    expect(screen.getByText('Wybierz nowe terminy rozpoczęcia')).toBeVisible();
    expect(within(wizard()).getByRole('button', { name: 'Przejdź dalej' })).toBeDisabled();
  });

  // Issue 28: the spec's static 'Przygotowanie do sprzedaży' named stage 1 whatever was chosen.
  it.each([1, 2, 3] as const)('heads step %i with the stage the investor chose', async (step) => {
    serve(atStep[step]());
    renderRoute('/investor/service');
    await atHeading(step);
    // The stage's line stands right above the title.
    const stage = screen.getByRole('heading', { level: 1 }).previousElementSibling;
    expect(stage).toHaveTextContent(/^Generowanie leadów$/);
    expect(stage).toBeVisible();
    expect(within(wizard()).queryByText('Przygotowanie do sprzedaży')).toBeNull();
  });

  it('heads the stage step without a stage line', async () => {
    serve(atStep[0]());
    renderRoute('/investor/service');
    await atHeading(0);
    expect(screen.getByRole('heading', { level: 1 }).previousElementSibling).toBeNull();
  });

  it('goes back from step 0 to /investor/start', async () => {
    serve(atStep[0]());
    const { user, router } = renderRoute('/investor/service');
    await screen.findByRole('radio', { name: /Negocjacje/ });
    await user.click(screen.getByRole('button', { name: 'Wstecz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/investor/start'));
    expect(
      await screen.findByRole('heading', { name: 'Czy potrzebujesz pomocy w wyborze usługi?' }),
    ).toBeVisible();
  });

  it('goes back from the summary to the products step', async () => {
    serve(atStep[3]());
    const { user, router } = renderRoute('/investor/service');
    await atHeading(3);
    await user.click(screen.getByRole('button', { name: 'Wstecz' }));
    await atHeading(2);
    expect(router.state.location.pathname).toBe('/investor/service');
    // The focus follows the step change to the new title.
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('asks for a stage before moving on, then saves it (E3), reloads A10 and opens step 1', async () => {
    const requests = serve(atStep[0]());
    const { user } = renderRoute('/investor/service');
    await atHeading(0);
    const choose = await screen.findByRole('button', { name: 'Wybierz i przejdź dalej' });
    await user.click(choose);
    expect(screen.getByText('Najpierw wybierz etap lejka sprzedażowego')).toBeInTheDocument();
    expect(patches(requests)).toEqual([]);

    await user.click(screen.getByRole('radio', { name: /Negocjacje/ }));
    // The chosen stage unfolds its goal and main tasks.
    // Unfolding takes 200 ms (opacity and height animate).
    await waitFor(() => expect(screen.getByText('Podpisana umowa')).toBeVisible());
    expect(
      screen.getByRole('button', { name: 'Cel i główne zadania: Negocjacje' }),
    ).toHaveAttribute('aria-expanded', 'true');
    const loadsBefore = meLoads(requests);
    await user.click(choose);
    await atHeading(1);
    expect(patches(requests)).toEqual(['/api/order/31/pipeline/4']);
    expect(meLoads(requests)).toBeGreaterThan(loadsBefore);
  });

  it('unfolds any stage with its disclosure button', async () => {
    serve(atStep[0]());
    const { user } = renderRoute('/investor/service');
    const details = await screen.findByRole('button', {
      name: 'Cel i główne zadania: Generowanie leadów',
    });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    // Folded: not rendered, or kept mounted but hidden (Mantine's Collapse may keep it).
    for (const folded of screen.queryAllByText('Cold mailing')) expect(folded).not.toBeVisible();
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText('Cold mailing')).toBeVisible());
    expect(screen.getByText('Lista firm zainteresowanych ofertą')).toBeInTheDocument();
  });

  it('moves on without a call when the current stage is kept', async () => {
    const requests = serve(atStep[3]());
    const { user } = renderRoute('/investor/service');
    await user.click(
      await screen.findByRole('button', { name: 'Edytuj etap lejka sprzedażowego' }),
    );
    await atHeading(0);
    expect(await screen.findByRole('radio', { name: /Generowanie leadów/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Wybierz i przejdź dalej' }));
    await atHeading(1);
    expect(patches(requests)).toEqual([]);
  });

  it('warns that the services go when another stage is picked', async () => {
    serve(atStep[3]());
    const { user } = renderRoute('/investor/service');
    await user.click(
      await screen.findByRole('button', { name: 'Edytuj etap lejka sprzedażowego' }),
    );
    const warning = /Usługi dodane do etapu „Generowanie leadów” zostaną usunięte ze zlecenia/;
    await screen.findByRole('radio', { name: /Negocjacje/ });
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Negocjacje/ }));
    expect(screen.getByText(warning)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Generowanie leadów/ }));
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });

  it('shows the server refusal of E3', async () => {
    serve(atStep[0](), {
      status: 400,
      json: { message: 'Etap lejka można zmienić tylko w nowym zleceniu' },
    });
    const { user } = renderRoute('/investor/service');
    await user.click(await screen.findByRole('radio', { name: /Negocjacje/ }));
    await user.click(screen.getByRole('button', { name: 'Wybierz i przejdź dalej' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await atHeading(0);
  });

  it('shows the stage read-only once the order is not new', async () => {
    const data = wizardInvestor(
      {
        pipeline: pipelines[0] ?? null,
        orderActivities: atStep[3]().orders[0]?.orderActivities ?? [],
        orderStatus: 'VERYFICATION',
        orderStatusDescription: 'Weryfkacja',
      },
      { products: atStep[3]().products },
    );
    const requests = serve(data);
    const { user } = renderRoute('/investor/service');
    await user.click(
      await screen.findByRole('button', { name: 'Edytuj etap lejka sprzedażowego' }),
    );
    expect(
      await screen.findByText(
        /Etap lejka można zmienić tylko w nowym zleceniu\. Twoje zlecenie ma status „Weryfikacja”/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Negocjacje/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Generowanie leadów/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Przejdź dalej' }));
    await atHeading(1);
    expect(patches(requests)).toEqual([]);
  });
});

describe('/investor/service summary', () => {
  beforeEach(() => {
    window.localStorage.setItem('token', fakeToken(['INVESTOR']));
  });

  it('lists the stage, the services and the products in Polish', async () => {
    serve(atStep[3]());
    renderRoute('/investor/service');
    await atHeading(3);
    const stagePart = screen
      .getByRole('heading', { level: 2, name: 'Etap lejka sprzedażowego' })
      .closest<HTMLElement>('.mantine-Paper-root');
    if (!stagePart) throw new Error('no stage part');
    expect(within(stagePart).getByText('Generowanie leadów')).toBeInTheDocument();
    expect(screen.getByText('Lista firm zainteresowanych ofertą')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Cold calling' })).toBeInTheDocument();
    expect(screen.getByText('1200 szt.')).toBeInTheDocument();
    expect(screen.getByText('3 miesiące')).toBeInTheDocument();
    expect(screen.getByText('1 lutego 2027 – 1 maja 2027')).toBeInTheDocument();
    expect(screen.getByText('Telefony do firm z listy, umawianie spotkań.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'System CRM dla biur rachunkowych' }),
    ).toBeInTheDocument();
    expect(screen.getByText('nr 1')).toBeInTheDocument();
    expect(screen.getByText('Oprogramowanie')).toBeInTheDocument();
    expect(screen.getByText('Województwo mazowieckie')).toBeInTheDocument();
  });

  it.each([
    ['Edytuj usługi', 1],
    ['Edytuj produkty', 2],
    ['Edytuj etap lejka sprzedażowego', 0],
  ] as const)('"%s" jumps to step %i', async (name, step) => {
    serve(atStep[3]());
    const { user } = renderRoute('/investor/service');
    await atHeading(3);
    const edit = screen.getByRole('button', { name });
    expect(edit).toHaveTextContent('Edytuj');
    await user.click(edit);
    await atHeading(step);
    await waitFor(() => expect(document.title).toBe(documentTitle(wizardStepTitle(step))));
  });

  it('shows a registered investor the way to the order, without the form', async () => {
    serve(atStep[3]());
    renderRoute('/investor/service');
    await atHeading(3);
    // The top bar links there too: the one meant is the summary's.
    expect(within(wizard()).getByRole('link', { name: 'Moje zlecenie' })).toHaveAttribute(
      'href',
      '/investor/order',
    );
    expect(screen.getByText(/Opiekun zlecenia sprawdzi teraz Twoje zlecenie/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Załóż konto' })).not.toBeInTheDocument();
  });

  it('shows a temporary investor the registration form (A8)', async () => {
    const requests = serve(atStep[3]({ isMock: true }));
    const { user } = renderRoute('/investor/service');
    await atHeading(3);
    const form = screen.getByRole('heading', { name: 'Mamy dla Ciebie specjalistę!' });
    expect(form).toBeVisible();
    expect(within(wizard()).queryByRole('link', { name: 'Moje zlecenie' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findByText('Podaj imię')).toBeInTheDocument();
    expect(within(wizard()).getByText('Podaj email')).toBeInTheDocument();
    // Invalid input sends nothing (A8 runs only with a valid form).
    expect(requests.filter((r) => r.url === '/api/register/mock-investor')).toEqual([]);
  });
});
