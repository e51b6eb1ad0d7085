export * from './domains';
