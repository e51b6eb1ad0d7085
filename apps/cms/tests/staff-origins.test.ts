import { describe, expect, it } from 'vitest';
import { secureSessionCookie, serverUrl, staffOrigins } from '@/lib/staff-origins';

describe('where staff sessions are honoured', () => {
  it('defaults to the CMS on this machine, by either loopback name', () => {
    expect(staffOrigins({})).toEqual(['http://localhost:3001', 'http://127.0.0.1:3001']);
    expect(staffOrigins({ CMS_PORT: '4001' })).toEqual(['http://localhost:4001', 'http://127.0.0.1:4001']);
    expect(serverUrl({})).toBe('');
  });

  it('is the configured public URL, plus STAFF_ORIGINS, as origins', () => {
    const env = {
      CMS_PUBLIC_URL: 'https://cms.dav.example/',
      STAFF_ORIGINS: 'https://admin.dav.example/x, nonsense',
    };
    expect(staffOrigins(env)).toEqual(['https://cms.dav.example', 'https://admin.dav.example']);
  });

  it('makes the session cookie Secure in production, wherever the admin is served', () => {
    expect(secureSessionCookie({ NODE_ENV: 'production', CMS_PUBLIC_URL: 'https://cms.dav.example' })).toBe(
      true,
    );
    expect(secureSessionCookie({ NODE_ENV: 'production' })).toBe(true);
    expect(secureSessionCookie({ NODE_ENV: 'development', CMS_PUBLIC_URL: 'https://cms.dav.example' })).toBe(
      false,
    );
  });
});
