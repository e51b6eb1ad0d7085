import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it('lets the browser talk to us only when no tag manager is set', () => {
    const csp = contentSecurityPolicy({ dev: false, tagManager: false });
    expect(csp).not.toContain('google');
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'self'"]);
  });

  it('allows the tag manager and what it loads when a container is set, and no eval', () => {
    const csp = contentSecurityPolicy({ dev: false, tagManager: true });
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://www.googletagmanager.com',
    ]);
    expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(csp, 'img-src')).toContain('https://*.google-analytics.com');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('adds eval and websockets for next dev only', () => {
    const csp = contentSecurityPolicy({ dev: true, tagManager: false });
    expect(directive(csp, 'script-src')).toContain("'unsafe-eval'");
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'ws:', 'wss:']);
  });
});
