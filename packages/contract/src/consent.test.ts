import { describe, expect, it } from 'vitest';
import { ConsentResponseSchema, GtmContainerIdSchema } from './consent';

const texts = Object.fromEntries(
  [
    'banner_title',
    'banner_text',
    'accept_all',
    'reject_all',
    'choose',
    'preferences_title',
    'preferences_text',
    'save',
    'close',
    'necessary_title',
    'necessary_text',
    'analytics_title',
    'analytics_text',
  ].map((key) => [key, key]),
);

describe('consent contract', () => {
  it('takes a container ID as GTM- then capitals and digits, and nothing that could leave a URL', () => {
    expect(GtmContainerIdSchema.safeParse('GTM-AB12CD').success).toBe(true);
    for (const bad of [
      'gtm-ab12cd',
      'GTM-',
      'GTM-AB&x=1',
      'GTM-AB12CD"></script>',
      'UA-1234-1',
      ' GTM-AB12CD',
    ])
      expect(GtmContainerIdSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('needs a positive revision and every text, and allows no container', () => {
    expect(ConsentResponseSchema.safeParse({ revision: 1, gtm_container_id: null, texts }).success).toBe(
      true,
    );
    expect(ConsentResponseSchema.safeParse({ revision: 0, gtm_container_id: null, texts }).success).toBe(
      false,
    );
    expect(
      ConsentResponseSchema.safeParse({ revision: 2, gtm_container_id: null, texts: { ...texts, save: '' } })
        .success,
    ).toBe(false);
  });
});
