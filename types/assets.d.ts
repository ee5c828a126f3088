// Module declarations for the federated remotes the shell loads at run time.
declare module '*.svg' {
  const url: string;
  export default url;
}
