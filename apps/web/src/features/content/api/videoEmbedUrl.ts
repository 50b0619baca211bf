/**
 * The address a tutorial's video plays from inside the page: a YouTube watch or short link becomes its
 * privacy-enhanced embed (autoplay, as the spec's detail page); any other address is used as it is.
 */
export function videoEmbedUrl(url: string): string {
  const match = /(?:youtube\.com\/watch\?(?:.*&)?v=|youtu\.be\/)([\w-]+)/.exec(url);
  return match ? `https://www.youtube-nocookie.com/embed/${match[1]}?autoplay=1` : url;
}

/** A card's excerpt: the first 100 characters and an ellipsis when there is more (spec 02 §2.7). */
export function excerpt(text: string, length = 100): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
