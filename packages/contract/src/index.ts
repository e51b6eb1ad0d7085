export * from './locale';
export * from './media';
export * from './menu';
export * from './global';
export * from './page';
export * from './errors';
export * from './openapi';
export * from './trads';
