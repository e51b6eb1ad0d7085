import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, CSP_NONCE_PLACEHOLDER } from './content-security-policy';

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

  it('lets the admin frame a draft only: its origin added to frame-ancestors, nothing else opened', () => {
    const draft = contentSecurityPolicy({
      dev: false,
      tagManager: false,
      frameAncestors: ['https://cms.example.com'],
    });
    expect(directive(draft, 'frame-ancestors')).toEqual(["'self'", 'https://cms.example.com']);
    const without = (csp: string) => csp.replace(/frame-ancestors [^;]*/, '');
    expect(without(draft)).toBe(without(contentSecurityPolicy({ dev: false, tagManager: false })));
  });

  it('adds eval and websockets for next dev only', () => {
    const csp = contentSecurityPolicy({ dev: true, tagManager: false });
    expect(directive(csp, 'script-src')).toContain("'unsafe-eval'");
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'ws:', 'wss:']);
  });

  describe('behind nginx (CSP_NONCE_PLACEHOLDER=1)', () => {
    it('allows inline scripts by the placeholder nginx replaces with a nonce, never all of them', () => {
      const csp = contentSecurityPolicy({ dev: false, tagManager: false, noncePlaceholder: true });
      expect(directive(csp, 'script-src')).toEqual(["'self'", `'nonce-${CSP_NONCE_PLACEHOLDER}'`]);
      expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
      // The rest of the policy is the same as without nginx.
      const without = contentSecurityPolicy({ dev: false, tagManager: false });
      const others = (policy: string) => policy.split('; ').filter((d) => !d.startsWith('script-src '));
      expect(others(csp)).toEqual(others(without));
    });

    it('is the string deploy/nginx/snippets/http-csp-nonce.conf matches, and no nonce to Next', () => {
      // Next reads a nonce from the policy the proxy sets (its pattern, get-script-nonce-from-header)
      // and would write it on its scripts: the placeholder must not be one.
      expect(CSP_NONCE_PLACEHOLDER).not.toMatch(/^[A-Za-z0-9+/_-]+={0,2}$/);
      const snippet = readFileSync(
        fileURLToPath(new URL('../../../../../deploy/nginx/snippets/http-csp-nonce.conf', import.meta.url)),
        'utf8',
      );
      expect(snippet).toContain(`'nonce-${CSP_NONCE_PLACEHOLDER}'`);
    });

    it('keeps the tag manager allowed by its origin, and eval for next dev only', () => {
      const tm = contentSecurityPolicy({ dev: false, tagManager: true, noncePlaceholder: true });
      expect(directive(tm, 'script-src')).toEqual([
        "'self'",
        `'nonce-${CSP_NONCE_PLACEHOLDER}'`,
        'https://www.googletagmanager.com',
      ]);
      expect(tm).not.toContain('unsafe-eval');
      const dev = contentSecurityPolicy({ dev: true, tagManager: false, noncePlaceholder: true });
      expect(directive(dev, 'script-src')).toContain("'unsafe-eval'");
    });
  });
});
