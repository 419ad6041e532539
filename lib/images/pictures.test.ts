import { thumbnailPicture } from './pictures';
import { firstCandidate, srcsetCandidates, type Picture } from './picture';

const photo: Picture = {
  width: 2560,
  height: 1920,
  avif: '/img/a-360.avif 360w, /img/a-640.avif 640w, /img/a-960.avif 960w',
  webp: '/img/a-360.webp 360w, /img/a-640.webp 640w, /img/a-960.webp 960w',
  fallback: '/img/a-360.jpg 360w, /img/a-640.jpg 640w, /img/a-960.jpg 960w',
  fallbackType: 'image/jpeg',
  src: '/img/a-960.jpg',
};

describe('thumbnailPicture', () => {
  it('keeps only the candidates no wider than the thumbnail needs', () => {
    const thumb = thumbnailPicture(photo, 640);
    expect(thumb.avif).toBe('/img/a-360.avif 360w, /img/a-640.avif 640w');
    expect(thumb.webp).toBe('/img/a-360.webp 360w, /img/a-640.webp 640w');
    expect(thumb.fallback).toBe('/img/a-360.jpg 360w, /img/a-640.jpg 640w');
    // Size and fallback src stay the photo's: the aspect ratio and the no-srcset browsers.
    expect(thumb).toMatchObject({ width: 2560, height: 1920, src: '/img/a-960.jpg', fallbackType: 'image/jpeg' });
  });

  it('keeps the narrowest candidate when every one is wider', () => {
    expect(thumbnailPicture(photo, 100).avif).toBe('/img/a-360.avif 360w');
  });
});

describe('srcsetCandidates and firstCandidate', () => {
  it('reads each candidate as its url and width, whatever the spaces', () => {
    expect(srcsetCandidates(' /img/a-360.avif  360w,/img/a-640.avif 640w ')).toEqual([
      ['/img/a-360.avif', '360w'],
      ['/img/a-640.avif', '640w'],
    ]);
    expect(firstCandidate(photo.avif)).toBe('/img/a-360.avif');
  });
});
