import { type InvestorData, type OrderActivity, wizardMessages } from '@handlowo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock.ts';
import { renderServicesStep, sentJson } from './testing/render-services-step.tsx';
import {
  callingService,
  investorWith,
  mailingService,
  orderWith,
  pipeline,
} from './testing/service-fixtures.ts';

// Mantine's modals and the date picker in jsdom are slow on a loaded machine.
const SLOW = 40_000;
const mainTasks = { 'GET /api/pipeline/1/main-task': { json: pipeline.pipelineMainTasks } };

/** A10 answering from a mutable list, so a save is followed by the refetched list. */
function meWith(services: OrderActivity[]) {
  const state = { services };
  const handler = () => ({ json: investorWith(orderWith(state.services)) satisfies InvestorData });
  return { state, handler };
}

/** Non-breaking spaces as plain ones, to compare visible text. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

// The add/edit modal's body is loaded lazily; loaded once up front, each test waits for its
// data only, not for the first compilation of the form and the date picker.
beforeAll(() => import('./service-modal.tsx'));

describe('ServicesStep', () => {
  it('lists each service with its amount in pieces, period, Polish date range and description', async () => {
    const me = meWith([callingService, mailingService]);
    mockFetch({ 'GET /api/investor/me': me.handler, ...mainTasks });
    renderServicesStep();
    const list = await screen.findByRole('list', { name: 'Usługi w zleceniu' });
    const [calling, mailing] = within(list).getAllByRole('listitem');
    if (!calling || !mailing) throw new Error('two services expected');
    expect(within(calling).getByRole('heading', { name: 'Cold calling' })).toBeVisible();
    expect(plain(calling.textContent)).toContain('Ilość: 120 szt.');
    expect(plain(calling.textContent)).toContain('Okres: 3 miesiące');
    expect(plain(calling.textContent)).toContain('Termin: 1 lutego 2027 – 1 maja 2027');
    expect(within(calling).getByText(callingService.description)).toBeVisible();
    expect(plain(mailing.textContent)).toContain('Ilość: 12 000 szt.');
    expect(plain(mailing.textContent)).toContain('Okres: 1 miesiąc');
    // 31 January + 1 month ends on the last day of February.
    expect(plain(mailing.textContent)).toContain('Termin: 31 stycznia 2027 – 28 lutego 2027');
    for (const name of ['Edytuj usługę: Cold calling', 'Usuń usługę: Cold mailing']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
  });

  it('shows the services of an order being realised without add, edit or delete', async () => {
    mockFetch({
      'GET /api/investor/me': () => ({
        json: investorWith(orderWith([callingService], { orderStatus: 'ACTIVE' })),
      }),
      ...mainTasks,
    });
    renderServicesStep();
    expect(await screen.findByText(wizardMessages.orderLocked)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Cold calling' })).toBeVisible();
    for (const name of [/^Edytuj usługę/, /^Usuń usługę/, 'Dodaj usługę']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('keeps "next" disabled with a hint until a service exists', async () => {
    mockFetch({ 'GET /api/investor/me': meWith([]).handler, ...mainTasks });
    const { user, onBack } = renderServicesStep();
    expect(await screen.findByText('Nie dodano jeszcze żadnej usługi.')).toBeVisible();
    expect(screen.getByText('Dodaj co najmniej jedną usługę, aby przejść dalej.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Przejdź dalej' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Wstecz' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('lets the user on with a service', async () => {
    mockFetch({ 'GET /api/investor/me': meWith([callingService]).handler, ...mainTasks });
    const { user, onNext } = renderServicesStep();
    await user.click(await screen.findByRole('button', { name: 'Przejdź dalej' }));
    expect(onNext).toHaveBeenCalledOnce();
    expect(screen.queryByText('Dodaj co najmniej jedną usługę, aby przejść dalej.')).toBeNull();
  });

  it(
    'offers only the tasks not yet on the order; editing keeps its own task',
    async () => {
      mockFetch({ 'GET /api/investor/me': meWith([callingService]).handler, ...mainTasks });
      const { user } = renderServicesStep();
      await user.click(await screen.findByRole('button', { name: 'Dodaj usługę' }));
      let dialog = await screen.findByRole('dialog', { name: 'Dodaj usługę' });
      expect((await within(dialog).findAllByRole('radio')).map((r) => r.textContent)).toEqual([
        'Cold mailingSekwencje wiadomości e-mail',
        'Umawianie spotkańSpotkania z decydentami',
      ]);
      await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: 'Edytuj usługę: Cold calling' }));
      dialog = await screen.findByRole('dialog', { name: 'Edytuj usługę' });
      await user.click(await within(dialog).findByRole('tab', { name: '01 Wybierz usługę' }));
      expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
      expect(within(dialog).getByRole('radio', { name: /^Cold calling/ })).toBeChecked();
    },
    SLOW,
  );

  it('disables "Dodaj usługę" with a hint once every task of the stage is on the order', async () => {
    const all = pipeline.pipelineMainTasks.map((task, i) => ({
      ...callingService,
      id: 20 + i,
      name: task.name,
      pipelineMainTask: task,
    }));
    mockFetch({ 'GET /api/investor/me': meWith(all).handler, ...mainTasks });
    renderServicesStep();
    expect(
      await screen.findByText(/Wszystkie usługi tego etapu lejka są już w Twoim zleceniu/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dodaj usługę' })).toBeDisabled();
  });

  it(
    "shows each of the spec's messages and sends nothing while the form is wrong",
    async () => {
      const requests = mockFetch({ 'GET /api/investor/me': meWith([]).handler, ...mainTasks });
      const { user } = renderServicesStep();
      await user.click(await screen.findByRole('button', { name: 'Dodaj usługę' }));
      const dialog = await screen.findByRole('dialog', { name: 'Dodaj usługę' });
      // Tab 02 waits for a task, by its button and by its tab.
      await user.click(await within(dialog).findByRole('button', { name: 'Dalej' }));
      expect(await within(dialog).findByText(wizardMessages.mainTaskRequired)).toBeVisible();
      await user.click(within(dialog).getByRole('tab', { name: '02 Określ szczegóły' }));
      expect(within(dialog).getByRole('tab', { name: '01 Wybierz usługę' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await user.click(within(dialog).getByRole('radio', { name: /^Cold calling/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Dalej' }));
      // 'Dalej' validates tab 01 before it turns the page: wait for tab 02's fields.
      await within(dialog).findByRole('textbox', { name: /^Ilość/ }, { timeout: 5000 });
      await user.click(within(dialog).getByRole('button', { name: 'Dodaj usługę' }));
      for (const message of [
        wizardMessages.amountRequired,
        wizardMessages.periodRequired,
        wizardMessages.startDateRequired,
        wizardMessages.descriptionRequired,
      ]) {
        expect(await within(dialog).findByText(message)).toBeVisible();
      }
      await user.type(within(dialog).getByRole('textbox', { name: /^Ilość/ }), '0');
      await user.click(within(dialog).getByRole('textbox', { name: /^Dodatkowe informacje/ }));
      await user.paste('a'.repeat(251));
      expect(within(dialog).getByText('251 / 250')).toBeVisible();
      await user.click(within(dialog).getByRole('button', { name: 'Dodaj usługę' }));
      expect(await within(dialog).findByText(wizardMessages.amountMin)).toBeVisible();
      expect(within(dialog).getByText(wizardMessages.descriptionMax)).toBeVisible();
      expect(requests.some((r) => r.method !== 'GET')).toBe(false);
    },
    SLOW,
  );

  // Issue 28: 'Dalej' used to submit the form as it turned into 'Dodaj usługę', so tab 02
  // opened with every field red; and a chosen period looked like the others.
  it(
    'opens the details with no field red, and marks and announces the chosen period',
    async () => {
      mockFetch({ 'GET /api/investor/me': meWith([]).handler, ...mainTasks });
      const { user } = renderServicesStep();
      await user.click(await screen.findByRole('button', { name: 'Dodaj usługę' }));
      const dialog = await screen.findByRole('dialog', { name: 'Dodaj usługę' });
      await user.click(
        await within(dialog).findByRole('radio', { name: /^Cold calling/ }, { timeout: 5000 }),
      );
      const next = within(dialog).getByRole('button', { name: 'Dalej' });
      await user.click(next);
      const amount = await within(dialog).findByRole(
        'textbox',
        { name: /^Ilość/ },
        { timeout: 5000 },
      );
      // 'Dodaj usługę' is another element: 'Dalej' turned type="submit" while its click was
      // being dispatched would submit the form in a browser (jsdom runs the promise later).
      expect(next.isConnected).toBe(false);
      expect(within(dialog).getByRole('button', { name: 'Dodaj usługę' })).not.toBe(next);
      for (const message of [
        wizardMessages.amountRequired,
        wizardMessages.periodRequired,
        wizardMessages.startDateRequired,
        wizardMessages.descriptionRequired,
      ]) {
        expect(within(dialog).queryByText(message)).toBeNull();
      }
      expect(amount).not.toHaveAttribute('aria-invalid', 'true');
      expect(
        within(dialog).getByRole('textbox', { name: /^Dodatkowe informacje/ }),
      ).not.toHaveAttribute('aria-invalid', 'true');

      const periods = within(dialog).getByRole('radiogroup', { name: /^Okres/ });
      await user.click(within(periods).getByRole('radio', { name: '3 miesiące' }));
      const checked = within(periods)
        .getAllByRole('radio')
        .filter((radio) => radio.getAttribute('aria-checked') === 'true');
      expect(checked.map((radio) => radio.textContent)).toEqual(['3 miesiące']);
      // Marked besides its state: the card (styled by data-checked) and its dot.
      const [chosen] = checked;
      expect(chosen).toHaveAttribute('data-checked');
      expect(chosen?.querySelector('.mantine-RadioIndicator-indicator')).toHaveAttribute(
        'data-checked',
      );
      await user.click(within(periods).getByRole('radio', { name: '6 miesięcy' }));
      expect(chosen).toHaveAttribute('aria-checked', 'false');
      expect(within(periods).getByRole('radio', { name: '6 miesięcy' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
    },
    SLOW,
  );

  it(
    'adds a service through both tabs with the exact E4 body, then shows it',
    async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2027, 0, 15, 12));
      const me = meWith([]);
      const added: OrderActivity = {
        ...callingService,
        id: 9,
        amount: 40,
        period: 2,
        startDate: '2027-01-20',
        description: 'Dzwonimy do hurtowni.',
      };
      const requests = mockFetch({
        'GET /api/investor/me': me.handler,
        ...mainTasks,
        'POST /api/order-activity': () => {
          me.state.services = [added];
          return { status: 201, json: added };
        },
      });
      const { user } = renderServicesStep();
      await user.click(await screen.findByRole('button', { name: 'Dodaj usługę' }));
      const dialog = await screen.findByRole('dialog', { name: 'Dodaj usługę' });
      await user.click(await within(dialog).findByRole('radio', { name: /^Cold calling/ }));
      await user.click(within(dialog).getByRole('tab', { name: '02 Określ szczegóły' }));
      await user.type(within(dialog).getByRole('textbox', { name: /^Ilość/ }), '40');
      await user.click(within(dialog).getByRole('radio', { name: '2 miesiące' }));
      await user.click(within(dialog).getByRole('button', { name: /^Data rozpoczęcia/ }));
      // The calendar starts today; days before it are not choosable.
      expect(await screen.findByRole('button', { name: '14 stycznia 2027' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: '20 stycznia 2027' }));
      expect(within(dialog).getByRole('button', { name: /^Data rozpoczęcia/ })).toHaveTextContent(
        '20 stycznia 2027',
      );
      await user.click(within(dialog).getByRole('textbox', { name: /^Dodatkowe informacje/ }));
      await user.paste(added.description);
      await user.click(within(dialog).getByRole('button', { name: 'Dodaj usługę' }));

      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      const post = requests.filter((r) => r.method === 'POST');
      expect(post).toHaveLength(1);
      expect(sentJson(post[0]?.body)).toEqual({
        amount: 40,
        startDate: '2027-01-20',
        period: 2,
        description: 'Dzwonimy do hurtowni.',
        pipelineMainTaskId: 11,
      });
      expect(await screen.findByText('Dodano usługę „Cold calling”')).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Cold calling' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Przejdź dalej' })).toBeEnabled();
    },
    SLOW,
  );

  it(
    'edits a service: E5 gets every field, the changed amount included',
    async () => {
      const me = meWith([callingService]);
      const requests = mockFetch({
        'GET /api/investor/me': me.handler,
        ...mainTasks,
        'PATCH /api/order-activity/7': () => {
          me.state.services = [{ ...callingService, amount: 150 }];
          return {};
        },
      });
      const { user } = renderServicesStep();
      await user.click(await screen.findByRole('button', { name: 'Edytuj usługę: Cold calling' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edytuj usługę' });
      const amount = await within(dialog).findByRole('textbox', { name: /^Ilość/ });
      expect(amount).toHaveValue('120');
      await user.clear(amount);
      await user.type(amount, '150');
      await user.click(within(dialog).getByRole('button', { name: 'Edytuj usługę' }));

      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      const patch = requests.filter((r) => r.method === 'PATCH');
      expect(sentJson(patch[0]?.body)).toEqual({
        amount: 150,
        startDate: '2027-02-01',
        period: 3,
        description: callingService.description,
        pipelineMainTaskId: 11,
      });
      expect(await screen.findByText('Zapisano zmiany w usłudze „Cold calling”')).toBeVisible();
      await waitFor(() =>
        expect(plain(screen.getByRole('listitem').textContent)).toContain('Ilość: 150 szt.'),
      );
    },
    SLOW,
  );

  it(
    "shows the server's 400 message in the modal and keeps it open",
    async () => {
      mockFetch({
        'GET /api/investor/me': meWith([callingService]).handler,
        ...mainTasks,
        'PATCH /api/order-activity/7': {
          status: 400,
          json: { message: wizardMessages.mainTaskTaken },
        },
      });
      const { user } = renderServicesStep();
      await user.click(await screen.findByRole('button', { name: 'Edytuj usługę: Cold calling' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edytuj usługę' });
      await user.click(await within(dialog).findByRole('button', { name: 'Edytuj usługę' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        wizardMessages.mainTaskTaken,
      );
    },
    SLOW,
  );

  it(
    'deletes only after the confirmation',
    async () => {
      const me = meWith([callingService]);
      const requests = mockFetch({
        'GET /api/investor/me': me.handler,
        ...mainTasks,
        'DELETE /api/order-activity/7': () => {
          me.state.services = [];
          return {};
        },
      });
      const { user } = renderServicesStep();
      await user.click(await screen.findByRole('button', { name: 'Usuń usługę: Cold calling' }));
      let dialog = await screen.findByRole('dialog', { name: 'Usunąć usługę?' });
      await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

      await user.click(screen.getByRole('button', { name: 'Usuń usługę: Cold calling' }));
      dialog = await screen.findByRole('dialog', { name: 'Usunąć usługę?' });
      expect(dialog).toHaveTextContent('Usługa „Cold calling” zostanie usunięta');
      await user.click(within(dialog).getByRole('button', { name: 'Usuń usługę' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
      expect(await screen.findByText('Nie dodano jeszcze żadnej usługi.')).toBeVisible();
      expect(screen.getByText('Usunięto usługę „Cold calling”')).toBeVisible();
    },
    SLOW,
  );
});
