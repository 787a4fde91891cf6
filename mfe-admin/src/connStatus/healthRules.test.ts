import type { RemoteConfigEntry, RouteData } from '@portal/shared';
import { healthOfTime, manifestInfo, remoteCheckOf, SLOW_MANIFEST_MS, worst } from './healthRules';

const manifest = {
  id: 'returns',
  name: 'returns',
  metaData: { name: 'returns', buildInfo: { buildVersion: '1.0.0', buildName: '@portal/mfe-returns' } },
};
const route: RouteData = { path: '/returns', access: 'returns', screen: 'list' };
const entry: RemoteConfigEntry = { manifest: '/remotes/returns/mf-manifest.json', routes: [route, route, route], drawer: [] };

describe('the browser’s health checks', () => {
  it('reads the build version and package from a manifest', () => {
    expect(manifestInfo(manifest)).toEqual({ version: '1.0.0', buildName: '@portal/mfe-returns' });
    expect(manifestInfo({ metaData: {} })).toEqual({ version: null, buildName: null });
    expect(manifestInfo('<!doctype html>')).toBeNull();
    expect(manifestInfo(null)).toBeNull();
  });

  it('calls a reachable remote OK, or SLOW past the limit, with its version, load time and routes', () => {
    expect(remoteCheckOf('returns', entry, { ok: true, body: manifest, loadMs: 12 })).toEqual({
      name: 'returns',
      manifest: entry.manifest,
      status: 'OK',
      version: '1.0.0',
      buildName: '@portal/mfe-returns',
      loadMs: 12,
      routes: 3,
      error: null,
    });
    expect(remoteCheckOf('returns', entry, { ok: true, body: manifest, loadMs: SLOW_MANIFEST_MS + 1 }).status).toBe('SLOW');
  });

  it('calls a remote DOWN when its manifest fails to load or is not a manifest', () => {
    const failed = remoteCheckOf(
      'admin',
      { manifest: 'https://cdn.example.com/admin/mf-manifest.json' },
      { ok: false, error: 'HTTP 404', loadMs: 30 },
    );
    expect([failed.status, failed.error, failed.routes, failed.version]).toEqual(['DOWN', 'HTTP 404', null, null]);
    const html = remoteCheckOf('admin', entry, { ok: true, body: '<html>', loadMs: 5 });
    expect([html.status, html.error]).toEqual(['DOWN', 'The answer is not a Module Federation manifest.']);
  });

  it('sums up with the worst state', () => {
    expect(worst('OK', 'OK')).toBe('OK');
    expect(worst('OK', 'SLOW')).toBe('SLOW');
    expect(worst('SLOW', 'DOWN', 'OK')).toBe('DOWN');
    expect(healthOfTime(10, 5)).toBe('SLOW');
  });
});
