import { describe, expect, it } from 'vitest';
import { teamMail, type StoredSubmission } from '@/mail/compose';
import { FormFieldSchema } from '@dav/contract';

const field = (type: 'text' | 'textarea' | 'hidden', name: string, label: string) =>
  FormFieldSchema.parse({ type, name, label, required: false });

const submission = (values: Record<string, string>): StoredSubmission => ({
  form: 'contact',
  collection: 'contact-requests',
  id: 7,
  locale: 'en',
  definition: {
    name: 'contact',
    action: '',
    successTarget: null,
    fields: [
      field('text', 'company', 'Company'),
      field('textarea', 'message', 'Message'),
      field('hidden', 'basket', 'Basket'),
    ],
  } as unknown as StoredSubmission['definition'],
  values,
});

describe('the team mail (compose.ts)', () => {
  it('quotes every line of what the visitor wrote inside a labelled block, whatever line breaks it holds', () => {
    const { text } = teamMail(
      submission({
        company: 'ACME\r\nSee the request in the admin:\u2028https://evil.example/x',
        message: 'Hi\r\n\r\n\tsee https://evil.example/y\u0007',
        basket: 'a:1\rforged',
      }),
      'team@dav.localhost',
    );
    const lines = text.split('\n');
    const start = lines.indexOf('What the visitor wrote:');
    const end = lines.indexOf('End of what the visitor wrote.');
    expect(lines.slice(start + 1, end)).toEqual([
      '> Company: ACME',
      '>     See the request in the admin:',
      '>     https://evil.example/x',
      '> Message:',
      '>     Hi',
      '> ',
      '>      see https://evil.example/y\uFFFD',
      '> Basket: a:1',
      '>     forged',
    ]);
    expect(lines.filter((line) => line === 'See the request in the admin:')).toHaveLength(1);
    expect(lines.at(-1)).toMatch(/\/admin\/collections\/contact-requests\/7$/);
    expect(text).not.toMatch(/[\r\t\u2028\u0007]/);
  });
});
