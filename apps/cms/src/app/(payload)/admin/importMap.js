import { RowLabel as RowLabel_449c6b7222100a56f1d3fc62b7d6d9c1 } from '../../../admin/row-label';
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc';

/** @type import('payload').ImportMap */
export const importMap = {
  '/admin/row-label#RowLabel': RowLabel_449c6b7222100a56f1d3fc62b7d6d9c1,
  '@payloadcms/next/rsc#CollectionCards': CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1,
};
