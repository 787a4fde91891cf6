// The `extraction` section of `npm run bench`: colour extraction of a design file (README of
// mfe-designs-color, "Colour extraction"): `extractColors` on a 5 MB PNG and on a 1 MB SVG, both
// made by server/scripts/benchExtraction.ts (run here under tsx, as the server runs TypeScript),
// which prints its numbers as one JSON line. No server or database is needed.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './toolchain.mjs';

export function measureExtraction() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/benchExtraction.ts'], {
      cwd: join(root, 'server'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`benchExtraction.ts exited with ${code}`));
      else resolve(JSON.parse(out.trim().split('\n').pop()));
    });
  });
}
