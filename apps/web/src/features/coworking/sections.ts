/**
 * The ids of the page's sections, which its navigation links to. None of them is a request hash
 * (`#demande-jour`…), so following one scrolls to the section and never opens the request modal.
 */
export const SECTION_IDS = {
  presentation: 'presentation',
  rates: 'tarifs',
  gallery: 'galerie',
  details: 'infos-pratiques',
  request: 'demande',
} as const;
export type SectionKey = keyof typeof SECTION_IDS;
