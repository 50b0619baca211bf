import { describe, expect, it } from 'vitest';
import { excerpt, videoEmbedUrl } from './videoEmbedUrl';

describe('tutorial videos', () => {
  it('plays YouTube links through the embed address, with autoplay', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=abc-123')).toBe(
      'https://www.youtube-nocookie.com/embed/abc-123?autoplay=1',
    );
    expect(videoEmbedUrl('https://youtu.be/xyz_9')).toBe(
      'https://www.youtube-nocookie.com/embed/xyz_9?autoplay=1',
    );
    expect(videoEmbedUrl('https://example.com/video.mp4')).toBe('https://example.com/video.mp4');
  });

  it('cuts a card text at 100 characters with an ellipsis', () => {
    expect(excerpt('a'.repeat(120))).toBe(`${'a'.repeat(100)}…`);
    expect(excerpt('short')).toBe('short');
  });
});
