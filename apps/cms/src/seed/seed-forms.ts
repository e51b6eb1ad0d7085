import { LOCALES, type Locale } from '@dav/contract';
import type { Payload, PayloadRequest } from 'payload';
import { SEED_COWORKING } from './content/coworking';
import { SEED_EXPERTISES, SEED_FORMS, SEED_SUBSIDIARIES, type SeedForm } from './content/forms';
import { rowId } from './row-id';
import { mediaId, type MediaIds } from './seed-media';

/** One language of a form; row ids are stable so each language fills the same rows. */
function formData(form: SeedForm, locale: Locale) {
  return {
    name: form.name,
    action: form.action,
    successTarget: form.successTarget,
    notifyTo: form.notifyTo.map((email) => ({ id: rowId(`form/${form.name}/notify/${email}`), email })),
    fields: form.fields.map((field) => ({
      id: rowId(`form/${form.name}/${field.name}`),
      type: field.type,
      name: field.name,
      required: field.required ?? true,
      label: field.label[locale],
      placeholder: field.placeholder?.[locale] ?? null,
      value: typeof field.value === 'object' ? field.value[locale] : (field.value ?? null),
      options: (field.options ?? []).map((option) => ({
        id: rowId(`form/${form.name}/${field.name}/${option.value}`),
        label: option.label[locale],
        value: option.value,
        selected: false,
      })),
      min: field.min ?? null,
      max: field.max ?? null,
      step: field.step ?? null,
      messageIfEmpty: field.messageIfEmpty?.[locale] ?? null,
      messageIfInvalid: field.messageIfInvalid?.[locale] ?? null,
      messageIfLargeFile: field.messageIfLargeFile?.[locale] ?? null,
      messageIfSnowden: field.messageIfSnowden?.[locale] ?? null,
      condition: {
        inputName: field.condition?.inputName ?? [],
        isEaquelTo: field.condition?.isEaquelTo ?? [],
      },
    })),
  };
}

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'fr');

async function exists(
  payload: Payload,
  req: PayloadRequest,
  collection: 'forms' | 'subsidiaries' | 'expertises',
  where: object,
) {
  const { totalDocs } = await payload.count({ collection, where: where as never, req });
  return totalDocs > 0;
}

/**
 * Form definitions (contact, coworking), subsidiaries, expertises and the coworking global.
 * Idempotent: a form, subsidiary or expertise that already exists is left as it is.
 */
export async function seedForms(payload: Payload, req: PayloadRequest, media: MediaIds): Promise<void> {
  for (const form of SEED_FORMS) {
    if (await exists(payload, req, 'forms', { name: { equals: form.name } })) continue;
    const doc = await payload.create({ collection: 'forms', locale: 'fr', data: formData(form, 'fr'), req });
    for (const locale of OTHER_LOCALES) {
      await payload.update({ collection: 'forms', id: doc.id, locale, data: formData(form, locale), req });
    }
  }
  for (const subsidiary of SEED_SUBSIDIARIES) {
    if (await exists(payload, req, 'subsidiaries', { slug: { equals: subsidiary.slug } })) continue;
    const { title, ...rest } = subsidiary;
    const doc = await payload.create({
      collection: 'subsidiaries',
      locale: 'fr',
      // Published: the forms, the offers and the map list it (a subsidiary starts as a draft otherwise).
      data: { ...rest, title: title.fr, _status: 'published' },
      req,
    });
    for (const locale of OTHER_LOCALES) {
      await payload.update({
        collection: 'subsidiaries',
        id: doc.id,
        locale,
        data: { title: title[locale] },
        req,
      });
    }
  }
  for (const expertise of SEED_EXPERTISES) {
    if (await exists(payload, req, 'expertises', { slug: { equals: expertise.slug } })) continue;
    const doc = await payload.create({
      collection: 'expertises',
      locale: 'fr',
      data: { slug: expertise.slug, title: expertise.title.fr },
      req,
    });
    for (const locale of OTHER_LOCALES) {
      await payload.update({
        collection: 'expertises',
        id: doc.id,
        locale,
        data: { title: expertise.title[locale] },
        req,
      });
    }
  }
  const coworking = SEED_COWORKING;
  for (const locale of LOCALES) {
    await payload.updateGlobal({
      slug: 'coworking',
      locale,
      data: {
        _status: 'published',
        dayRatePrice: coworking.dayRatePrice,
        weekRatePrice: coworking.weekRatePrice,
        monthRatePrice: coworking.monthRatePrice,
        formTitle: coworking.formTitle[locale],
        formMessage: coworking.formMessage[locale],
        presentation: {
          title: coworking.presentation.title[locale],
          text: coworking.presentation.text[locale],
        },
        gallery: coworking.gallery.map((key) => mediaId(media, key)),
        details: coworking.details.map((detail) => ({
          id: rowId(`coworking/${detail.key}`),
          label: detail.label[locale],
          text: detail.text[locale],
        })),
        address: coworking.address,
        itineraryUrl: coworking.itineraryUrl,
      },
      req,
    });
  }
}
