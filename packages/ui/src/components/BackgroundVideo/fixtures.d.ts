// Story fixtures imported as URLs by Vite.
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webm' {
  const url: string;
  export default url;
}
declare module '*.avif' {
  const url: string;
  export default url;
}
