export { getGlobal } from './get-global';
export { getPage } from './get-page';
export { getForm } from './get-form';
export { getCoworking } from './get-coworking';
export { getDay } from './get-day';
export { getOffer, getOfferFilters, searchOffers } from './get-offers';
export { getCategories, getPost, listPosts } from './get-posts';
export { getSubsidiary, listSubsidiaries } from './get-subsidiaries';
export { getRedirects } from './get-redirects';
