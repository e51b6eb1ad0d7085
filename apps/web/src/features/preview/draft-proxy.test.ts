import { describe, expect, it } from 'vitest';
import { NextResponse } from 'next/server';
import { DRAFT_PATH_HEADER, draftRequestHeaders, endDraftSession, inDraftSession } from './draft-proxy';

const request = () =>
  new Headers({ cookie: '__prerender_bypass=x; dav_preview=t; consent=1', accept: 'text/html' });

describe('draftRequestHeaders', () => {
  it('changes nothing outside a draft session', () => {
    expect(draftRequestHeaders('none', request(), '/about-us')).toBeUndefined();
  });

  it('an ended session renders as the public: without the draft cookies', () => {
    const headers = draftRequestHeaders('ended', request(), '/about-us')!;
    expect(headers.get('cookie')).toBe('consent=1');
    expect(headers.get('accept')).toBe('text/html');
    expect(headers.has(DRAFT_PATH_HEADER)).toBe(false);
  });

  it('a session on another page than its document renders as the public', () => {
    const headers = draftRequestHeaders('elsewhere', request(), '/blog/embargo')!;
    expect(headers.get('cookie')).toBe('consent=1');
    expect(headers.has(DRAFT_PATH_HEADER)).toBe(false);
  });

  it('a valid session keeps its cookies and tells the banner the path', () => {
    const headers = draftRequestHeaders('valid', request(), '/about-us')!;
    expect(headers.get('cookie')).toContain('__prerender_bypass=x');
    expect(headers.get(DRAFT_PATH_HEADER)).toBe('/about-us');
  });
});

describe('the draft responses', () => {
  it('an ended session deletes both cookies, as they were set (a framed browser)', () => {
    const response = NextResponse.next();
    endDraftSession(response);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/Max-Age=0.*Secure.*SameSite=none.*Partitioned/i);
  });

  it('a draft is neither stored nor indexed', () => {
    const response = NextResponse.next();
    inDraftSession(response);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
  });
});
