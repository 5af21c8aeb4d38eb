import { Injectable } from '@nestjs/common';

/** Most members remembered at once; past it the memory starts over (costing one write each). */
const MAX_MEMBERS = 100_000;

/** When this instance last recorded each member's activity. */
@Injectable()
export class RecentActivity {
  private readonly lastWrite = new Map<number, number>();

  /** When this instance last wrote the member's activity (ms), if it remembers. */
  lastWriteOf(accountId: number): number | undefined {
    return this.lastWrite.get(accountId);
  }

  /** True when the member's activity is due to be written again (and marks it written at `now`). */
  claim(accountId: number, now: number, everyMs: number): boolean {
    const last = this.lastWrite.get(accountId);
    // A clock moved backwards (tests) counts as due, so the write's own condition decides.
    if (last !== undefined && now >= last && now - last < everyMs) return false;
    if (this.lastWrite.size >= MAX_MEMBERS) this.lastWrite.clear();
    this.lastWrite.set(accountId, now);
    return true;
  }
}
