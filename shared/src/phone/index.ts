export { type CountryCode, displayPhone, normalisePhone } from './phone-numbers';
