// OAuth provider configurations (spec §3 "OAuth provider config", "Provider catalogue entry")
// and single sign-on through them: wire shapes and constants, no zod. How each catalogue
// credential lands in the §7 body is decision 018.
import { END_USER_FIELDS, type EndUserField } from './end-user-fields';

export {
  SSO_FAILURE_PATH,
  type SsoAudience,
  type SsoStartResponse,
  YOUR_CARD_PATH,
} from './sso';
export { SSO_FAILURES, type SsoFailureReason } from './sso-failures';

export const OAUTH_PROVIDER_NAMES = [
  'azure',
  'google',
  'linkedin',
  'github',
  'facebook',
  'oidc',
] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDER_NAMES)[number];

/** The §7 body's credential fields, where a catalogue field's value is sent. */
export type OAuthBodyField =
  | 'client_id'
  | 'client_secret'
  | 'oauth_tenant_id'
  | 'secret_id'
  | 'provider_url'
  | 'redirect_uri';

export interface OAuthCredentialField {
  /** The catalogue's own name (spec §3), e.g. AZURE_AD_CLIENT_ID or clientId. */
  name: string;
  label: string;
  type: 'text' | 'password' | 'url';
  required: boolean;
  /** Where the value goes in the §7 body. */
  target: OAuthBodyField;
  placeholder?: string;
}

/** Spec §3 "Provider catalogue entry", plus where and how to create the app at the provider. */
export interface OAuthCatalogueEntry {
  value: string;
  label: string;
  description: string;
  icon: string;
  fields: OAuthCredentialField[];
  setup?: { consoleName: string; consoleUrl: string; steps: string[] };
}

/** Where every provider sends the person back to: register `${app origin}${this}` there. */
export const SSO_CALLBACK_PATH = '/api/auth/oidc/callback';

const redirectUri: OAuthCredentialField = {
  name: 'redirectUri',
  label: 'Redirect URI',
  type: 'url',
  required: true,
  target: 'redirect_uri',
};

const clientPair = (id: string, idLabel: string, secret: string, secretLabel: string) =>
  [
    { name: id, label: idLabel, type: 'text', required: true, target: 'client_id' },
    { name: secret, label: secretLabel, type: 'password', required: true, target: 'client_secret' },
  ] as OAuthCredentialField[];

/** The built-in catalogue (spec §3 and §9), used when the API's list fails or is empty. */
export const OAUTH_CATALOGUE: readonly OAuthCatalogueEntry[] = [
  {
    value: 'azure',
    label: 'Microsoft Azure AD',
    description: 'Sign in with Microsoft Entra ID (Azure Active Directory) work accounts.',
    icon: 'azure',
    fields: [
      {
        name: 'AZURE_AD_CLIENT_ID',
        label: 'Client ID',
        type: 'text',
        required: true,
        target: 'client_id',
      },
      {
        name: 'AZURE_AD_SECRET_ID',
        label: 'Secret ID',
        type: 'text',
        required: true,
        target: 'secret_id',
      },
      {
        name: 'AZURE_AD_SECRET',
        label: 'Client Secret',
        type: 'password',
        required: true,
        target: 'client_secret',
      },
      {
        name: 'AZURE_TENANT_ID',
        label: 'Directory (Tenant) ID',
        type: 'text',
        required: true,
        target: 'oauth_tenant_id',
      },
    ],
    setup: {
      consoleName: 'Microsoft Entra admin center',
      consoleUrl: 'https://entra.microsoft.com',
      steps: [
        'Open App registrations and choose New registration.',
        'Add a Web redirect URI: the one shown below.',
        'Under Certificates & secrets, create a client secret; copy its Value and Secret ID.',
        'Copy the Application (client) ID and the Directory (tenant) ID from Overview.',
      ],
    },
  },
  {
    value: 'google',
    label: 'Google',
    description: 'Sign in with Google Workspace or Google accounts.',
    icon: 'google',
    fields: [...clientPair('clientId', 'Client ID', 'clientSecret', 'Client Secret'), redirectUri],
    setup: {
      consoleName: 'Google Cloud console',
      consoleUrl: 'https://console.cloud.google.com/apis/credentials',
      steps: [
        'Create an OAuth client ID of type Web application.',
        'Add the redirect URI shown below to Authorized redirect URIs.',
        'Copy the client ID and client secret.',
      ],
    },
  },
  {
    value: 'linkedin',
    label: 'LinkedIn',
    description: 'Sign in with LinkedIn accounts.',
    icon: 'linkedin',
    fields: [...clientPair('clientId', 'Client ID', 'clientSecret', 'Client Secret'), redirectUri],
    setup: {
      consoleName: 'LinkedIn Developers',
      consoleUrl: 'https://www.linkedin.com/developers/apps',
      steps: [
        'Create an app and add the "Sign In with LinkedIn using OpenID Connect" product.',
        'Under Auth, add the redirect URI shown below.',
        'Copy the client ID and the primary client secret.',
      ],
    },
  },
  {
    value: 'github',
    label: 'GitHub',
    description: 'Sign in with GitHub accounts.',
    icon: 'github',
    fields: [...clientPair('clientId', 'Client ID', 'clientSecret', 'Client Secret'), redirectUri],
    setup: {
      consoleName: 'GitHub Developer settings',
      consoleUrl: 'https://github.com/settings/developers',
      steps: [
        'Create a New OAuth App.',
        'Set the Authorization callback URL to the redirect URI shown below.',
        'Generate a client secret and copy it with the client ID.',
      ],
    },
  },
  {
    value: 'facebook',
    label: 'Facebook',
    description: 'Sign in with Facebook accounts.',
    icon: 'facebook',
    fields: [...clientPair('appId', 'App ID', 'appSecret', 'App Secret'), redirectUri],
    setup: {
      consoleName: 'Meta for Developers',
      consoleUrl: 'https://developers.facebook.com/apps',
      steps: [
        'Create an app with the Facebook Login use case.',
        'Add the redirect URI shown below to Valid OAuth Redirect URIs.',
        'Copy the App ID and App Secret from Settings > Basic.',
      ],
    },
  },
  {
    value: 'oidc',
    label: 'OpenID Connect',
    description: 'Single sign-on through any OpenID Connect provider (Okta, Auth0, Keycloak…).',
    icon: 'oidc',
    fields: [
      {
        name: 'issuerUrl',
        label: 'Issuer URL',
        type: 'url',
        required: true,
        target: 'provider_url',
        placeholder: 'https://login.example.com',
      },
      ...clientPair('clientId', 'Client ID', 'clientSecret', 'Client Secret'),
    ],
    setup: {
      consoleName: "your identity provider's admin console",
      consoleUrl: '',
      steps: [
        'Create an OpenID Connect web application (authorization code flow with PKCE).',
        'Add the redirect URI shown below as a sign-in redirect URI.',
        'Copy the issuer URL, the client ID and the client secret.',
      ],
    },
  },
];

