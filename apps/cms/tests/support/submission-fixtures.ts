import { expect } from 'vitest';
import { ErrorResponseSchema } from '@dav/contract';
import { PEER_ADDRESS_HEADER, visitorSignature } from '@/lib/client-address';
import { formatDateValue } from '@dav/rules';
import type { Cms } from './boot';
import { json } from './requests';

/** Requests, visitors and answer checks of the submissions suite. */
export type Field = string | string[] | File;
export type Fields = Record<string, Field>;
export interface PostInit {
  origin?: string | null;
  /** The visitor's address, as the site vouches for it (signed headers); a new one per request by default. */
  ip?: string;
  /**
   * A caller who reaches the CMS itself, from `peer` (the address its server reads off the
   * socket), with nothing but an X-Forwarded-For of its own (`ip`, which must not be believed).
   */
  direct?: { peer: string };
  headers?: Record<string, string>;
  /** Milliseconds since the form was shown (`_started`); null sends none. */
  age?: number | null;
}

export const ORIGIN = 'http://fr.localhost:3000';
export const MARKUP = '<script>alert(1)</script>';
export const REQUIRED = {
  fr: 'Merci de renseigner ce champ obligatoire',
  en: 'Please fill in this required field',
} as const;
export const EMAIL = {
  fr: 'Veuillez renseigner une adresse mail valide.',
  en: 'Please enter a valid email address.',
} as const;
export const FORMAT = 'The file format is not valid (allowed formats: jpg, png, pdf, doc)';
export const SIZE = 'The maximum allowed file size is 1MB. Please try again with a smaller CV.';

let ipCounter = 0;
/** Each test posts from its own address, so only the flood test meets the rate limit. */
export const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** The headers the site adds for a visitor (apps/web lib/proxy/visitor-headers.ts). */
export const siteVisitor = (ip: string): Record<string, string> => ({
  'x-dav-visitor-address': ip,
  'x-dav-visitor-signature': visitorSignature(ip),
});

export function formData(fields: Fields, age: number | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) form.append(name, item);
    else form.append(name, value);
  }
  if (age !== null) form.append('_started', String(Date.now() - age));
  return form;
}

export function request(url: string, body: BodyInit, init: PostInit): Request {
  const ip = init.ip ?? nextIp();
  const headers: Record<string, string> = {
    ...(init.direct
      ? { [PEER_ADDRESS_HEADER]: init.direct.peer, 'x-forwarded-for': ip }
      : { ...siteVisitor(ip), 'x-forwarded-for': ip }),
    'user-agent': 'vitest-browser/1.0',
    ...init.headers,
  };
  if (init.origin !== null) headers.origin = init.origin ?? ORIGIN;
  return new Request(url, { method: 'POST', body, headers });
}

export function postContact(cms: Cms, locale: string, fields: Fields, init: PostInit = {}, name = 'contact') {
  const url = `http://fr.localhost:3000/wp-json/api/${locale}/forms/${name}`;
  return cms.routes.formPost(request(url, formData(fields, init.age ?? 10_000), init), {
    params: Promise.resolve({ locale, name }),
  });
}

export function postCoworking(cms: Cms, locale: string, fields: Fields, init: PostInit = {}) {
  const url = `http://fr.localhost:3000/wp-json/api/${locale}/form-coworking`;
  return cms.routes.coworkingPost(request(url, formData(fields, init.age ?? 10_000), init), {
    params: Promise.resolve({ locale }),
  });
}

export const visitor = (lastname: string): Fields => ({
  youare: 'visiteur',
  job: 'networks',
  city: 'Lyon',
  subject0: 'call',
  firstname: 'Ada',
  lastname,
  email: 'ada@example.com',
  message: 'Bonjour',
});

/** A one-page PDF as a writer lays it out (objects, xref table with their offsets, trailer). */
function minimalPdf(): string {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let text = '%PDF-1.7\n';
  const offsets = objects.map((object, i) => {
    const offset = text.length;
    text += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  return `${text}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}

/**
 * A real PDF, padded to `size` bytes with white-space after its end (which readers ignore);
 * cut short (so no longer a PDF) when `size` is below its 300-odd bytes.
 */
export const pdf = (size: number, name = 'cv.pdf') => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode(minimalPdf()).subarray(0, size));
  return new File([bytes], name, { type: 'application/pdf' });
};

export const candidate = (lastname: string, cv: File): Fields => ({
  ...visitor(lastname),
  youare: 'candidate',
  subjectCandidat: 'cv',
  cv,
});

/** The next weekday at least a week ahead, as the date picker writes it. */
export function arrivalDate(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return formatDateValue(day);
}

export const coworking = (lastname: string): Fields => ({
  lastname,
  firstname: 'Grace',
  email: 'grace@example.com',
  phone: '+33 1 23 45 67 89',
  company: 'ACME',
  'nb-people': '3',
  date: arrivalDate(),
  'nb-week': '2',
});

export async function expectErrors(response: Response, status: number): Promise<Record<string, string>> {
  expect(response.status).toBe(status);
  const text = await response.clone().text();
  expect(text).not.toMatch(/stack|\bat [^"]*\(.*:\d+:\d+\)/i); // no stack frame
  return ErrorResponseSchema.parse(await json(response)).errors;
}

/** `{"success":true}`, and for a whistleblowing report its receipt code too (returned). */
export async function expectSuccess(response: Response): Promise<string | undefined> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = JSON.parse(await response.text()) as { success?: unknown; receipt?: string };
  expect(body).toEqual(
    body.receipt === undefined
      ? { success: true }
      : { success: true, receipt: expect.stringMatching(/^\d{16}$/) },
  );
  return body.receipt;
}
