/**
 * The video block's rule, shared by its schema and its component: no Sanity import, so the site
 * can check an address at render without loading the studio's code.
 */

/**
 * The player is a <video> element: it needs the address of a video file, on this site (a path) or
 * on a secure server. A page elsewhere (a video site's watch page) would not play.
 */
export function videoSrcProblem(src: string | undefined): string | null {
  if (!src?.trim()) return 'Give the video’s address: without it the play button would open an empty player.';
  const site = src.startsWith('/') && !src.startsWith('//');
  if ((!site && !/^https:\/\/[^/\s]/.test(src)) || /\s/.test(src)) {
    return 'Write the address of the video file on this site (/media/tour.mp4) or a full https:// address.';
  }
  if (!/\.(mp4|webm)$/i.test(src.split(/[?#]/)[0]!)) return 'The address must lead to an .mp4 or .webm file.';
  return null;
}
