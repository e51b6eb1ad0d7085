export * from './domains';
export * from './constants';
export * from './links';
export * from './routes';
export * from './breadcrumbs';
export * from './footer';
export * from './shell';
export * from './forms';
