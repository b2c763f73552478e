import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, mockFetch, type RecordedRequest } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';
import { message, ownMessage, page } from '../testing/fixtures.ts';
import { ConversationThread } from './conversation-thread.tsx';

configure({ asyncUtilTimeout: 3000 });

const PAGE = 'GET /api/orders/5/messages?limit=50';

function renderThread() {
  return renderRoute('/', {
    routes: [{ path: '/', element: <ConversationThread orderId={5} /> }],
  });
}

/** Every observed element is on screen at once: the thread's end counts as seen. */
class VisibleObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    queueMicrotask(() =>
      this.callback(
        [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

const originalObserver = window.IntersectionObserver;
beforeEach(() => window.localStorage.setItem('token', fakeToken(['FREELANCER'])));
afterEach(() => {
  window.IntersectionObserver = originalObserver;
});

const items = () => screen.getAllByRole('listitem').filter((li) => li.closest('[role="log"]'));

describe('the thread', () => {
  it('shows the messages oldest first with author, role, edits and the placeholders', async () => {
    mockFetch({
      [PAGE]: {
        json: page([
          message({ id: 1, editedAt: new Date().toISOString() }),
          message({
            id: 2,
            author: { name: 'Zespół Handlowo', role: 'ADMIN', staffName: null },
            text: 'Witamy w rozmowie',
          }),
          message({ id: 3, state: 'DELETED', text: null }),
          message({ id: 4, state: 'HIDDEN', text: null }),
        ]),
      },
    });
    renderThread();
    await screen.findByText('Wiadomość 1');
    const [first, second, third, fourth] = items();
    expect(first).toHaveTextContent('Anna Nowak (Handel Testowy)');
    expect(first).toHaveTextContent('Inwestor');
    expect(first).toHaveTextContent('edytowano');
    expect(second).toHaveTextContent('Zespół Handlowo');
    expect(second).toHaveTextContent('Witamy w rozmowie');
    expect(third).toHaveTextContent('usunięto wiadomość');
    expect(fourth).toHaveTextContent('wiadomość ukryta przez zespół Handlowo');
    // Nobody's message but the caller's can be changed, and the caller is no admin.
    expect(screen.queryByRole('button', { name: 'Edytuj' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ukryj' })).toBeNull();
  });

  it('makes links clickable and never renders the text as HTML', async () => {
    mockFetch({
      [PAGE]: {
        json: page([
          message({
            id: 1,
            text: '<b>pogrubione</b> <img src=x onerror=alert(1)> zobacz example.com/oferta',
          }),
        ]),
      },
    });
    const { container } = renderThread();
    const link = await screen.findByRole('link', { name: 'example.com/oferta' });
    expect(link).toHaveAttribute('href', 'https://example.com/oferta');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(
      screen.getByText(/<b>pogrubione<\/b> <img src=x onerror=alert\(1\)>/),
    ).toBeInTheDocument();
  });

  it('puts ‘przeczytane’ under the caller’s last message the others have read', async () => {
    mockFetch({
      [PAGE]: {
        json: page(
          [ownMessage({ id: 1 }), ownMessage({ id: 2 }), message({ id: 3 }), ownMessage({ id: 4 })],
          { othersReadUpTo: 3, readUpTo: 4 },
        ),
      },
    });
    renderThread();
    await screen.findByText('Wiadomość 4');
    const marks = screen.getAllByText('przeczytane');
    expect(marks).toHaveLength(1);
    expect(marks[0]?.closest('li')).toHaveTextContent('Wiadomość 2');
  });

  it('offers Edytuj and Usuń on the caller’s messages only within the edit window', async () => {
    const requests = mockFetch({
      [PAGE]: {
        json: page([
          ownMessage({ id: 1, editableUntil: new Date(Date.now() - 1000).toISOString() }),
          ownMessage({ id: 2, text: 'Do poprawy' }),
        ]),
      },
      'PATCH /api/orders/5/messages/2': { json: ownMessage({ id: 2, text: 'Poprawione' }) },
      'DELETE /api/orders/5/messages/2': { status: 204 },
    });
    const { user } = renderThread();
    await screen.findByText('Do poprawy');
    const [closed, open] = items();
    expect(within(closed as HTMLElement).queryByRole('button', { name: 'Edytuj' })).toBeNull();
    await user.click(within(open as HTMLElement).getByRole('button', { name: 'Edytuj' }));
    const field = await screen.findByRole('textbox', { name: 'Nowa treść wiadomości' });
    await user.clear(field);
    await user.type(field, 'Poprawione');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toBe('{"text":"Poprawione"}'),
    );

    await user.click(within(open as HTMLElement).getByRole('button', { name: 'Usuń' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usuń wiadomość' });
    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
  });

  it('lets an admin hide someone else’s message and marks the hidden ones', async () => {
    window.localStorage.setItem('token', fakeToken(['ADMIN']));
    const requests = mockFetch({
      [PAGE]: {
        json: page([
          message({ id: 1, text: 'Niestosowna treść' }),
          message({ id: 2, state: 'HIDDEN', text: 'Już ukryta' }),
          message({
            id: 3,
            mine: true,
            author: { name: 'Zespół Handlowo', role: 'ADMIN', staffName: 'Ola Opiekun' },
          }),
        ]),
      },
      'POST /api/admin-panel/messages/1/hide': { status: 204 },
    });
    const { user } = renderThread();
    await screen.findByText('Niestosowna treść');
    const [visible, hidden, own] = items();
    expect(hidden).toHaveTextContent('Już ukryta');
    expect(hidden).toHaveTextContent('Ukryta przez zespół Handlowo');
    expect(within(hidden as HTMLElement).queryByRole('button', { name: 'Ukryj' })).toBeNull();
    expect(own).toHaveTextContent('Zespół Handlowo (Ola Opiekun)');
    expect(within(own as HTMLElement).queryByRole('button', { name: 'Ukryj' })).toBeNull();
    await user.click(within(visible as HTMLElement).getByRole('button', { name: 'Ukryj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ukryj wiadomość' });
    await user.click(within(dialog).getByRole('button', { name: 'Ukryj' }));
    await waitFor(() =>
      expect(requests.some((r) => r.url === '/api/admin-panel/messages/1/hide')).toBe(true),
    );
  });

  it('shows the read-only notice instead of the composer to a former member', async () => {
    mockFetch({ [PAGE]: { json: page([message({ id: 1 })], { canWrite: false }) } });
    renderThread();
    expect(
      await screen.findByText(
        'Nie jesteś już uczestnikiem tej rozmowy: możesz ją czytać, ale nie pisać',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Treść wiadomości' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Wyślij' })).toBeNull();
  });

  it('marks the thread read up to its newest message once it is seen', async () => {
    window.IntersectionObserver = VisibleObserver as unknown as typeof IntersectionObserver;
    const requests = mockFetch({
      [PAGE]: { json: page([message({ id: 7 }), ownMessage({ id: 9 })], { readUpTo: 3 }) },
      'POST /api/orders/5/messages/read': { status: 204 },
    });
    renderThread();
    await waitFor(() =>
      expect(requests.find((r) => r.url === '/api/orders/5/messages/read')?.body).toBe(
        '{"upTo":9}',
      ),
    );
  });

  it('does not mark a thread read that has nothing unread', async () => {
    window.IntersectionObserver = VisibleObserver as unknown as typeof IntersectionObserver;
    const requests = mockFetch({
      [PAGE]: { json: page([message({ id: 7 }), ownMessage({ id: 9 })], { readUpTo: 7 }) },
    });
    renderThread();
    await screen.findByText('Wiadomość 9');
    expect(requests.some((r) => r.url.endsWith('/read'))).toBe(false);
  });

  it('loads older messages before the first one shown', async () => {
    const requests = mockFetch({
      [PAGE]: { json: page([message({ id: 51 }), message({ id: 52 })], { hasMore: true }) },
      'GET /api/orders/5/messages?limit=50&before=51': {
        json: page([message({ id: 49 }), message({ id: 50 })]),
      },
    });
    const { user } = renderThread();
    await user.click(await screen.findByRole('button', { name: 'Wczytaj starsze' }));
    await screen.findByText('Wiadomość 49');
    expect(items().map((li) => li.textContent?.match(/Wiadomość \d+/)?.[0])).toEqual([
      'Wiadomość 49',
      'Wiadomość 50',
      'Wiadomość 51',
      'Wiadomość 52',
    ]);
    expect(screen.queryByRole('button', { name: 'Wczytaj starsze' })).toBeNull();
    expect(requests.filter((r) => r.url.includes('before=51'))).toHaveLength(1);
  });
});

describe('the composer', () => {
  it('sends JSON with Ctrl+Enter and refuses an empty message', async () => {
    const requests = mockFetch({
      [PAGE]: { json: page([]) },
      'POST /api/orders/5/messages': { status: 201, json: ownMessage({ id: 1 }) },
    });
    const { user } = renderThread();
    const field = await screen.findByRole('textbox', { name: 'Treść wiadomości' });
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(
      await screen.findByText('Wpisz treść wiadomości albo dodaj załącznik'),
    ).toBeInTheDocument();
    await user.type(field, '  Dzień dobry  ');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(sent(requests)?.body).toBe('{"text":"Dzień dobry"}'));
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('sends the files as multipart and checks them first', async () => {
    const requests = mockFetch({
      [PAGE]: { json: page([]) },
      'POST /api/orders/5/messages': { status: 201, json: ownMessage({ id: 1 }) },
    });
    const { user, container } = renderThread();
    await screen.findByRole('textbox', { name: 'Treść wiadomości' });
    const input = container.querySelector('input[type="file"][multiple]') as HTMLInputElement;
    const pdf = new File(['%PDF-1.4'], 'oferta.pdf', { type: 'application/pdf' });
    const exe = new File(['MZ'], 'program.exe', { type: 'application/x-msdownload' });
    // As a phone hands over any file it is given (user.upload would apply `accept` itself).
    fireEvent.change(input, { target: { files: [pdf, exe] } });
    expect(
      await screen.findByText(
        'program.exe: Załącznik musi być plikiem PDF, DOCX, XLSX, PPTX, JPG, PNG lub WEBP',
      ),
    ).toBeInTheDocument();
    const chosen = screen.getByRole('list', { name: 'Załączniki do wysłania' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    expect(chosen).toHaveTextContent('oferta.pdf');
    // A message of files only is allowed.
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    await waitFor(() => expect(sent(requests)).toBeDefined());
    const body = sent(requests)?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('text')).toBe('');
    expect(((body as FormData).getAll('files')[0] as File).name).toBe('oferta.pdf');
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Załączniki do wysłania' })).toBeNull(),
    );
  });

  it('offers the camera for photos', async () => {
    mockFetch({ [PAGE]: { json: page([]) } });
    const { container } = renderThread();
    await screen.findByRole('textbox', { name: 'Treść wiadomości' });
    const camera = container.querySelector('input[capture="environment"]');
    expect(camera).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(screen.getByRole('button', { name: 'Zrób zdjęcie' })).toBeInTheDocument();
  });

  it('shows the server’s reason when sending is refused', async () => {
    mockFetch({
      [PAGE]: { json: page([]) },
      'POST /api/orders/5/messages': {
        status: 429,
        json: { message: 'Too Many Requests', code: 'RATE_LIMITED' },
      },
    });
    const { user } = renderThread();
    await user.type(await screen.findByRole('textbox', { name: 'Treść wiadomości' }), 'Hej');
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(
      await screen.findByText('Wysyłasz zbyt wiele wiadomości. Odczekaj chwilę i spróbuj ponownie'),
    ).toBeInTheDocument();
  });
});

function sent(requests: RecordedRequest[]) {
  return requests.find((r) => r.method === 'POST' && r.url === '/api/orders/5/messages');
}
