/** @jest-environment node */
import { accessFrom, GQL_ERROR_CODES, messages, setNotifier, templateMessages, useSession } from '@portal/shared';
import { deleteTemplate, fetchTemplate, fetchTemplates } from './api';
import { templateListVariables } from './templateListVariables';

// The exact calls the template screens make, and what the user sees when they fail (spec 000 §8:
// delete failure 'An error occured while deleting the template, please try again later.').

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
let fetchMock: jest.SpyInstance;
const shown: string[] = [];
/** Bodies of the requests sent, read as they go out (ky consumes them after). */
const sent: { url: string; body: { query: string; variables: unknown } }[] = [];

beforeEach(() => {
  shown.length = 0;
  setNotifier({ error: (t) => shown.push(t), success: () => {}, info: () => {} });
  useSession.getState().signedIn({
    id: 1,
    email: 'a@demo.local',
    name: 'A',
    userType: 'INTERNAL',
    repCode: null,
    repManagerCode: null,
    access: accessFrom(['order', 'templateEdit']),
  });
  sent.length = 0;
  fetchMock = jest.spyOn(globalThis, 'fetch');
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  setNotifier(null);
});

/** Answers each call with the next body, recording what was sent. */
function answer(...bodies: unknown[]) {
  for (const body of bodies) {
    fetchMock.mockImplementationOnce(async (input: Request) => {
      sent.push({ url: input.url, body: await input.clone().json() });
      return json(body);
    });
  }
}
const sentBody = async (n = 0) => sent[n].body;

describe('templates api', () => {
  it('sends the list keys as the templates query variables', async () => {
    answer({ data: { templates: { total: 0, templates: [] } } });
    const variables = templateListVariables({
      page: 2,
      pageSize: 50,
      order: 'asc',
      orderBy: 'customerName',
      search: 'golf',
      searchCol: '',
      filters: { custNumb: ['10042', '10077'], type: ['EMB'] },
    });
    await fetchTemplates(variables);
    expect((await sentBody()).variables).toEqual({
      page: 2,
      order: 'asc',
      orderBy: 'customerName',
      filter: 'golf',
      custNumb: ['10042', '10077'],
      type: ['EMB'],
    });
  });

  it('an unknown sort column falls back to created_at; no filters are empty lists', () => {
    expect(
      templateListVariables({ page: 1, pageSize: 50, order: 'desc', orderBy: 'secret', search: '', searchCol: '', filters: {} }),
    ).toEqual({
      page: 1,
      order: 'desc',
      orderBy: 'created_at',
      filter: null,
      custNumb: [],
      type: [],
    });
  });

  it('the detail asks for the template of an order', async () => {
    answer({ data: { template: null } });
    await expect(fetchTemplate(950)).resolves.toBeNull();
    const body = await sentBody();
    expect(body.variables).toEqual({ orderId: 950 });
    expect(body.query).toContain('template(orderId: $orderId)');
  });

  it('deleteTemplateOrder(id): a server failure shows the spec text', async () => {
    answer({ data: null, errors: [{ message: 'Something went wrong.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    await expect(deleteTemplate(12)).rejects.toThrow(messages.templateDeleteFailed);
    expect((await sentBody()).variables).toEqual({ id: 12 });
    expect(shown).toEqual(['An error occured while deleting the template, please try again later.']);
  });

  it('deleteTemplateOrder(id): a network failure shows the spec text too', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(deleteTemplate(12)).rejects.toThrow(messages.templateDeleteFailed);
    expect(shown).toEqual([messages.templateDeleteFailed]);
  });

  it('a refusal (FORBIDDEN) shows the server message', async () => {
    answer({ data: null, errors: [{ message: templateMessages.editForbidden, extensions: { code: GQL_ERROR_CODES.forbidden } }] });
    await expect(deleteTemplate(12)).rejects.toBeDefined();
    expect(shown).toEqual([templateMessages.editForbidden]);
  });
});
