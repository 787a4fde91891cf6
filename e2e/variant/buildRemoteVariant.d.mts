export function buildRemoteVariant(o: { dir: string; module: string; find: string; replace: string; outDir: string }): Promise<void>;
