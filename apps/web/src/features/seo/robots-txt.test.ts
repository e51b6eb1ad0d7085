import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots-txt';

describe('robotsTxt', () => {
  it('lets crawlers in on a main host and names its sitemap', () => {
    expect(robotsTxt({ indexable: true, sitemap: 'https://www.example.org/sitemap.xml' })).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.example.org/sitemap.xml\n',
    );
  });

  it('names no sitemap where the host has none', () => {
    expect(robotsTxt({ indexable: true, sitemap: null })).toBe('User-agent: *\nAllow: /\n');
  });

  it('keeps every crawler out of a pre-production host', () => {
    expect(robotsTxt({ indexable: false, sitemap: 'https://preprod.example.org/sitemap.xml' })).toBe(
      'User-agent: *\nDisallow: /\n',
    );
  });
});
