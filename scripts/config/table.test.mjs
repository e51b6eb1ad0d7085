import { describe, expect, it } from 'vitest';
import { configurationTable, END, namesRead, START, withTable } from './table.mjs';

describe("the README's configuration table (npm run lint:config)", () => {
  it('lists each variable once with every app that reads it, shared ones declared once', () => {
    const shared = { REDIS_URL: { default: 'unset', doc: 'the shared cache' } };
    const table = configurationTable([
      ['CMS', { ...shared, CMS_PORT: { default: '`3001`', doc: 'port of the CMS' } }],
      ['site', { ...shared }],
      ['scripts', { PORT: { readBy: 'CMS, site', default: 'unset', doc: 'not read | ignored' } }],
    ]).split('\n');
    expect(table.slice(2)).toEqual([
      '| `REDIS_URL` | CMS, site | unset | the shared cache |',
      '| `CMS_PORT` | CMS | `3001` | port of the CMS |',
      '| `PORT` | CMS, site | unset | not read \\| ignored |',
    ]);
  });

  it('refuses one variable declared twice with different texts', () => {
    expect(() =>
      configurationTable([
        ['CMS', { DOMAINS: { default: 'a', doc: 'one' } }],
        ['site', { DOMAINS: { default: 'a', doc: 'two' } }],
      ]),
    ).toThrow('DOMAINS is declared twice');
  });

  it('replaces what lies between the markers only', () => {
    const readme = `# Title\n\n${START}\n\nold\n\n${END}\n\n## Next\n`;
    expect(withTable(readme, 'new')).toBe(`# Title\n\n${START}\n\nnew\n\n${END}\n\n## Next\n`);
    expect(() => withTable('# no markers', 'new')).toThrow('no configuration markers');
  });

  it('finds the variables a file reads by name', () => {
    expect(
      namesRead("const a = process.env.CMS_PORT ?? process.env['WEB_PORT']; process.env.X ??= '1';"),
    ).toEqual(['CMS_PORT', 'WEB_PORT', 'X']);
  });
});
