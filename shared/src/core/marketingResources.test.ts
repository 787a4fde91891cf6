import {
  marketingDownloadPath,
  marketingDownloadSchema,
  marketingParentFolder,
  marketingRelativePath,
  normalizeMarketingFolder,
} from './marketingResources';

describe('marketing resources rules (spec 002 §2, §7)', () => {
  it('rewrites only the leading /Images/ to /ImageDown/', () => {
    expect(marketingDownloadPath('/Images/Marketing/Golf/Logo.png')).toBe('/ImageDown/Marketing/Golf/Logo.png');
    expect(marketingDownloadPath('/Images/Marketing/Corporate/Images/Booth.png')).toBe('/ImageDown/Marketing/Corporate/Images/Booth.png');
    expect(marketingDownloadPath('/Videos/Images/clip.webm')).toBe('/Videos/Images/clip.webm');
    expect(marketingDownloadPath('/ImagesX/a.png')).toBe('/ImagesX/a.png');
  });
  it('reads both forms back to the folder path; anything else is no resource', () => {
    expect(marketingRelativePath('/ImageDown/Marketing/Golf/Logo.png')).toBe('Golf/Logo.png');
    expect(marketingRelativePath('/Images/Marketing/Golf')).toBe('Golf');
    expect(marketingRelativePath('/Images/Marketing')).toBe('');
    expect(marketingRelativePath('/Images/MarketingX/a')).toBeNull();
    expect(marketingRelativePath('/etc/passwd')).toBeNull();
  });
  it('folders: names joined by /, no .. or empty names; the parent of a top folder is the top', () => {
    expect(normalizeMarketingFolder('Golf//Logos/')).toBe('Golf/Logos');
    expect(normalizeMarketingFolder(undefined)).toBe('');
    expect(normalizeMarketingFolder('Golf/../etc')).toBeNull();
    expect(marketingParentFolder('Golf/Logos')).toBe('Golf');
    expect(marketingParentFolder('Golf')).toBe('');
    expect(marketingParentFolder('')).toBeNull();
  });
  it('the download body: at least one path under the library', () => {
    expect(marketingDownloadSchema.safeParse({ files: [] }).error?.issues[0].message).toBe('Please select at least one file.');
    expect(marketingDownloadSchema.safeParse({ files: ['/tmp/x'] }).error?.issues[0].message).toBe(
      'This is not a marketing resource path.',
    );
    expect(marketingDownloadSchema.safeParse({ files: ['/ImageDown/Marketing/Golf'] }).success).toBe(true);
  });
});
