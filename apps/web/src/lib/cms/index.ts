export { getGlobal } from './get-global';
export { getPage } from './get-page';
export { globalTags, pageTags } from './cache-tags';
