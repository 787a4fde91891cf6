// See reactRouter.ts: the build points this name at react-router's production build.
declare module 'react-router-impl' {
  export * from 'react-router';
}
