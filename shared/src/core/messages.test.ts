import fs from 'node:fs';
import path from 'node:path';
import { fill, messages, type MessageName } from './messages';

// The exact texts of the specification (repo root /work: shared/spec/texts.tsv next to main/).
const TEXTS = path.resolve(__dirname, '../../../../shared/spec/texts.tsv');

/**
 * Run-time parts ({x}, the spec's $X and ...) become one wildcard; '$X' keeps its dollar sign.
 * A run-time part at the very end is dropped: texts.tsv writes the spec's 'Earliest date required
 * is ...' as the bare prefix 'Earliest date required is' (as it does 'Email sent to').
 */
const WILD = '\u0000';
const normalise = (text: string) =>
  text
    .replace(/\{[^}]*\}/g, WILD)
    .replace(/\$X/g, `$${WILD}`)
    .replace(/\.\.\./g, WILD)
    .replace(new RegExp(`\\s*${WILD}$`), '')
    .trim();

/** Keys that hold the same text on purpose: the spec reuses one wording for a second situation. */
const intentionallyShared: MessageName[][] = [
  ['combineCollectionsFailed', 'regenerateImagesFailed'],
  ['designSampleCloseFailed', 'designPoCreateFailed'],
  ['employeeDisableFailed', 'employeeEnableFailed'],
  ['marketingDownloadFailed', 'approvalFailed'],
];

describe('fill', () => {
  it('replaces the placeholders it is given', () => {
    expect(fill(messages.templateDeleted, { id: 4 })).toBe('Template #4 deleted successfully.');
    expect(fill(messages.designCreated, { id: 'D12', variation: 'CC' })).toBe('New Design ID D12-CC created.');
    expect(fill(messages.maxAvailableAmount, { amount: '12.50' })).toBe('Max Available Amount is $12.50');
    expect(fill(messages.designRequestsSuspended, { n: 3 })).toBe('3 design requests suspended.');
  });
  it('leaves unknown placeholders as they are', () => {
    expect(fill(messages.designRequestDesignCreated, { id: 7 })).toBe('Design created: 7 - {variation}');
    expect(fill('Hello {who}', {})).toBe('Hello {who}');
  });
  it('leaves texts without placeholders unchanged', () => {
    expect(fill(messages.somethingWentWrong, { id: 1 })).toBe('Something went wrong.');
  });
});

describe('the error catalogue', () => {
  const values = Object.values(messages) as string[];

  it('keeps the keys other code already uses', () => {
    expect(messages).toMatchObject({
      notFoundTitle: "The page you are looking for doesn't exist",
      notFoundHint: 'Please check the URL and try again.',
      pageCrash: 'An error occured while opening the page. Please contact IT Department.',
      loginRequired: 'Please enter email and password',
      loginIncorrect: 'Incorrect Email or Password',
      loginFailed: 'An error occured while logging in. Please try again later.',
      somethingWentWrong: 'Something went wrong.',
    });
    expect(typeof messages.loginRateLimited).toBe('string');
    expect(typeof messages.areaUnavailable).toBe('string');
  });

  it('holds every message of the spec, word for word', () => {
    if (!fs.existsSync(TEXTS)) {
      console.warn(`messages.test: ${TEXTS} not found; the spec comparison is skipped.`);
      return;
    }
    const specMessages = fs
      .readFileSync(TEXTS, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split('\t'))
      .filter(([, kind]) => kind === 'message')
      .map(([, , text]) => text);
    expect(specMessages.length).toBeGreaterThan(0);
    const catalogue = new Set(values.map(normalise));
    const missing = specMessages.filter((text) => !catalogue.has(normalise(text)));
    expect(missing).toEqual([]);
  });

  it('gives each text one key, except the intentionally shared ones', () => {
    const allowed = new Set(intentionallyShared.map((keys) => keys.slice().sort().join(',')));
    const byText = new Map<string, string[]>();
    for (const [key, text] of Object.entries(messages)) byText.set(text, [...(byText.get(text) ?? []), key]);
    const duplicates = [...byText.values()].filter((keys) => keys.length > 1).map((keys) => keys.sort().join(','));
    expect(duplicates.filter((keys) => !allowed.has(keys))).toEqual([]);
    for (const keys of intentionallyShared) expect(new Set(keys.map((k) => messages[k])).size).toBe(1);
  });

  it('uses only {name} placeholders', () => {
    for (const text of values) {
      expect(text).not.toMatch(/\$X|\.\.\./);
      for (const [, inner] of text.matchAll(/\{([^}]*)\}/g)) expect(inner).toMatch(/^\w+$/);
    }
  });
});
