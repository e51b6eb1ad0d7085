import { describe, expect, it } from 'vitest';
import { readSubsidiariesQuery, subsidiariesHref, subsidiaryHref } from './subsidiaries-url';

describe('the subsidiaries map URL', () => {
  it('reads the region and the expertise, empty as all', () => {
    expect(readSubsidiariesQuery({ region: 'europe', expertise: 'data-ai' })).toEqual({
      region: 'europe',
      expertise: 'data-ai',
    });
    expect(readSubsidiariesQuery({ region: '', expertise: '' })).toEqual({});
    expect(readSubsidiariesQuery({ region: ['north-america', 'europe'] })).toEqual({
      region: 'north-america',
    });
  });

  it('reads a parameter it cannot use as all, keeping the other', () => {
    expect(readSubsidiariesQuery({ region: 'asia', expertise: 'cloud-devops' })).toEqual({
      expertise: 'cloud-devops',
    });
    expect(readSubsidiariesQuery({ region: 'europe', expertise: '../x' })).toEqual({ region: 'europe' });
  });

  it('writes the filters back, leaving "all" out', () => {
    expect(subsidiariesHref({})).toBe('/nos-filiales');
    expect(subsidiariesHref({ region: 'north-america' })).toBe('/nos-filiales?region=north-america');
    expect(subsidiariesHref({ region: 'europe', expertise: 'networks' })).toBe(
      '/nos-filiales?region=europe&expertise=networks',
    );
    expect(subsidiaryHref('dav-lyon')).toBe('/nos-filiales/dav-lyon');
  });
});
