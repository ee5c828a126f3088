// Where the end-to-end journeys and `npm run sso-demo` serve the loopback provider.
export const DEV_PROVIDER_PORT = 9400;
