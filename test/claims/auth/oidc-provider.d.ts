declare module 'oidc-provider';
