// Stylesheets imported for their effect (the approval page's own CSS, bundled by rspack).
declare module '*.css';
