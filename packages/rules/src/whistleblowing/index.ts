export * from './receipt-code';
export * from './deadlines';
export * from './reply-form';
