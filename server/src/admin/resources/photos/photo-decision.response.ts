/** The photos a decision changed (those already in that state are left as they were). */
export class PhotoDecisionResponse {
  changed: number[];
}
