import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH, cleanName, stripMarkup } from './markup';

describe('stripMarkup (docs/product.md#the-assistant): tags are stripped, never rendered', () => {
  it.each([
    ['<b>Ada</b>', 'Ada'],
    ['<i>Ada</i> <b>Lovelace</b>', 'Ada Lovelace'],
    ['Bob<br/>Alice', 'Bob Alice'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<a href="javascript:alert(1)">Ada</a>', 'Ada'],
    ['<!-- hidden -->Ada', 'Ada'],
    ['<?xml version="1.0"?>Ada', 'Ada'],
    ['<svg onload=alert(1)>Ada', 'Ada'],
  ])('%s → %s', (text, expected) => {
    expect(stripMarkup(text)).toBe(expected);
  });

  it('drops the content of script and style elements, not only their tags', () => {
    expect(stripMarkup('<script>alert(1)</script>Bob')).toBe('Bob');
    expect(stripMarkup('Bob<SCRIPT type="text/javascript">alert(1)</SCRIPT >')).toBe('Bob');
    expect(stripMarkup('<style>body{display:none}</style>Bob')).toBe('Bob');
  });

  it('drops an unclosed tag or script to the end of the text', () => {
    expect(stripMarkup('Bob <script>alert(1)')).toBe('Bob');
    expect(stripMarkup('Bob <script src=//x')).toBe('Bob');
    expect(stripMarkup('Bob <img src=x onerror=alert(1)')).toBe('Bob');
  });

  it('cannot be tricked into leaving a tag by nesting one inside another', () => {
    expect(stripMarkup('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<[a-z]/i);
    expect(stripMarkup('<<b>script>alert(1)<</b>/script>')).not.toMatch(/<[a-z/]/i);
  });

  it('keeps a < or > that starts no tag as text', () => {
    expect(stripMarkup('a < b')).toBe('a < b');
    expect(stripMarkup('I <3 tea')).toBe('I <3 tea');
    expect(stripMarkup('2 > 1')).toBe('2 > 1');
  });

  it('never decodes entities into markup', () => {
    expect(stripMarkup('&lt;b&gt;Ada&lt;/b&gt;')).toBe('&lt;b&gt;Ada&lt;/b&gt;');
  });

  it('collapses whitespace and trims', () => {
    expect(stripMarkup('  Ada \n\t Lovelace  ')).toBe('Ada Lovelace');
    expect(stripMarkup('Élodie, café')).toBe('Élodie, café');
  });
});

describe('cleanName', () => {
  it('strips markup and trims', () => {
    expect(cleanName('  <b>Ada</b>  ')).toBe('Ada');
    expect(cleanName('<script>x</script>')).toBe('');
  });

  it(`keeps at most ${NAME_MAX_LENGTH} characters`, () => {
    const long = 'A'.repeat(NAME_MAX_LENGTH + 20);
    expect(cleanName(long)).toHaveLength(NAME_MAX_LENGTH);
    expect(cleanName(`<b>${long}</b>`)).toHaveLength(NAME_MAX_LENGTH);
  });

  it('never cuts a character in half', () => {
    const emoji = '😀'.repeat(NAME_MAX_LENGTH + 1);
    expect([...cleanName(emoji)]).toHaveLength(NAME_MAX_LENGTH);
  });
});
