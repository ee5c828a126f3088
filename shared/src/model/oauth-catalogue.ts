// The built-in provider catalogue (spec §3 and §9): what the OAuth screen offers and the API
// serves and checks saves against. How each credential lands in the §7 body is decision 018.
import type { OAuthCatalogueEntry, OAuthCredentialField } from './oauth-providers';

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
/** The SAML entry's field labels, which the save checks name in their messages too. */
export const SAML_FIELD_LABELS = {
  metadataXml: 'IdP metadata XML',
  entityId: 'IdP entity ID',
  certificate: 'IdP signing certificate',
} as const;

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
  {
    value: 'saml',
    label: 'SAML 2.0',
    description:
      'Single sign-on through a SAML 2.0 identity provider (Okta, Microsoft Entra ID, ADFS…).',
    icon: 'saml',
    fields: [
      {
        name: 'idpMetadataUrl',
        label: 'IdP metadata URL',
        type: 'url',
        required: false,
        target: 'provider_url',
        placeholder: 'https://login.example.com/app/metadata',
      },
      {
        name: 'idpMetadataXml',
        label: SAML_FIELD_LABELS.metadataXml,
        type: 'textarea',
        required: false,
        target: 'saml_metadata_xml',
        placeholder: '<md:EntityDescriptor …>',
      },
      {
        name: 'idpEntityId',
        label: SAML_FIELD_LABELS.entityId,
        type: 'text',
        required: false,
        target: 'saml_idp_entity_id',
        placeholder: 'From the metadata when empty',
      },
      {
        name: 'idpCertificate',
        label: SAML_FIELD_LABELS.certificate,
        type: 'textarea',
        required: false,
        target: 'saml_idp_cert',
        placeholder: '-----BEGIN CERTIFICATE----- (from the metadata when empty)',
      },
    ],
    setup: {
      consoleName: "your identity provider's admin console",
      consoleUrl: '',
      steps: [
        'Create a SAML 2.0 application that signs its assertions.',
        'Give it the single sign-on URL (ACS) and audience (SP entity ID) shown below, or our metadata.',
        'Send the email address as the NameID, and the attributes mapped below.',
        'Paste its metadata URL or XML here; the certificate and entity ID come from it.',
      ],
    },
  },
];

/** A provider's name as people read it: its catalogue label, else the name itself. */
export const oauthProviderLabel = (providerName: string): string =>
  OAUTH_CATALOGUE.find((entry) => entry.value === providerName)?.label ?? providerName;
