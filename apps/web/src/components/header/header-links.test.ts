import { describe, expect, it } from 'vitest';
import type { MenuLink } from '@dav/contract';
import { headerLinks } from './header-links';

const page = (id: string, label: string, slug: string): MenuLink => ({
  id,
  label,
  link: { post_name: slug, post_type: 'page', page_template: null, post_title: label, to: null },
  external_link: false,
  url: null,
  submenu: false,
  sublinks: [],
});

describe('headerLinks', () => {
  it("shows the Menus global's header menu, then the Header global's links, each place once", () => {
    const links = headerLinks({
      menus: {
        header: [page('1', 'About us', 'about-us'), page('2', 'Jobs', 'jobs')],
        burger: [],
        footer: [],
        formations: [],
      },
      header: {
        links: [page('3', 'About', 'about-us'), page('4', 'News', 'news')],
        linkedin_url: null,
        discord_url: null,
      },
    });
    expect(links.map(({ label, href }) => [label, href])).toEqual([
      ['About us', '/about-us'],
      ['Jobs', '/jobs'],
      ['News', '/news'],
    ]);
  });

  it('leaves out a submenu heading, which leads nowhere', () => {
    const heading: MenuLink = { ...page('5', 'The group', 'x'), link: null, submenu: true };
    const links = headerLinks({
      menus: { header: [heading], burger: [], footer: [], formations: [] },
      header: { links: [], linkedin_url: null, discord_url: null },
    });
    expect(links).toEqual([]);
  });
});
