// The platform's rules and texts: access flags and rules, constants, the error catalogue, the
// login/report schemas, Toronto time. Small on purpose: the login page loads it.
export * from './access';
export * from './constants';
export * from './messages';
export * from './shellMessages';
export * from './loginForm';
export * from './schemas';
export * from './time';
export { loadIntlData, MONEY_LOCALE, PORTAL_LOCALE } from './intl';
export { formatMoney } from './money';
export * from './storedImages';
export * from './typedDocument';
export * from './restRef';
export * from './platformApi';
export * from './live';
