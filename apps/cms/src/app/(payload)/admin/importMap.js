import { RowLabel as RowLabel_449c6b7222100a56f1d3fc62b7d6d9c1 } from '../../../admin/row-label'
import { RoleDashboard as RoleDashboard_c711e20b4b0c4edd6a5c139446a11509 } from '../../../admin/role-dashboard'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/row-label#RowLabel": RowLabel_449c6b7222100a56f1d3fc62b7d6d9c1,
  "/admin/role-dashboard#RoleDashboard": RoleDashboard_c711e20b4b0c4edd6a5c139446a11509,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
