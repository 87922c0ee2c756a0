/** A content document that cannot be shown: a content error (500), named so an editor can fix it. */
export class LandingContentError extends Error {
  constructor(id: string, problem: string) {
    super(`${id}: ${problem}. Fix it in the studio (npm run content:validate lists every such problem).`);
    this.name = 'LandingContentError';
  }
}
