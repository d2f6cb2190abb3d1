/**
 * The storage keys of a link's saved picks (see saved-picks.ts), apart from the rest so the
 * first paint can ask whether picks are saved without loading how they are read.
 */
const PREFIX = 'candidate-meet';

/** The sessionStorage key of a link's picks in progress. */
export function pickingKey(linkHash: string): string {
  return `${PREFIX}:picking:${linkHash}`;
}

/** The localStorage key of a link's shared picks. */
export function sharedKey(linkHash: string): string {
  return `${PREFIX}:shared:${linkHash}`;
}
