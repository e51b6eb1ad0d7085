import base from './playwright.config';
// Local only (never committed): the tests against a stack started by hand.
export default { ...base, webServer: undefined, reporter: [['list']] };
