import { messages } from '@portal/shared/core';
import { APPROVE_ORDER_MUTATION, approveOrder, fetchApprovalLink, ORDER_APPROVAL_QUERY } from './api';
import { PublicGqlError } from './publicGql';

// The public pages' client sends exactly what the shared client sends (the generated document's
// text and its variables, as JSON, to /gql) and reads the answer the same way.

const LINK_ID = 'a'.repeat(43);
const fetchMock = jest.fn();

function answer(body: unknown) {
  fetchMock.mockResolvedValueOnce({ status: 200, json: async () => body });
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

test('posts the generated document and its variables to /gql, with the page’s cookies, uncached', async () => {
  answer({ data: { orderApproval: { orderNumber: 100123, customerName: 'Maple Leaf Sports', po: null } } });
  const signal = new AbortController().signal;
  await expect(fetchApprovalLink(LINK_ID, 42, signal)).resolves.toEqual({
    orderNumber: 100123,
    customerName: 'Maple Leaf Sports',
    po: null,
  });
  const [url, init] = fetchMock.mock.calls[0];
  expect(String(url)).toBe(`${location.origin}/gql`);
  expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', cache: 'no-store', signal });
  expect(init.headers['content-type']).toBe('application/json');
  expect(JSON.parse(init.body)).toEqual({ query: ORDER_APPROVAL_QUERY.toString(), variables: { id: LINK_ID, order: 42 } });
});

test('sends the answer’s fields as the mutation’s variables', async () => {
  answer({ data: { approveOrder: true } });
  await approveOrder(LINK_ID, 42, { email: 'pat@customer.example', name: 'Pat' });
  expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
    query: APPROVE_ORDER_MUTATION.toString(),
    variables: { id: LINK_ID, order: 42, email: 'pat@customer.example', name: 'Pat' },
  });
});

test("a refused call throws the server's message and code", async () => {
  answer({
    data: { orderApproval: null },
    errors: [{ message: messages.approvalLinkUnavailableReply, extensions: { code: 'BAD_USER_INPUT' } }],
  });
  const error = await fetchApprovalLink(LINK_ID, 42).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PublicGqlError);
  expect(error).toMatchObject({ message: messages.approvalLinkUnavailableReply, code: 'BAD_USER_INPUT' });
});

test('a server failure, or an answer that is not GraphQL, throws without the server’s words', async () => {
  answer({ data: null, errors: [{ message: 'column "x" does not exist', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
  await expect(fetchApprovalLink(LINK_ID, 42)).rejects.toMatchObject({
    message: messages.somethingWentWrong,
    code: 'INTERNAL_SERVER_ERROR',
  });
  fetchMock.mockResolvedValueOnce({
    status: 502,
    json: async () => {
      throw new SyntaxError('Unexpected token <');
    },
  });
  await expect(fetchApprovalLink(LINK_ID, 42)).rejects.toMatchObject({ message: messages.somethingWentWrong });
});

test('a network failure is thrown as it came', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await expect(fetchApprovalLink(LINK_ID, 42)).rejects.toThrow('Failed to fetch');
});
