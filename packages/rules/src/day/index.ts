export * from './basket';
export * from './messages';
