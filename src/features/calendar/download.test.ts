// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getScenario, isReplyOk } from '../../../fixtures';
import { downloadIcs, ICS_MIME_TYPE } from './download';

function itinerary() {
  const { intro } = getScenario('confirmed');
  if (!isReplyOk(intro)) throw new Error('the confirmed scenario has an intro');
  return intro.result.interview.schedule;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('downloadIcs', () => {
  it('clicks a temporary <a download> on a Blob URL, then cleans up', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:ics-1';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: { href: string; download: string; inDocument: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({
        href: this.getAttribute('href') ?? '',
        download: this.download,
        inDocument: document.body.contains(this),
      });
    });

    const filename = downloadIcs(itinerary(), 'Acme Robotics');

    expect(filename).toBe('acme-robotics-2026-03-10.ics');
    expect(create).toHaveBeenCalledTimes(1);
    expect(clicked).toEqual([
      { href: 'blob:ics-1', download: 'acme-robotics-2026-03-10.ics', inDocument: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(blobs[0]?.type).toBe(ICS_MIME_TYPE);
    const text = await blobs[0]!.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(3);

    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:ics-1');
  });

  it('throws and downloads nothing when the file cannot be built', () => {
    const create = vi.spyOn(URL, 'createObjectURL');
    expect(() => downloadIcs([], 'Acme Robotics')).toThrow(/no event/);
    expect(create).not.toHaveBeenCalled();
  });
});
