export interface SavedDownload {
  name: string;
  blob: Blob;
}

/**
 * Captures the files the code under test saves (an object URL on a link that it clicks) into
 * the returned list. Call it in `beforeEach`: it replaces URL.createObjectURL for the test.
 */
export function captureDownloads(): SavedDownload[] {
  const saved: SavedDownload[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
  });
  return saved;
}
