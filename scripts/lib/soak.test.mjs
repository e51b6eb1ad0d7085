import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { freePort } from './net.mjs';
import { messageIdOf, smtpSink } from './smtp-sink.mjs';
import { scriptEnv } from '../config/env.mjs';
import { soakSettings } from './soak.mjs';
import { idempotencyKeyHash } from './soak-outcome.mjs';

const send = (url, messageId) =>
  nodemailer
    .createTransport({ url, connectionTimeout: 2000 })
    .sendMail({ from: 'a@dav.localhost', to: 'b@example.com', subject: 'Soak', text: 'x', messageId });

describe('the soak', () => {
  it('reads its knobs from the environment, with the issue figures by default', () => {
    expect(soakSettings(scriptEnv({}))).toEqual({ count: 1000, rate: 20, smtpOutageMs: 60_000 });
    expect(
      soakSettings(
        scriptEnv({ CLUSTER_SOAK_COUNT: '200', CLUSTER_SOAK_RATE: '10', CLUSTER_SOAK_SMTP_OUTAGE_S: '15' }),
      ),
    ).toEqual({ count: 200, rate: 10, smtpOutageMs: 15_000 });
  });

  it('hashes a key as the CMS stores it: the scope, a newline and the key in lower case', () => {
    const key = 'A1B2C3D4-0000-4000-8000-000000000000';
    expect(idempotencyKeyHash('forms/contact', key)).toBe(
      idempotencyKeyHash('forms/contact', key.toLowerCase()),
    );
    // sha256("forms/contact\na1b2c3d4-0000-4000-8000-000000000000"), as sha256sum gives it
    expect(idempotencyKeyHash('forms/contact', key)).toBe(
      'b906a3e7dfa31fd5d8b4a8f5e1289171df52bc0a615f20aa4eb094afbef38e3c',
    );
    expect(idempotencyKeyHash('forms/contact', key)).not.toBe(idempotencyKeyHash('forms/application', key));
  });

  it('finds the Message-ID of a message, folded or not, in its headers only', () => {
    expect(messageIdOf('Subject: a\r\nMessage-ID: <m1@dav>\r\n\r\nbody')).toBe('<m1@dav>');
    expect(messageIdOf('Message-Id:\r\n <m2@dav>\r\nTo: b\r\n\r\nx')).toBe('<m2@dav>');
    expect(messageIdOf('Subject: a\r\n\r\nMessage-ID: <not@header>')).toBeNull();
  });

  it('runs an SMTP server that refuses connections while stopped and keeps every message', async () => {
    const sink = smtpSink(await freePort());
    await sink.start();
    try {
      await send(sink.url, '<one@dav.localhost>');
      await sink.stop();
      await expect(send(sink.url, '<two@dav.localhost>')).rejects.toThrow(/ECONNREFUSED|connect/i);
      await sink.start();
      await send(sink.url, '<two@dav.localhost>');
      expect(sink.messages.map((m) => m.messageId)).toEqual(['<one@dav.localhost>', '<two@dav.localhost>']);
      expect(sink.messages[0].rcptTo).toEqual(['b@example.com']);
    } finally {
      await sink.stop();
    }
  });
});