/** A provider's name as people read it: its catalogue label, else the name itself. */
export const oauthProviderLabel = (providerName: string): string =>
  OAUTH_CATALOGUE.find((entry) => entry.value === providerName)?.label ?? providerName;

/** Providers that single sign-on can use: OpenID Connect, with an issuer we know or are given. */
export const SSO_PROVIDER_NAMES: readonly OAuthProviderName[] = ['oidc', 'azure', 'google'];

/** Scopes asked for when a configuration names none. */
export const DEFAULT_OIDC_SCOPES = ['openid', 'email', 'profile', 'phone'];

/** End-user fields a directory claim may fill: one text value each, the email excepted. */
export type MappableField = Extract<EndUserField, { input: 'text' | 'tel' | 'url' }>;
export const MAPPABLE_FIELDS = END_USER_FIELDS.filter(
  (field): field is MappableField =>
    field.input === 'text' || field.input === 'tel' || field.input === 'url',
);
export type MappableWireName = MappableField['wire'];

/** claim name → end-user field (wire name): what every SSO sign-in copies from the directory. */
export type ClaimMappings = Record<string, MappableWireName>;

export const DEFAULT_CLAIM_MAPPINGS: ClaimMappings = {
  given_name: 'first_name',
  family_name: 'last_name',
  job_title: 'title',
  phone_number: 'phone_cell',
};

/** A stored configuration as the API returns it: the client secret never leaves the server. */
export interface OAuthProviderConfig {
  id: string;
  tenant_id: string;
  provider_name: OAuthProviderName;
  providerName: OAuthProviderName;
  display_name: string;
  provider_url: string | null;
  client_id: string | null;
  /** Whether a client secret is stored; the edit form shows '•••• set'. */
  client_secret_set: boolean;
  oauth_tenant_id: string | null;
  secret_id: string | null;
  aws_secret_name: string | null;
  aws_secret_region: string | null;
  redirect_uri: string;
  scopes: string[];
  field_mappings: ClaimMappings;
  createdAt: string;
  updatedAt: string;
}

export interface OAuthProviderListResponse {
  success: true;
  providers: OAuthProviderConfig[];
}

export interface OAuthCatalogueResponse {
  success: true;
  data: OAuthCatalogueEntry[];
}

export interface OAuthProviderSaveResponse {
  success: true;
  message: string;
  data: OAuthProviderConfig;
}

/** A field that came from the directory at the last SSO sign-in, as 'Your card' lists it. */
export interface DirectoryField {
  wire: MappableWireName;
  label: string;
  value: string;
}

/** GET /api/self-serve/card: the signed-in end user's card and what the directory filled. */
export interface YourCardResponse {
  first_name: string;
  last_name: string;
  email: string;
  tenant: string;
  card_url: string;
  qr_url: string;
  vcard_url: string;
  directory: {
    provider: string | null;
    synced_at: string | null;
    fields: DirectoryField[];
  };
}
