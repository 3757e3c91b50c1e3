// Uploads of phone-sized photos (decision 061): a 12-megapixel JPEG through POST /media/upload end to end (checked,
// turned upright, stripped, re-encoded, its renditions made and stored), then four at once while the service's
// resident memory is sampled.
import { readFileSync } from 'node:fs';
import { encoded } from '../server/testing/images.ts';
import type { Figure } from './figures.ts';
import { startService } from './service.ts';

const rssOf = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? NaN) / 1024;

export async function uploadImages(): Promise<Figure[]> {
  // 4000 × 3000 of a pattern, not one colour: the encoder and the decoder do the work a photo asks (5.9 MB).
  const photo = await encoded('jpeg', 4000, 3000);
  const service = await startService({ port: 8879 });
  try {
    const before = rssOf(service.pid);
    const upload = async () => {
      const started = performance.now();
      const reply = await fetch(`${service.origin}/api/media/upload?name=bench.jpg`, {
        method: 'POST',
        headers: { authorization: `Bearer ${service.token}`, 'content-type': 'image/jpeg' },
        body: new Uint8Array(photo),
      });
      if (reply.status !== 200) throw new Error(`The upload answered ${reply.status}: ${await reply.text()}`);
      return performance.now() - started;
    };
    // The first loads sharp; the figure is the median of the next three, one at a time.
    await upload();
    const times = [await upload(), await upload(), await upload()].sort((a, b) => a - b);
    let peak = rssOf(service.pid);
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(service.pid))), 20);
    const started = performance.now();
    await Promise.all([upload(), upload(), upload(), upload()]);
    const together = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(service.pid));
    return [
      {
        name: 'upload-images one 12-megapixel JPEG, end to end',
        value: Math.round(times[1]!),
        unit: 'ms',
        target: '< 1500 ms',
        note: `${(photo.byteLength / 1024 / 1024).toFixed(1)} MB, median of 3`,
      },
      { name: 'upload-images four at once, all done', value: Math.round(together), unit: 'ms' },
      {
        name: 'upload-images four at once: service RSS, peak',
        value: Math.round(peak),
        unit: 'MB',
        target: '< 300 MB',
        note: `${Math.round(before)} MB before the first upload`,
      },
    ];
  } finally {
    await service.stop();
  }
}
