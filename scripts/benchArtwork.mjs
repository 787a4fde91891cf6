// The artwork sections of `npm run bench` (README of mfe-designs-color, "Colour extraction" and
// "Production tools"). Each runs a server script under tsx (as the server runs TypeScript), which
// prints its numbers as one JSON line:
// - `extraction`: `extractColors` on a 5 MB PNG and on a 1 MB SVG (server/scripts/benchExtraction.ts;
//   no server or database needed);
// - `jobFolder`: a job of 50 designs' production files made into its folder and downloaded as a zip,
//   with the time and the server's peak memory of each (server/scripts/benchJobFolder.ts, on the
//   test template's embedded database);
// - `fileStores`: upload and download throughput of the local folder and of an S3 bucket (s3rver on
//   loopback) (server/scripts/benchFiles.ts).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './toolchain.mjs';

function runServerScript(file, nodeFlags = []) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', file], {
      cwd: join(root, 'server'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`${file} exited with ${code}`));
      else resolve(JSON.parse(out.trim().split('\n').pop()));
    });
  });
}

export const measureExtraction = () => runServerScript('scripts/benchExtraction.ts');
export const measureJobFolder = () => runServerScript('scripts/benchJobFolder.ts', ['--expose-gc']);
export const measureFileStores = () => runServerScript('scripts/benchFiles.ts');
