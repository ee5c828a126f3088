// Where the end-to-end journeys serve their loopback DNS server (UDP): the product they start
// asks it for domain verification (DNS_SERVERS, scripts/e2e-server.mjs).
export const E2E_DNS_PORT = 9453;
export const E2E_DNS_SERVER = `127.0.0.1:${E2E_DNS_PORT}`;
