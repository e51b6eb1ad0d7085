import { FormFieldSchema, LOCALES } from '@dav/contract';
import { describe, expect, it } from 'vitest';
import { CV_MAX_KB } from '../constants';
import { ALLOWED_FILE_EXTENSIONS, checkFile, fileExtension, fileSizeKb } from './file';
import { defaultMessage } from './messages';

const cvField = FormFieldSchema.parse({ type: 'file', name: 'cv' });

describe('fileExtension', () => {
  it.each([
    ['cv.pdf', 'pdf'],
    ['CV.PDF', 'pdf'],
    ['mon.cv.final.Docx', 'docx'],
    ['C:\\fakepath\\cv.jpeg', 'jpeg'],
    ['/tmp/dir.d/cv', ''],
    ['cv', ''],
    ['cv.', ''],
    ['.pdf', ''],
    ['', ''],
  ])('%j → %j', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });
});

describe('fileSizeKb', () => {
  it.each([
    [0, 0],
    [1, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [1_000_000, 1000],
    [1_000_001, 1001],
  ])('%i bytes is %i kB (ceiling of size / 1000)', (size, kb) => {
    expect(fileSizeKb(size)).toBe(kb);
  });
});

describe('checkFile', () => {
  it.each(ALLOWED_FILE_EXTENSIONS.flatMap((ext) => [`cv.${ext}`, `CV.${ext.toUpperCase()}`]))(
    'accepts %s',
    (name) => {
      expect(checkFile({ name, size: 1 }, cvField, 'fr')).toBeNull();
    },
  );

  it('puts the limit at 1000 kB: 1 000 000 bytes pass, 1 000 001 do not', () => {
    expect(CV_MAX_KB).toBe(1000);
    expect(checkFile({ name: 'cv.pdf', size: 1_000_000 }, cvField, 'en')).toBeNull();
    expect(checkFile({ name: 'cv.pdf', size: 1_000_001 }, cvField, 'en')).toBe(
      defaultMessage('fileSize', 'en'),
    );
  });

  it.each(['NaN', 'negative'])('refuses a %s size', (kind) => {
    const size = kind === 'NaN' ? NaN : -1;
    expect(checkFile({ name: 'cv.pdf', size }, cvField, 'en')).toBe(defaultMessage('fileSize', 'en'));
  });

  describe.each(LOCALES)('in %s', (locale) => {
    it('asks for a missing file with the required message', () => {
      expect(checkFile(null, cvField, locale)).toBe(defaultMessage('required', locale));
      expect(checkFile(undefined, cvField, locale)).toBe(defaultMessage('required', locale));
      expect(checkFile({ name: '', size: 0 }, cvField, locale)).toBe(defaultMessage('required', locale));
    });

    it.each(['cv.exe', 'cv.gif', 'cv.pdf.exe', 'cv', 'cv.odt'])('refuses the format of %s', (name) => {
      expect(checkFile({ name, size: 1 }, cvField, locale)).toBe(defaultMessage('fileFormat', locale));
    });

    it('tells the format before the size', () => {
      expect(checkFile({ name: 'cv.exe', size: 5_000_000 }, cvField, locale)).toBe(
        defaultMessage('fileFormat', locale),
      );
    });
  });

  it('uses the field messages when set', () => {
    const field = FormFieldSchema.parse({
      type: 'file',
      name: 'cv',
      messageIfEmpty: 'CV ?',
      messageIfInvalid: 'Format ?',
      messageIfLargeFile: 'Trop lourd',
    });
    expect(checkFile(null, field, 'fr')).toBe('CV ?');
    expect(checkFile({ name: 'cv.exe', size: 1 }, field, 'fr')).toBe('Format ?');
    expect(checkFile({ name: 'cv.pdf', size: 2_000_000 }, field, 'fr')).toBe('Trop lourd');
  });

  it('lets an optional field stay empty, but still checks a given file', () => {
    const optional = { ...cvField, required: false };
    expect(checkFile(null, optional, 'en')).toBeNull();
    expect(checkFile({ name: 'cv.exe', size: 1 }, optional, 'en')).toBe(defaultMessage('fileFormat', 'en'));
  });
});
