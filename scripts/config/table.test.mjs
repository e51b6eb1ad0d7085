import { describe, expect, it } from 'vitest';
import { scriptEnv } from './env.mjs';
import { configurationTable, END, namesRead, scriptsReadingEnv, START, withTable } from './table.mjs';

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

  it("adds the scripts to the readers of an app's variable they read, and refuses one nobody declares", () => {
    const cms = ['CMS', { CMS_PORT: { default: '`3001`', doc: 'port of the CMS' } }];
    expect(configurationTable([cms, ['scripts', { CMS_PORT: { owner: 'CMS' } }]]).split('\n')[2]).toBe(
      '| `CMS_PORT` | CMS, scripts | `3001` | port of the CMS |',
    );
    expect(() => configurationTable([cms, ['scripts', { WEB_PORT: { owner: 'site' } }]])).toThrow(
      "WEB_PORT: read by scripts as site's",
    );
  });

  it('finds no script reading process.env but scripts/config/env.mjs', () => {
    expect(scriptsReadingEnv()).toEqual([]);
    expect(scriptsReadingEnv(['scripts/config/env.mjs', 'scripts/config/table.test.mjs'])).toEqual([]);
    // A server reads its port before Next starts: outside scripts/, and named when given.
    expect(scriptsReadingEnv(['scripts/lib/stack.mjs', 'apps/web/server.mjs'])).toEqual([
      'apps/web/server.mjs',
    ]);
  });
});

describe("the scripts' environment (scripts/config/env.mjs)", () => {
  it('parses each variable as declared: numbers, flags, blanks as unset', () => {
    const env = scriptEnv({
      CMS_PORT: '4001',
      BENCH_QUICK: '1',
      CLUSTER_SOAK_RATE: 'x',
      NGINX_BIN: '  ',
      CI: 'true',
    });
    expect(env.CMS_PORT).toBe(4001);
    expect(env.WEB_PORT).toBe(3000);
    expect(env.BENCH_QUICK).toBe(true);
    expect(env.CLUSTER_SOAK_RATE).toBeUndefined();
    expect(env.NGINX_BIN).toBeUndefined();
    expect(env.CI).toBe(true);
  });

  it('throws on a variable it does not declare, rather than read it as unset', () => {
    expect(() => scriptEnv({}).CMS_PROT).toThrow('CMS_PROT is not declared in scripts/config/env.mjs');
  });
});
