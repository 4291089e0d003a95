import { describe, expect, it } from 'vitest';
import { DRAFT_KEY, emptyDraft, firstInvalidStep, firstPickableDay, loadDraft, toSaveBody, validateStep } from './draft.ts';
import { toPlainText } from './plainText.ts';

describe('the draft', () => {
  it('first pickable day is tomorrow, and never the server’s (UTC) today', () => {
    expect(firstPickableDay(new Date(2030, 4, 31, 12))).toBe('2030-06-01');
    // 23:30 on 31 Dec here: tomorrow is 1 Jan, whatever the offset.
    expect(firstPickableDay(new Date(2030, 11, 31, 23, 30)) >= '2031-01-01').toBe(true);
  });

  it('checks each step on its own', () => {
    const now = new Date(2030, 0, 10, 12);
    const draft = emptyDraft('fr');
    expect(validateStep(1, draft, { now })).toEqual({ eventType: 'errors.eventType' });
    expect(validateStep(2, draft, { now })).toEqual({ eventDate: 'errors.eventDateMissing' });
    expect(validateStep(2, { ...draft, eventDate: '2030-01-10' }, { now })).toEqual({ eventDate: 'errors.eventDatePast' });
    expect(validateStep(2, { ...draft, eventDate: '2030-01-11' }, { now })).toEqual({});
    expect(validateStep(3, draft, { now })).toEqual({ location: 'errors.location' });
    expect(validateStep(4, draft, { now })).toEqual({});
    expect(validateStep(5, draft, { now })).toEqual({});
    expect(validateStep(5, draft, { now, messageRequired: true })).toEqual({ message: 'errors.messageRequired' });
    const long = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x'.repeat(5001) }] }] };
    expect(validateStep(5, { ...draft, message: long }, { now })).toEqual({ message: 'errors.messageTooLong' });
    expect(firstInvalidStep({ ...draft, eventType: 'mariage' }, 5, { now })).toBe(2);
  });

  it('reads a stored draft, and ignores one it cannot read', () => {
    const storage = new Map<string, string>();
    const fake = { getItem: (key: string) => storage.get(key) ?? null } as Storage;
    expect(loadDraft(fake)).toBeNull();
    storage.set(DRAFT_KEY, '{not json');
    expect(loadDraft(fake)).toBeNull();
    storage.set(DRAFT_KEY, JSON.stringify({ step: 9, languages: [] }));
    expect(loadDraft(fake)).toBeNull();
    storage.set(DRAFT_KEY, JSON.stringify({ step: 2, eventType: 'pacs', languages: ['en'], locationPreference: 'castle' }));
    expect(loadDraft(fake)).toMatchObject({ step: 2, eventType: 'pacs', languages: ['en'], locationPreference: null, theme: '' });
  });

  it('keeps only languages the list offers in the body', () => {
    expect(toSaveBody({ ...emptyDraft('fr'), languages: ['fr', 'eo'] }, ['fr', 'en']).languages).toEqual(['fr']);
  });
});

describe('the message as plain text', () => {
  const text = (value: string, marks?: { type: string }[]) => ({ type: 'text', text: value, marks });
  const paragraph = (...content: object[]) => ({ type: 'paragraph', content });
  const item = (...content: object[]) => ({ type: 'listItem', content });

  it('keeps the words, drops bold and underline, turns bullets into "• " lines', () => {
    const doc = {
      type: 'doc',
      content: [
        paragraph(text('Nous voulons '), text('une fête', [{ type: 'bold' }]), text(' simple.', [{ type: 'underline' }])),
        {
          type: 'bulletList',
          content: [
            item(paragraph(text('des fleurs'))),
            item(paragraph(text('un DJ')), { type: 'bulletList', content: [item(paragraph(text('jusqu’à 2 h')))] }),
            item(paragraph()),
          ],
        },
        paragraph(),
        paragraph(text('Merci'), { type: 'hardBreak' }, text('Camille')),
        paragraph(),
      ],
    };
    expect(toPlainText(doc)).toBe('Nous voulons une fête simple.\n• des fleurs\n• un DJ\n  • jusqu’à 2 h\n\nMerci\nCamille');
  });

  it('an empty editor is an empty message', () => {
    expect(toPlainText({ type: 'doc', content: [paragraph()] })).toBe('');
  });
});
