import { PRODUCTS_MAX, type Product } from '@handlowo/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { mockFetch, type RecordedRequest } from '@/testing/fetch-mock.ts';
import { ProductsStep } from './products-step.tsx';
import {
  cityProduct,
  dictionaries,
  investorWith,
  order,
  stateProduct,
} from './testing/product-fixtures.ts';

// Mantine selects driven in jsdom are slow on a loaded machine.
vi.setConfig({ testTimeout: 40_000 });

type User = ReturnType<typeof userEvent.setup>;

function renderStep(products: Product[], status: 'NEW' | 'ACTIVE' = 'NEW') {
  const user = userEvent.setup();
  const onNext = vi.fn();
  const onBack = vi.fn();
  const data = investorWith(products, status);
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <ProductsStep
        data={data}
        order={data.orders[0] ?? order}
        onNext={onNext}
        onBack={onBack}
        goTo={vi.fn()}
      />
    </AppProvider>,
  );
  return { user, onNext, onBack };
}

function bodyOf(request: RecordedRequest | undefined): unknown {
  return typeof request?.body === 'string' ? JSON.parse(request.body) : request?.body;
}

async function pick(user: User, label: string, option: string | RegExp) {
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

function cardOf(name: string): HTMLElement {
  const card = screen.getByRole('heading', { name }).closest('li');
  if (!card) throw new Error(`no card of ${name}`);
  return card;
}

describe('products list', () => {
  it('shows each product with its number, area, chips and description', () => {
    mockFetch(dictionaries);
    renderStep([
      cityProduct,
      stateProduct,
      { ...stateProduct, id: 203, name: 'Cały kraj', state: null, country: 'POLAND' },
    ]);
    const city = cardOf(cityProduct.name);
    expect(within(city).getByText('#3')).toBeVisible();
    expect(within(city).getByText('Oprogramowanie')).toBeVisible();
    expect(within(city).getByText('Kraków')).toBeVisible();
    expect(within(city).getByRole('list', { name: 'Sektory' })).toHaveTextContent(
      'Usługi profesjonalne',
    );
    expect(within(city).getByRole('list', { name: 'Wielkość firm' })).toHaveTextContent(
      'Małe firmy',
    );
    const personas = within(city).getByRole('list', { name: 'Persony kupujących' });
    expect(
      within(personas)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Prezes zarządu', 'Główna księgowa']);
    expect(within(city).getByText(cityProduct.description ?? '')).toBeVisible();
    expect(within(cardOf('Audyt finansowy')).getByText('Województwo mazowieckie')).toBeVisible();
    expect(within(cardOf('Cały kraj')).getByText('Polska')).toBeVisible();
    // Distinct names per product, so a screen reader's list of buttons tells them apart.
    expect(
      screen.getByRole('button', { name: `Edytuj produkt: ${cityProduct.name}` }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Usuń produkt: Audyt finansowy' })).toBeVisible();
  });

  it('keeps the next step closed, with a hint, until a product exists', async () => {
    mockFetch(dictionaries);
    const { user, onBack } = renderStep([]);
    expect(screen.getByRole('button', { name: 'Przejdź dalej' })).toBeDisabled();
    expect(screen.getByText('Dodaj co najmniej jeden produkt, aby przejść dalej.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Wstecz' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('goes on to the summary once there is a product', async () => {
    mockFetch(dictionaries);
    const { user, onNext } = renderStep([cityProduct]);
    await user.click(screen.getByRole('button', { name: 'Przejdź dalej' }));
    expect(onNext).toHaveBeenCalledOnce();
    expect(screen.queryByText('Dodaj co najmniej jeden produkt, aby przejść dalej.')).toBeNull();
  });

  it('disables adding at the limit and says why', () => {
    mockFetch(dictionaries);
    const many = Array.from({ length: PRODUCTS_MAX }, (_, i) => ({
      ...cityProduct,
      id: 300 + i,
      investorProductNumber: i + 1,
      name: `Produkt ${i + 1}`,
    }));
    renderStep(many);
    expect(screen.getByRole('button', { name: 'Dodaj produkt' })).toBeDisabled();
    expect(screen.getByText('Możesz dodać maksymalnie 20 produktów')).toBeVisible();
  });

  it('offers no changes once the order is being carried out', () => {
    mockFetch(dictionaries);
    renderStep([cityProduct], 'ACTIVE');
    expect(screen.queryByRole('button', { name: 'Dodaj produkt' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edytuj produkt/ })).toBeNull();
  });
});

describe('product modal', () => {
  it('shows every spec message for an empty form and sends nothing', async () => {
    const requests = mockFetch(dictionaries);
    const { user } = renderStep([]);
    await user.click(screen.getByRole('button', { name: 'Dodaj produkt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj produkt' });
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj produkt' }));
    for (const message of [
      'Podaj nazwę produktu',
      'Wybierz target',
      'Wybierz personę kupującego',
      'Wybierz kraj',
    ]) {
      expect(await within(dialog).findByText(message)).toBeVisible();
    }
    // The sub-industry and the sectors share the spec's 'Wybierz sektor'.
    expect(within(dialog).getAllByText('Wybierz sektor')).toHaveLength(2);
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('adds a product for a voivodeship: E9 with exactly the state field', async () => {
    const requests = mockFetch({
      ...dictionaries,
      'POST /api/products': { status: 201, json: stateProduct },
    });
    const { user } = renderStep([]);
    await user.click(screen.getByRole('button', { name: 'Dodaj produkt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj produkt' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nazwa produktu' }), 'Audyt');
    expect(within(dialog).getByText('5 / 50')).toBeVisible();
    await pick(user, 'Branża', 'Księgowość');
    await pick(user, 'Sektor', 'Handel');
    // The option also reads its target ('do 9 osób') as a hint.
    await pick(user, 'Jak duże podmioty są Twoim celem?', /^Mikroprzedsiębiorstwa\s*do 9 osób$/);
    await pick(user, 'Persona kupującego', 'Dyrektor finansowy');
    await user.type(within(dialog).getByRole('textbox', { name: 'Dodatkowe uwagi' }), 'Pilne');
    await user.click(within(dialog).getByRole('radio', { name: 'Województwo' }));
    await pick(user, 'Województwo', 'Mazowieckie');
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj produkt' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.url).toBe('/api/products');
    expect(bodyOf(post)).toEqual({
      name: 'Audyt',
      subIndustryId: 21,
      description: null,
      sectorIds: [32],
      companySize: ['MICRO'],
      buyerPersonIds: [42],
      additionalNotes: 'Pilne',
      state: 'MAZOWIECKIE',
    });
    expect(await screen.findByText('Dodano produkt')).toBeVisible();
  });

  it('edits a product switching its city to the country: E10 with the country only', async () => {
    const requests = mockFetch({ ...dictionaries, 'PATCH /api/products/201': {} });
    const { user } = renderStep([cityProduct]);
    await user.click(screen.getByRole('button', { name: `Edytuj produkt: ${cityProduct.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj produkt' });
    expect(within(dialog).getByRole('combobox', { name: 'Miasto' })).toHaveValue('Kraków');
    await user.click(within(dialog).getByRole('radio', { name: 'Kraj' }));
    expect(within(dialog).queryByRole('combobox', { name: 'Miasto' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    // Switching cleared the area: the country must be chosen.
    expect(await within(dialog).findByText('Wybierz kraj')).toBeVisible();
    await pick(user, 'Kraj', 'Polska');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(bodyOf(patch)).toEqual({
      name: cityProduct.name,
      subIndustryId: 11,
      description: cityProduct.description,
      sectorIds: [31],
      companySize: ['SMALL'],
      buyerPersonIds: [41, 43],
      additionalNotes: null,
      country: 'POLAND',
    });
    expect(await screen.findByText('Zapisano zmiany w produkcie')).toBeVisible();
  });

  it('shows the server’s message in the modal when a save is refused', async () => {
    mockFetch({
      ...dictionaries,
      'PATCH /api/products/201': {
        status: 400,
        json: { message: 'Możesz dodać maksymalnie 20 produktów' },
      },
    });
    const { user } = renderStep([cityProduct]);
    await user.click(screen.getByRole('button', { name: `Edytuj produkt: ${cityProduct.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj produkt' });
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Możesz dodać maksymalnie 20 produktów',
    );
    expect(screen.getByRole('dialog', { name: 'Edytuj produkt' })).toBeVisible();
  });

  it('deletes only after the confirmation: E11', async () => {
    const requests = mockFetch({ ...dictionaries, 'DELETE /api/products/202': {} });
    const { user } = renderStep([cityProduct, stateProduct]);
    await user.click(screen.getByRole('button', { name: 'Usuń produkt: Audyt finansowy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć produkt?' });
    expect(dialog).toHaveTextContent('Produkt „Audyt finansowy” zniknie z Twojego zlecenia.');
    await user.click(within(dialog).getByRole('button', { name: 'Nie usuwaj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Usuń produkt: Audyt finansowy' }));
    const again = await screen.findByRole('dialog', { name: 'Usunąć produkt?' });
    await user.click(within(again).getByRole('button', { name: 'Usuń produkt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      '/api/products/202',
    ]);
    expect(await screen.findByText('Usunięto produkt')).toBeVisible();
  });
});
